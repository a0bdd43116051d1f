# Independent check for calculators/azienda-lavoro/tredicesima.yaml.
# Ratei: one twelfth for each month of the period (Jan-Dec for the 13th, Jul of the year before to
# Jun for the 14th) whose days of service reach the CCNL's threshold (>= 15, or > 15); gross =
# monthly pay x part-time x twelfths / 12. Net: INPS 9,19% (9,49% CIGS), then IRPEF on the rest with
# the yearly brackets of art. 11 TUIR divided by 12 (art. 23 c. 2 b) DPR 600/1973), no detrazioni.
from datetime import date, timedelta
BR = {2025: [(28000, .23), (50000, .35), (float('inf'), .43)], 2026: [(28000, .23), (50000, .33), (float('inf'), .43)]}

def irpef_mese(anno, x):
    tax, lo = 0, 0
    for hi, r in BR[anno]:
        hi = hi / 12
        if x > lo: tax += (min(x, hi) - lo) * r
        lo = hi
    return tax

def month_range(y, m):
    y, m = y + (m - 1) // 12, (m - 1) % 12 + 1
    start = date(y, m, 1)
    nxt = date(y + (m == 12), m % 12 + 1, 1)
    return start, nxt - timedelta(days=1)

def ratei(anno, first_month_offset, start, end, soglia):
    rows = []
    for k in range(12):
        a, b = month_range(anno if first_month_offset == 1 else anno - 1, first_month_offset + k)
        days = max(0, (min(b, end) - max(a, start)).days + 1)
        rows.append((a, days, 1 if days >= soglia else 0))
    return rows

def calc(label, anno=2026, R=2000, pt=100, start=date(2020, 3, 1), end=None, soglia=15, inps=9.19):
    end = end or date(anno, 12, 31)
    out = {}
    for name, off in (('13', 1), ('14', 7)):
        rows = ratei(anno, off, start, end, soglia)
        mesi = sum(r[2] for r in rows)
        lordo = R * pt / 100 * mesi / 12
        contr = lordo * inps / 100
        imp = lordo - contr
        irp = irpef_mese(anno, imp)
        out[name] = (mesi, lordo, contr, imp, irp, imp - irp)
        print(f"{label} [{name}] mesi {mesi} lordo {lordo:.4f} inps {contr:.4f} imponibile {imp:.4f} irpef {irp:.4f} netto {imp - irp:.4f}")
        print(f"      first {rows[0][0]} {rows[0][1]} {rows[0][2]}  last {rows[-1][0]} {rows[-1][1]} {rows[-1][2]}")
    return out

calc('defaults')
calc('assunta 10/3/2026, 1.800', R=1800, start=date(2026, 3, 10))
calc('assunta 17/3/2026 (15 giorni), almeno 15', start=date(2026, 3, 17))
calc('assunta 17/3/2026 (15 giorni), piu di 15', start=date(2026, 3, 17), soglia=16)
calc('cessato 14/9/2026, 2.500', R=2500, end=date(2026, 9, 14))
calc('5.000 al mese 2026', R=5000)
calc('5.000 al mese 2025', anno=2025, R=5000)
calc('part-time 50% CIGS', pt=50, inps=9.49)
calc('assunto nel 2027', start=date(2027, 1, 5))
print('reverse netto 1.000:', 1000 / (0.9081 * 0.77))

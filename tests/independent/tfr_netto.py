# Independent check for calculators/azienda-lavoro/tfr-netto.yaml, from the law's text:
# art. 19 c. 1 TUIR (taxable = TFR less the revaluations already taxed; rate = average IRPEF rate of
# taxable / years x 12, brackets of the year of the end; c. 1-ter: 61,97 € a year for fixed-term
# contracts of at most 2 years), art. 11 TUIR (2026: 23% to 28.000, 33% to 50.000, 43%; 2025: 35%),
# art. 2120 c.c. (quota RAL/13,5 less 0,50% of RAL; revaluation 1,5% + 75% inflation, 17% tax on it).
BR = {2025: [(28000, .23), (50000, .35), (float('inf'), .43)], 2026: [(28000, .23), (50000, .33), (float('inf'), .43)]}

def irpef(anno, x):
    tax, lo = 0, 0
    for hi, r in BR[anno]:
        if x > lo: tax += (min(x, hi) - lo) * r
        lo = hi
    return tax

def stima(ral, infl, anni, mesi):
    q = ral / 13.5 - ral * 0.005
    t = 0.015 + 0.75 * infl / 100
    fondo, rows = 0, []
    for y in range(1, anni + 1):
        riv = fondo * t; imp = riv * 0.17
        fondo = fondo + riv - imp + q
        rows.append((y, riv, imp, q, fondo))
    riv_m = fondo * t * mesi / 12
    tfr = fondo + riv_m * 0.83 + q * mesi / 12
    quote = q * (anni + mesi / 12)
    return tfr, tfr - quote, rows, q

def netto(tfr, riv, anni, mesi=0, anno=2026, td=False, orario=100, label=''):
    durata = anni + mesi / 12
    imponibile = tfr - riv
    rif = imponibile / durata * 12
    aliq = irpef(anno, rif) / rif * 100 if rif > 0 else 0
    lorda = imponibile * aliq / 100
    detr = min(lorda, 61.97 * durata * orario / 100) if td and durata <= 2 else 0
    imposta = lorda - detr
    print(f"{label}: tfr {tfr:.4f} riv {riv:.4f} imponibile {imponibile:.4f} rif {rif:.4f} irpef(rif) {irpef(anno, rif):.4f} "
          f"aliquota {aliq:.6f}% lorda {lorda:.4f} detrazione {detr:.4f} imposta {imposta:.4f} netto {tfr - imposta:.4f} "
          f"peso {imposta / tfr * 100 if tfr else 0:.6f}%")
    return tfr - imposta

netto(30000, 2500, 10, label='defaults 2026')
netto(30000, 2500, 10, anno=2025, label='defaults 2025')
netto(30000, 0, 10, label='no revaluations')
netto(20000, 1000, 12, 6, label='20.000 in 12 anni e 6 mesi')
netto(120000, 10000, 15, label='120.000 in 15 anni (43%)')
netto(3000, 0, 1, 6, td=True, label='termine 18 mesi')
netto(3000, 0, 1, 6, td=True, orario=50, label='termine 18 mesi part-time 50%')
netto(4500, 0, 2, 6, td=True, label='termine 30 mesi (no detrazione)')
netto(0, 0, 5, label='zero')
tfr, riv, rows, q = stima(30000, 2, 10, 0)
print('stima 30.000, 2%, 10 anni: quota', q, 'rows', [(r[0], round(r[1], 4), round(r[2], 4), round(r[4], 4)) for r in (rows[0], rows[-1])])
netto(tfr, riv, 10, label='stima 30.000 2% 10 anni')
tfr, riv, rows, q = stima(40000, 1.5, 7, 5)
print('stima 40.000, 1,5%, 7 anni 5 mesi: quota', q, 'last row', [round(v, 4) for v in rows[-1]])
netto(tfr, riv, 7, 5, label='stima 40.000 1,5% 7a5m')
for r in (33000, 50000, 28000): print('aliquota media su', r, irpef(2026, r) / r * 100)
# reverse: net 20.000 with 2.500 revaluations over 10 years (2026): find TFR by bisection
lo, hi = 0, 100000
for _ in range(200):
    mid = (lo + hi) / 2
    imp = mid - 2500; rif = imp / 10 * 12; a = irpef(2026, rif) / rif
    n = mid - imp * a
    if n < 20000: lo = mid
    else: hi = mid
print('reverse netto 20.000 -> TFR lordo', lo)
tfr, riv, rows, q = stima(30000, 2, 0, 6)
netto(tfr, riv, 0, 6, label='stima 30.000, solo 6 mesi')
# reverse on the RAL (estimate, 2%, 10 years): find the RAL whose net TFR is 15.000
lo, hi = 0, 100000
for _ in range(200):
    mid = (lo + hi) / 2
    tfr, riv, rows, q = stima(mid, 2, 10, 0)
    imp = tfr - riv; rif = imp / 10 * 12; a = irpef(2026, rif) / rif
    if tfr - imp * a < 15000: lo = mid
    else: hi = mid
print('reverse netto 15.000 (stima 2%, 10 anni) -> RAL', lo)

"""Independent net-salary computation (private employee, single, full year), 2025/2026: the expected
values of the examples of the rules in force in calculators/tasse/stipendio-lordo-netto.yaml come from it.
Written from the rules (TUIR art. 11 and 13, L. 207/2024 c. 4-9, DL 3/2020 art. 1, INPS circ.,
regional laws), not from the calculator. Run: python3 tests/independent/stipendio_netto.py"""
import sys
from decimal import Decimal, ROUND_DOWN

IRPEF = {2025: ([28000, 50000], [.23, .35, .43]), 2026: ([28000, 50000], [.23, .33, .43])}
SOGLIA_1 = {2025: 55448, 2026: 56224}

REG = {  # region: {year: (limits, rates)}
    'lombardia': {y: ([15000, 28000, 50000], [.0123, .0158, .0172, .0173]) for y in (2025, 2026)},
    'lazio': {y: ([15000], [.0173, .0333]) for y in (2025, 2026)},
    'umbria': {y: ([15000, 28000, 50000], [.0173, .0302, .0312, .0333]) for y in (2025, 2026)},
    'friuliVeneziaGiulia': {y: ([], [.0123]) for y in (2025, 2026)},
    # L.R. Campania 2021 (from 2022); L.R. Piemonte 6/8/2025 n. 16 (2026-2027).
    'campania': {y: ([15000, 28000, 50000], [.0173, .0296, .0320, .0333]) for y in (2025, 2026)},
    'piemonte': {2025: ([15000, 28000, 50000], [.0162, .0213, .0275, .0333]),
                 2026: ([15000, 28000, 50000], [.0162, .0268, .0331, .0333])},
    # Provincia autonoma di Trento (Dipartimento delle Finanze, 2025; the page keeps it in 2026):
    # 1,23%, 1,73% on the part above 50.000 €, nothing up to 30.000 € (RELIEF below).
    'trento': {y: ([50000], [.0123, .0173]) for y in (2025, 2026)},
}
# Comunale by brackets (D.L. 138/2011 art. 1 c. 11; for 2025-2027 the four brackets of L. 207/2024
# art. 1 c. 751): each rate on the part of income in its band.
COM_LIMITS = [15000, 28000, 50000]
# income-only reliefs: (threshold, flat rate up to it, deduction, from, to]
RELIEF = {
    'lazio': {2025: (28000, .0173, 60, 28000, 35000), 2026: (28000, .0173, 60, 28000, 30000)},
    'umbria': {y: (28000, .0123, 150, 28000, 50000) for y in (2025, 2026)},
    'friuliVeneziaGiulia': {y: (15000, .0070, 0, 0, 0) for y in (2025, 2026)},
    'trento': {y: (30000, 0, 0, 0, 0) for y in (2025, 2026)},
}

def brackets(x, limits, rates):
    tax, low = 0.0, 0.0
    for i, r in enumerate(rates):
        high = limits[i] if i < len(limits) else float('inf')
        if x > low:
            tax += (min(x, high) - low) * r
        low = high
    return tax

def quattro_decimali(num, den):
    """Art. 13 c. 6 TUIR: "Se il risultato dei rapporti indicati nei commi 1, 3, 4 e 5 è maggiore di
    zero, lo stesso si assume nelle prime quattro cifre decimali": the ratio cut after its fourth
    decimal, never rounded (the Agenzia's instructions: 0,623381 -> 0,6233). Done in decimal
    arithmetic: the income is taken to the millionth of a euro (a RAL in cents times 9,19% has at
    most 6 decimals), so a ratio that is exactly 0,4075 stays 0,4075."""
    q = (Decimal(num).quantize(Decimal('1e-6')) / Decimal(den))
    return float(q.quantize(Decimal('0.0001'), rounding=ROUND_DOWN)) if q > 0 else float(q)

def d_lav(rc, truncate=True):
    """truncate=False: the ratio in full, as before art. 13 c. 6 was applied (to show the difference)."""
    ratio = quattro_decimali if truncate else (lambda num, den: num / den)
    if rc <= 15000: d = 1955
    elif rc <= 28000: d = 1910 + 1190 * ratio(28000 - rc, 13000)
    elif rc <= 50000: d = 1910 * ratio(50000 - rc, 22000)
    else: d = 0
    if 25000 < rc <= 35000: d += 65
    return d

def regionale(region, year, rc):
    limits, rates = REG[region][year]
    thr, flat, ded, lo, hi = RELIEF.get(region, {}).get(year, (0, 0, 0, 0, 0))
    tax = flat * rc if rc <= thr else brackets(rc, limits, rates)
    if lo < rc <= hi: tax -= ded
    return max(0.0, tax)

def net(ral, region, year, n=13, inps_rate=.0919, com_rate=.008, com_exempt=0, com_rates=None, truncate=True):
    """com_rate: the comune's single rate (a fraction); com_rates: its four rates by brackets instead.
    com_exempt: an income up to it pays no comunale, one above it pays on the whole income.
    truncate: the art. 13 ratios to four decimals (c. 6); False only to show what that changes."""
    inps = ral * inps_rate + .01 * max(0, ral - SOGLIA_1[year])
    rc = ral - inps
    lorda = brackets(rc, *IRPEF[year])
    dl = d_lav(rc, truncate)
    bonus = rc * (.071 if rc <= 8500 else .053 if rc <= 15000 else .048) if rc <= 20000 else 0
    # L. 207/2024 art. 1 c. 6: its ratio (40.000 - r) / 8.000 is not one of art. 13's, and that law
    # says nothing of decimals: taken in full.
    dc = 1000 if 20000 < rc <= 32000 else 1000 * (40000 - rc) / 8000 if 32000 < rc <= 40000 else 0
    netta = max(0, lorda - dl - dc)
    ti = 1200 if rc <= 15000 and lorda > dl - 75 else 0
    due = netta > 0
    reg = regionale(region, year, rc) if due else 0
    com_tax = brackets(rc, COM_LIMITS, com_rates) if com_rates else com_rate * rc
    com = com_tax if due and rc > com_exempt else 0
    netto = ral - inps - netta - reg - com + bonus + ti
    return dict(inps=inps, rc=rc, lorda=lorda, dlav=dl, bonus=bonus, dcuneo=dc, netta=netta, ti=ti,
                reg=reg, com=com, netto=netto, mese=netto / n)

def simplified(ral):
    """The spec's simplified net (kept on the page after the law's): INPS 9,19%, five old IRPEF brackets,
    1,73% + 0,8% on the taxable income, no detrazioni."""
    inps = ral * .0919
    rc = ral - inps
    irpef = brackets(rc, [15000, 28000, 55000, 75000], [.23, .27, .38, .41, .43])
    netto = ral - inps - irpef - rc * .0173 - rc * .008
    return dict(inps=inps, irpef=irpef, netto=netto, mese=netto / 12)

def roots(target_month, region, year, n=13, lo=1, hi=200000, step=0.5):
    """Every RAL whose net per month is the target: dense scan, then bisection on each sign change
    that is a real crossing (|f| small at the end), not a jump."""
    f = lambda x: net(x, region, year, n)['mese'] - target_month
    out, x, fx = [], lo, f(lo)
    while x < hi:
        y = x + step; fy = f(y)
        if (fx < 0) != (fy < 0):
            a, b, fa = x, y, fx
            for _ in range(80):
                m = (a + b) / 2; fm = f(m)
                if (fa < 0) == (fm < 0): a, fa = m, fm
                else: b = m
            if abs(f(b)) < 0.005: out.append(b)
            else: out.append(('jump', b))
        x, fx = y, fy
    return out


if __name__ == '__main__':
    for year in (2026, 2025):
        for region in ('lombardia', 'lazio'):
            for ral in (15000, 22000, 30000, 45000, 60000, 100000):
                r = net(ral, region, year)
                print(year, region, ral, ' '.join(f'{k}={v:.4f}' for k, v in r.items()))
    # Calcola al contrario: every RAL with the net per month, ('jump', x) where the net jumps past it.
    for target, region, year, n in ((1801.96, 'lombardia', 2026, 13), (800, 'lombardia', 2026, 13),
                                    (1435, 'lombardia', 2026, 13), (1760, 'lazio', 2026, 13),
                                    (1500, 'lombardia', 2025, 12), (780, 'lombardia', 2026, 13),
                                    (760, 'lombardia', 2026, 13), (1828, 'lazio', 2026, 13)):
        print('roots', target, region, year, n, roots(target, region, year, n))
    # The cases (issue 37): RAL 35.000 and 20.000 € in Lombardia, and the comuni: Torino by
    # brackets (0,8 / 0,8 / 1,1 / 1,2%, exempt up to 11.790 €), Napoli 1% (exempt up to 12.000 €).
    cases = (('lombardia 35000', 35000, 'lombardia', {}), ('lombardia 20000', 20000, 'lombardia', {}),
             ('torino 60000', 60000, 'piemonte', dict(com_rates=[.008, .008, .011, .012], com_exempt=11790)),
             ('torino 12900', 12900, 'piemonte', dict(com_rates=[.008, .008, .011, .012], com_exempt=11790)),
             ('napoli 30000', 30000, 'campania', dict(com_rate=.01, com_exempt=12000)),
             ('napoli 13200', 13200, 'campania', dict(com_rate=.01, com_exempt=12000)),
             ('napoli 13300', 13300, 'campania', dict(com_rate=.01, com_exempt=12000)))
    for name, ral, region, comune in cases:
        r = net(ral, region, 2026, **comune)
        print(name, 2026, ' '.join(f'{k}={v:.4f}' for k, v in r.items()))
        if not comune:
            print('  simplified', ' '.join(f'{k}={v:.4f}' for k, v in simplified(ral).items()),
                  'law - simplified', f"{r['netto'] - simplified(ral)['netto']:.4f}")
    # Torino at RAL 60.000 €: the top bracket's 1,2% on the whole income, as a visitor might enter it.
    rc = net(60000, 'piemonte', 2026)['rc']
    print('torino 60000 by brackets', brackets(rc, COM_LIMITS, [.008, .008, .011, .012]), '1,2% on all', .012 * rc)
    # The page's other examples (13 mensilità unless said, comunale 0,8%).
    others = (('12 mensilita', 30000, 'lombardia', 2026, dict(n=12)),
              ('14 mensilita', 30000, 'lombardia', 2026, dict(n=14)),
              ('cigs 9,49%', 30000, 'lombardia', 2026, dict(inps_rate=.0949)),
              ('esenzione 23000', 22000, 'lombardia', 2026, dict(com_exempt=23000)),
              ('roma 0,9%', 30000, 'lazio', 2026, dict(com_rate=.009)),
              ('lazio 27530', 27530, 'lazio', 2025, {}), ('lazio 38542', 38542, 'lazio', 2025, {}),
              ('lazio 31935', 31935, 'lazio', 2026, {}), ('lazio 34137', 34137, 'lazio', 2026, {}),
              ('umbria 25000', 25000, 'umbria', 2025, {}), ('umbria 40000', 40000, 'umbria', 2025, {}),
              ('fvg 15000', 15000, 'friuliVeneziaGiulia', 2026, {}),
              ('lombardia 9000', 9000, 'lombardia', 2026, {}), ('lombardia 9400', 9400, 'lombardia', 2026, {}),
              ('trento 30000', 30000, 'trento', 2025, {}), ('trento 60000', 60000, 'trento', 2025, {}),
              ('lombardia 40500', 40500, 'lombardia', 2026, {}))
    for name, ral, region, year, kw in others:
        r = net(ral, region, year, **kw)
        print(name, year, ' '.join(f'{k}={v:.4f}' for k, v in r.items()))
    # Art. 13 c. 6 TUIR: the ratio cut to four decimals, against the ratio in full (Lombardia 2026).
    for ral in (20000, 30000, 35000, 40500):
        a, b = net(ral, 'lombardia', 2026), net(ral, 'lombardia', 2026, truncate=False)
        lo, hi = (15000, 28000) if a['rc'] <= 28000 else (28000, 50000)
        print('trunc', ral, f"rc={a['rc']:.4f} ratio={(hi - a['rc']) / (hi - lo):.8f}",
              f"-> {quattro_decimali(hi - a['rc'], hi - lo):.4f}",
              f"dlav {b['dlav']:.4f} -> {a['dlav']:.4f}", f"netto {b['netto']:.4f} -> {a['netto']:.4f}",
              f"mese {b['mese']:.4f} -> {a['mese']:.4f}")

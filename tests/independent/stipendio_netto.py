"""Independent net-salary computation (private employee, single, full year), 2025/2026: the expected
values of the examples of the rules in force in calculators/tasse/stipendio-lordo-netto.yaml come from it.
Written from the rules (TUIR art. 11 and 13, L. 207/2024 c. 4-9, DL 3/2020 art. 1, INPS circ.,
regional laws), not from the calculator. Run: python3 tests/independent/stipendio_netto.py"""
import sys

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
}
# Comunale by brackets (D.L. 138/2011 art. 1 c. 11; for 2025-2027 the four brackets of L. 207/2024
# art. 1 c. 751): each rate on the part of income in its band.
COM_LIMITS = [15000, 28000, 50000]
# income-only reliefs: (threshold, flat rate up to it, deduction, from, to]
RELIEF = {
    'lazio': {2025: (28000, .0173, 60, 28000, 35000), 2026: (28000, .0173, 60, 28000, 30000)},
    'umbria': {y: (28000, .0123, 150, 28000, 50000) for y in (2025, 2026)},
    'friuliVeneziaGiulia': {y: (15000, .0070, 0, 0, 0) for y in (2025, 2026)},
}

def brackets(x, limits, rates):
    tax, low = 0.0, 0.0
    for i, r in enumerate(rates):
        high = limits[i] if i < len(limits) else float('inf')
        if x > low:
            tax += (min(x, high) - low) * r
        low = high
    return tax

def d_lav(rc):
    if rc <= 15000: d = 1955
    elif rc <= 28000: d = 1910 + 1190 * (28000 - rc) / 13000
    elif rc <= 50000: d = 1910 * (50000 - rc) / 22000
    else: d = 0
    if 25000 < rc <= 35000: d += 65
    return d

def regionale(region, year, rc):
    limits, rates = REG[region][year]
    thr, flat, ded, lo, hi = RELIEF.get(region, {}).get(year, (0, 0, 0, 0, 0))
    tax = flat * rc if rc <= thr else brackets(rc, limits, rates)
    if lo < rc <= hi: tax -= ded
    return max(0.0, tax)

def net(ral, region, year, n=13, inps_rate=.0919, com_rate=.008, com_exempt=0, com_rates=None):
    """com_rate: the comune's single rate (a fraction); com_rates: its four rates by brackets instead.
    com_exempt: an income up to it pays no comunale, one above it pays on the whole income."""
    inps = ral * inps_rate + .01 * max(0, ral - SOGLIA_1[year])
    rc = ral - inps
    lorda = brackets(rc, *IRPEF[year])
    dl = d_lav(rc)
    bonus = rc * (.071 if rc <= 8500 else .053 if rc <= 15000 else .048) if rc <= 20000 else 0
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

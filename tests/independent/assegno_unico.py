# Independent check for calculators/tasse/assegno-unico.yaml (Python, decimal arithmetic).
# D.Lgs. 230/2021 art. 4 (2022 amounts, Tabella 1: 250 steps, one each 100 EUR of ISEE from 15.000 to
# 40.000), L. 197/2022 (+50% under one / one to three with 3+ children and ISEE up to the upper
# threshold; 150 EUR forfait from 4 children, not revalued), revalued each year by the INPS (art. 4
# c. 11): 2023 +8,1%, 2024 +5,4%, 2025 +0,8%, 2026 +1,4%, amounts rounded to 10 cents and thresholds
# to the cent each year. Children with a disability get the minors' amount at any age and, under 21,
# the flat increase of their degree.
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING

RATES = {2023: D('8.1'), 2024: D('5.4'), 2025: D('0.8'), 2026: D('1.4')}
LAW = dict(minore=(175, 50), maggiorenne=(85, 25), oltre=(85, 15), lavoratori=(30, 0))
FLAT = dict(madre=20, media=85, grave=95, nonauto=105)

def r1(x): return x.quantize(D('0.1'), ROUND_HALF_UP)
def r2(x): return x.quantize(D('0.01'), ROUND_HALF_UP)

def revalue(amount, year, rnd=r1):
    a = D(amount)
    for y in range(2023, year + 1):
        a = rnd(a * (1 + RATES[y] / 100))
    return a

def thresholds(year):
    return revalue(15000, year, r2), revalue(40000, year, r2)

def row(isee, year):
    lo, hi = thresholds(year)
    if isee is None: return 250
    isee = D(str(isee))
    if isee <= lo: return 0
    if isee >= hi: return 250
    return int(((isee - lo) / (hi - lo) * 250).to_integral_value(ROUND_CEILING))

def amounts(isee, year):
    k = row(isee, year)
    out = {}
    for name, (hi, lo) in LAW.items():
        out[name] = revalue(D(hi) - (D(hi) - D(lo)) * k / 250, year)
    for name, v in FLAT.items():
        out[name] = revalue(v, year)
    out['sotto1'] = r1(out['minore'] * D('1.5'))
    return k, out

def assegno(isee, year=2026, under1=0, one3=0, minors=0, adults=0, workers=False, young_mother=False,
            media=0, grave=0, nonauto=0, dis18=0, dis21=0):
    k, a = amounts(isee, year)
    lo, hi = thresholds(year)
    nmin = under1 + one3 + minors
    n = nmin + adults + dis21
    boost13 = isee is not None and D(str(isee)) <= hi and n >= 3
    quote = nmin * a['minore'] + under1 * (a['sotto1'] - a['minore']) + (one3 * (a['sotto1'] - a['minore']) if boost13 else 0) \
        + (adults - dis18) * a['maggiorenne'] + dis18 * a['minore'] + dis21 * a['minore']
    oltre = max(0, n - 2) * a['oltre']
    lav = nmin * a['lavoratori'] if workers else 0
    madre = nmin * a['madre'] if young_mother else 0
    dis = media * a['media'] + grave * a['grave'] + nonauto * a['nonauto']
    forfait = 150 if n >= 4 else 0
    total = quote + oltre + lav + madre + dis + forfait
    print(f"{year} ISEE {isee}: row {k}, thresholds {lo}/{hi}, amounts "
          + ", ".join(f"{kk} {vv}" for kk, vv in a.items()))
    print(f"    quote {quote}, oltre il secondo {oltre}, lavoratori {lav}, madre {madre}, disabilità {dis}, "
          f"forfait {forfait}: total {total} a month, {total * 12} a year")
    return total

for y in (2023, 2024, 2025, 2026):
    print(y, 'thresholds', thresholds(y), 'max/min', revalue(175, y), revalue(50, y),
          '18-20', revalue(85, y), revalue(25, y), 'after 2nd', revalue(85, y), revalue(15, y),
          'workers', revalue(30, y), 'mother', revalue(20, y), 'disab', revalue(85, y), revalue(95, y), revalue(105, y))
print('--- published checks')
print('2026 ISEE 25.000 minor:', amounts(25000, 2026)[1]['minore'], '(informazionescuola: 165,90)')
print('2026 ISEE 35.000 minor:', amounts(35000, 2026)[1]['minore'], '(informazionescuola: 115,90)')
print("Il Sole 24 Ore, Feb 2023: ISEE 28.000, one 18-20, one minor, one under one, a fourth (>= 18, not entitled?)")
# Their family: four children, one adult student (entitled), one minor, one under one: the fourth
# (an adult not entitled) still counts for the 4-children forfait and the 'after the second' increases
# in their figures (two increases); the calculator counts only entitled children, so we check the
# items: 63,3 (18-20), 129,70 (minor), 194,6 (under one), 58,6 (after the second), 150 (forfait).
k, a = amounts(28000, 2023)
print('    row', k, a['maggiorenne'], a['minore'], a['sotto1'], a['oltre'])
print('--- examples')
assegno(20000, under1=0, one3=1, minors=1, workers=True)                  # defaults
assegno(None, one3=1, minors=1, workers=True)                             # no ISEE
assegno(80000, one3=1, minors=1, workers=True)                            # above the upper threshold
assegno(17468.51, one3=1, minors=1, workers=True)                         # exactly the lower threshold
assegno(17468.52, one3=1, minors=1, workers=True)                         # a cent above: row 1
assegno(30000, under1=1, one3=1, minors=2, adults=1, workers=True)        # five children: forfait, +50%
assegno(12000, one3=1, minors=1, young_mother=True, workers=False)
assegno(40000, minors=2, adults=1, media=1, dis18=1, dis21=1, workers=True)
assegno(20000, year=2025, one3=1, minors=1, workers=True)
print('--- the table of revaluations for row 22 (ISEE 20.000 in 2026) and row 250')
for k in (22, 250):
    for y in (2023, 2024, 2025, 2026):
        print(f"    row {k} {y}: rate {RATES[y]}%, minor {revalue(D(175) - D('0.5') * k, y)}, 18-20 {revalue(D(85) - D('0.24') * k, y)}, "
              f"after 2nd {revalue(D(85) - D('0.28') * k, y)}, workers {revalue(D(30) - D('0.12') * k, y)}")

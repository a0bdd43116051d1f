# Independent check for calculators/tasse/rivalutazione-istat.yaml (Python, Decimal).
# ISTAT's method: variation % = index(later) x coefficient / index(earlier) x coefficient x 100 - 100,
# rounded to one decimal; the 2026 indices (base 2025=100) take the coefficient 1,214 (the 2025
# average in base 2015 / 100), earlier ones 1. Rent (L. 392/1978 art. 32): 75% of the variation,
# never below zero; a sum at 100% follows the variation both ways.
from decimal import Decimal as D, ROUND_HALF_UP
FOI = {
 2019: [None]*8 + ['102.5', '102.4', '102.3', '102.5'],
 2020: ['102.7', '102.5', '102.6', '102.5', '102.3', '102.4', '102.3', '102.5', '101.9', '102.0', '102.0', '102.3'],
 2021: ['102.9', '103.0', '103.3', '103.7', '103.6', '103.8', '104.2', '104.7', '104.5', '105.1', '105.7', '106.2'],
 2022: ['107.7', '108.8', '109.9', '109.7', '110.6', '111.9', '112.3', '113.2', '113.5', '117.2', '117.9', '118.2'],
 2023: ['118.3', '118.5', '118.0', '118.4', '118.6', '118.6', '118.7', '119.1', '119.3', '119.2', '118.7', '118.9'],
 2024: ['119.3', '119.3', '119.4', '119.3', '119.5', '119.5', '120.0', '120.1', '120.0', '120.1', '120.1', '120.2'],
 2025: ['120.9', '121.1', '121.4', '121.3', '121.2', '121.3', '121.8', '121.8', '121.7', '121.4', '121.3', '121.5'],
 2026: ['100.4', '100.9', '101.5', '102.5', '102.8'],
}
print('coefficient of raccordo: mean 2025 =', sum(D(v) for v in FOI[2025]) / 12)
LAST = (2026, 5)
def idx(y, m):
    y, m = min((y, m), LAST)
    return D(FOI[y][m - 1]), (D('1.214') if y >= 2026 else D(1)), (y, m)
def r(x, q): return x.quantize(D(q), ROUND_HALF_UP)
def case(amount, share, fy, fm, ty, tm):
    a, ca, fa = idx(fy, fm); b, cb, fb = idx(ty, tm)
    exact = (b * cb) / (a * ca) * 100 - 100
    var = r(exact, '0.1')
    applied = max(var, D(0)) * D('0.75') if share == 75 else var
    new = D(str(amount)) * (1 + applied / 100)
    print(f"{amount} at {share}% {fa}->{fb}: {a}x{ca} -> {b}x{cb}: exact {exact:.4f}% -> {var}%, applied {applied}%, "
          f"new {r(new, '0.01')} (+{r(new - D(str(amount)), '0.01')})")
case(800, 75, 2024, 12, 2025, 12)      # defaults
case(1000, 100, 2023, 12, 2025, 12)    # two years, fiscoetasse: +2,2%
case(10000, 100, 2022, 8, 2024, 8)     # Assimpredil: +6,1% biennale
case(10000, 100, 2023, 8, 2024, 8)     # Assimpredil: +0,8% annua
case(650, 75, 2021, 10, 2022, 10)      # high inflation
case(1000, 100, 2025, 1, 2026, 1)      # across the rebasing
case(700, 75, 2020, 5, 2020, 11)       # falling index, rent unchanged
case(1000, 100, 2020, 5, 2020, 11)     # falling index, sum at 100%
case(100, 100, 2026, 1, 2026, 10)      # October 2026 read as May 2026
case(1000, 100, 2019, 9, 2020, 9)      # ISTAT-published yearly change September 2020: -0,6%
print('reverse: 806,60 / 1,00825 =', r(D('806.60') / D('1.00825'), '0.01'))

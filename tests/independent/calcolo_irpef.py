# Independent check for calculators/tasse/calcolo-irpef.yaml (Python), from the law, not the file.
# IRPEF by the year's brackets (art. 11 TUIR; 2026: 23% to 28.000, 33% to 50.000, 43% above; 2025: 35%
# in the middle). Detrazioni of art. 13 TUIR on the reddito complessivo r, each ratio cut after its
# fourth decimal (c. 6), in decimal arithmetic:
# - employee (c. 1, 1.1): 1.955 up to 15.000; 1.910 + 1.190 x (28.000 - r) / 13.000 to 28.000;
#   1.910 x (50.000 - r) / 22.000 to 50.000; +65 from 25.000 (excluded) to 35.000;
# - pensioner (c. 3, 3-bis): 1.955 up to 8.500; 700 + 1.255 x (28.000 - r) / 19.500 to 28.000;
#   700 x (50.000 - r) / 22.000 to 50.000; +50 from 25.000 (excluded) to 29.000;
# - self-employed (c. 5, 5-ter): 1.265 up to 5.500; 500 + 765 x (28.000 - r) / 22.500 to 28.000;
#   500 x (50.000 - r) / 22.000 to 50.000; +50 from 11.000 (excluded) to 17.000.
# Employees only: cuneo (L. 207/2024 c. 4-6): r <= 20.000 -> tax-free sum r x 7,1% / 5,3% / 4,8%
# (to 8.500 / 15.000 / above); 20.000 < r <= 32.000 -> 1.000 more detrazione, then 1.000 x (40.000 - r)
# / 8.000 to 40.000 (its ratio in full); trattamento integrativo 1.200 if r <= 15.000 and gross tax >
# detrazione lavoro - 75 (D.L. 3/2020 art. 1). IRPEF netta = max(0, lorda - detrazioni).
from decimal import Decimal as D, ROUND_DOWN

RATES = {2026: [D('0.23'), D('0.33'), D('0.43')], 2025: [D('0.23'), D('0.35'), D('0.43')]}


def tax(r, year):
    a, b, c = RATES[year]
    return min(r, D(28000)) * a + max(D(0), min(r, D(50000)) - 28000) * b + max(D(0), r - 50000) * c


def q4(x):
    return x.quantize(D('0.0001'), ROUND_DOWN)


def decreasing(r, first, base, incr, s1, s2, s3):
    if r <= s1: return D(first)
    if r <= s2: return base + incr * q4((s2 - r) / D(s2 - s1))
    if r <= s3: return base * q4((s3 - r) / D(s3 - s2))
    return D(0)


def detr(kind, r):
    if kind == 'dipendente':
        return decreasing(r, 1955, 1910, 1190, 15000, 28000, 50000) + (65 if 25000 < r <= 35000 else 0)
    if kind == 'pensionato':
        return decreasing(r, 1955, 700, 1255, 8500, 28000, 50000) + (50 if 25000 < r <= 29000 else 0)
    return decreasing(r, 1265, 500, 765, 5500, 28000, 50000) + (50 if 11000 < r <= 17000 else 0)


def cuneo(r):
    if r <= 20000:
        return r * (D('7.1') if r <= 8500 else D('5.3') if r <= 15000 else D('4.8')) / 100, D(0)
    if r <= 32000: return D(0), D(1000)
    if r <= 40000: return D(0), 1000 * (40000 - r) / D(8000)
    return D(0), D(0)


def case(r, kind='dipendente', year=2026, label=''):
    r = D(str(r)); lorda = tax(r, year); d = detr(kind, r)
    somma, ulteriore = cuneo(r) if kind == 'dipendente' else (D(0), D(0))
    netta = max(D(0), lorda - d - ulteriore)
    ti = D(1200) if kind == 'dipendente' and r <= 15000 and lorda > d - 75 else D(0)
    netto = r - netta + somma + ti
    media = netta / r * 100 if r else D(0)
    others = {k: max(D(0), lorda - detr(k, r) - (cuneo(r)[1] if k == 'dipendente' else 0))
              for k in ('dipendente', 'pensionato', 'autonomo')}
    print(f"{label}: r {r} {kind} {year}: lorda {lorda:.4f} detrazione {d:.4f} cuneo somma {somma:.4f} "
          f"ulteriore {ulteriore:.4f} netta {netta:.4f} TI {ti} netto {netto:.4f} media {media:.4f}% "
          f"| netta by kind {', '.join(f'{k} {v:.4f}' for k, v in others.items())}")
    return netto


case(30000, label='defaults')
case(30000, 'pensionato', label='pensionato 30.000')
case(30000, 'autonomo', label='autonomo 30.000')
case(8500, 'pensionato', label='pensionato 8.500 (no tax area)')
case(27000, 'pensionato', label='pensionato 27.000 (+50)')
case(15000, 'autonomo', label='autonomo 15.000 (+50)')
case(20000, 'autonomo', label='autonomo 20.000 (ratio cut)')
case(12000, label='dipendente 12.000 (cuneo, TI)')
case(40000, year=2025, label='dipendente 40.000, 2025')
case(60000, 'autonomo', label='autonomo 60.000')
case(0, label='zero')


# Reverse: the employee's reddito whose net after IRPEF is 25.000 (2026), by bisection between
# 26.000 and 32.000 (no tax-free sum nor TI there, so net = reddito - IRPEF netta, rising).
lo, hi = D(26000), D(32000)
def netto_dip(r):
    r = D(r); lorda = tax(r, 2026); d = detr('dipendente', r); s, u = cuneo(r)
    n = max(D(0), lorda - d - u)
    return r - n
for _ in range(80):
    mid = (lo + hi) / 2
    if netto_dip(mid) < 25000: lo = mid
    else: hi = mid
print(f"reverse: dipendente 2026, netto 25.000 -> reddito {lo:.4f} (netto {netto_dip(lo):.4f})")

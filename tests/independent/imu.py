# Independent check for calculators/tasse/calcolo-imu.yaml (Python).
# L. 160/2019 art. 1: base = rendita x 1,05 x coefficient (c. 745); tax = base x rate, by share and
# months (c. 761); 200 EUR deduction for A/1, A/8, A/9 main home, by months and share (c. 749);
# acconto = tax of the months of the first semester (c. 762); saldo = the rest.
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP
COEF = {'A':160,'A1':160,'A10':80,'B':140,'C1':55,'C2':160,'C3':140,'D':65,'D5':80}
def r2(x): return D(x).quantize(D('0.01'), ROUND_HALF_UP)
def imu(rendita, cat, rate_pm, share, first, last, main=False):
    months = last - first + 1
    sem1 = max(0, min(last, 6) - first + 1)
    base = D(str(rendita)) * D('1.05') * COEF[cat]
    exempt = main and cat in ('A', 'C2')
    gross_year = base * D(str(rate_pm)) / 1000 * D(str(share)) / 100          # twelve months
    ded_year = D(200) * D(str(share)) / 100 if (main and cat == 'A1') else D(0)
    per_month = (gross_year - min(ded_year, gross_year)) / 12 if not exempt else D(0)
    tax = per_month * months
    acc = per_month * sem1
    state = base * D('7.6') / 1000 * D(str(share)) / 100 * months / 12 if cat == 'D' else None
    print(f"{cat} rendita {rendita} rate {rate_pm} share {share}% months {first}-{last} ({months}, sem1 {sem1}) main {main}: "
          f"base {r2(base)} tax {tax:.6f}={r2(tax)} acconto {r2(acc)} saldo {r2(tax-acc)}" + (f" stato {r2(state)} comune {r2(tax-state)}" if state is not None else ""))
imu(1000, 'A', 8.6, 100, 1, 12)
imu(850.50, 'C1', 10.6, 50, 1, 7)
imu(1200, 'A', 8.6, 100, 1, 12, main=True)
imu(2000, 'A1', 6, 100, 1, 12, main=True)
imu(2000, 'A1', 6, 50, 4, 12, main=True)
imu(3000, 'D', 10.6, 100, 1, 12)
imu(1500, 'A10', 10.6, 100, 9, 12)
imu(300, 'C2', 10.6, 100, 1, 12)
imu(300, 'C2', 10.6, 100, 1, 12, main=True)
imu(400, 'B', 8.6, 100, 1, 12)
imu(700, 'C3', 8.6, 100, 1, 12)
imu(5000, 'D5', 10.6, 100, 1, 12)
imu(100, 'A1', 5, 100, 1, 12, main=True)
def due(y, m):
    d = date(y, m, 16)
    while d.weekday() >= 5: d += timedelta(days=1)
    return d
for y in (2024, 2025, 2026, 2027, 2028):
    print(y, due(y, 6), due(y, 12))

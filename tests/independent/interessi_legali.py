# Independent check for calculators/tasse/interessi-legali.yaml (Python).
# Art. 1284 c.c.: simple interest at each year's legal rate (MEF decrees, rules/interessi/tasso-legale.yaml),
# days from the day after the first date to the second included, split by calendar year, over 365.
from datetime import date, timedelta
RATES = {2020: 0.05, 2021: 0.01, 2022: 1.25, 2023: 5, 2024: 2.5, 2025: 2, 2026: 1.6}
def legal(capital, start, end, rates=RATES):
    rows = []
    for y in range(start.year, end.year + 1):
        a = max(start, date(y - 1, 12, 31)); b = min(end, date(y, 12, 31))
        days = (b - a).days
        rows.append((y, a + timedelta(days=1), b, days, rates[y], capital * rates[y] / 100 * days / 365))
    interest = sum(r[5] for r in rows)
    total_days = (end - start).days
    print(f"{capital} from {start} to {end}: {total_days} days, interest {interest:.6f}, total {capital + interest:.4f}, "
          f"mean rate {interest / capital * 365 / total_days * 100:.4f}%")
    for r in rows: print(f"    {r[0]}: {r[1]:%d/%m/%Y}-{r[2]:%d/%m/%Y} {r[3]} days x {r[4]}% = {r[5]:.4f}")
    return interest
print('--- defaults on 29/11/2026: 29/11/2025 -> 29/11/2026')
legal(10000, date(2025, 11, 29), date(2026, 11, 29))
print('--- the example of the page')
legal(10000, date(2025, 6, 30), date(2026, 3, 31))
print('--- from 1/1/2020 to 31/12/2025 (leap years 2020 and 2024 count 366 days / 365)')
legal(25000, date(2020, 1, 1), date(2025, 12, 31))
print('--- inside one year, one day')
legal(1500, date(2026, 3, 10), date(2026, 3, 11))
legal(50000, date(2023, 1, 15), date(2023, 9, 30))
print('--- into 2027 seen on 29/11/2026 (2027 rate not fixed: 1,6% stays in force)')
r = dict(RATES); r[2027] = 1.6
legal(8000, date(2026, 10, 1), date(2027, 2, 28), r)
print('--- reverse: which capital gives 500 EUR from 30/6/2025 to 31/3/2026')
i1 = legal(1, date(2025, 6, 30), date(2026, 3, 31))
print(f"    capital = 500 / {i1:.10f} = {500 / i1:.4f}")

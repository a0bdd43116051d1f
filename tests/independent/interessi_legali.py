# Independent check for calculators/tasse/interessi-legali.yaml (Python).
# Art. 1284 c.c.: simple interest at each year's legal rate (laws 353/1990 and 662/1996, then the yearly
# Tesoro/MEF decrees, rules/interessi/tasso-legale.yaml), days from the day after the first date to the
# second included, split by calendar year, over 365 (leap years too). Each year's rate is the one in
# force on the first day of the period in that year (rates change on 1 January; 10% from 16/12/1990).
from datetime import date, timedelta
CHANGES = [  # (first day in force, % a year), as the acts set them
    (date(1990, 12, 16), 10), (date(1997, 1, 1), 5), (date(1999, 1, 1), 2.5), (date(2001, 1, 1), 3.5),
    (date(2002, 1, 1), 3), (date(2004, 1, 1), 2.5), (date(2008, 1, 1), 3), (date(2010, 1, 1), 1),
    (date(2011, 1, 1), 1.5), (date(2012, 1, 1), 2.5), (date(2014, 1, 1), 1), (date(2015, 1, 1), 0.5),
    (date(2016, 1, 1), 0.2), (date(2017, 1, 1), 0.1), (date(2018, 1, 1), 0.3), (date(2019, 1, 1), 0.8),
    (date(2020, 1, 1), 0.05), (date(2021, 1, 1), 0.01), (date(2022, 1, 1), 1.25), (date(2023, 1, 1), 5),
    (date(2024, 1, 1), 2.5), (date(2025, 1, 1), 2), (date(2026, 1, 1), 1.6),
]
def rate_on(day):
    in_force = [r for d, r in CHANGES if d <= day]
    if not in_force: raise ValueError(f"no legal rate on {day}")
    return in_force[-1]
def legal(capital, start, end):
    rows = []
    for y in range(start.year, end.year + 1):
        a = max(start, date(y - 1, 12, 31)); b = min(end, date(y, 12, 31))
        days = (b - a).days
        rate = rate_on(a + timedelta(days=1))  # the rate in force on the period's first day in the year
        # no rate changes after the first day of the period in the year: one rate per row
        assert not any(a + timedelta(days=1) < d <= b for d, _ in CHANGES)
        rows.append((y, a + timedelta(days=1), b, days, rate, capital * rate / 100 * days / 365))
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
legal(8000, date(2026, 10, 1), date(2027, 2, 28))
print('--- reverse: which capital gives 500 EUR from 30/6/2025 to 31/3/2026')
i1 = legal(1, date(2025, 6, 30), date(2026, 3, 31))
print(f"    capital = 500 / {i1:.10f} = {500 / i1:.4f}")
print('--- six years from 1/1/2010 to 31/12/2015 (2012 a leap year: 366 days / 365)')
legal(10000, date(2010, 1, 1), date(2015, 12, 31))
print('--- across 1998/1999: 5% then 2,5%')
legal(5000, date(1998, 6, 30), date(1999, 6, 30))
print('--- from the first day: 15/12/1990 (interest from 16/12/1990 at 10%) to 31/12/1997')
legal(20000, date(1990, 12, 15), date(1997, 12, 31))

# Independent check for calculators/tasse/ravvedimento-operoso.yaml: the ravvedimento operoso examples.
from datetime import date, timedelta
RATES = {2020: 0.05, 2021: 0.01, 2022: 1.25, 2023: 5, 2024: 2.5, 2025: 2, 2026: 1.6}
DECL = {'irpef': (10, 31), 'iva': (4, 30), 'imu': (6, 30)}
def shift(d):  # art. 7 c.2 l) DL 70/2011: Saturday or holiday -> next working day
    hol = {(1,1),(1,6),(4,25),(5,1),(6,2),(8,15),(11,1),(12,8),(12,25),(12,26)}
    while d.weekday() >= 5 or (d.month, d.day) in hol:
        d += timedelta(days=1)
    return d
def ravv(tributo, amount, due, paid):
    late = (paid - due).days
    base = 25 if due >= date(2024, 9, 1) else 30
    half = base / 2
    m, dd = DECL[tributo]
    t1 = shift(date(due.year + 1, m, dd)); t2 = shift(date(due.year + 2, m, dd))
    if late <= 14: pct = half / 15 * late / 10; band = 'sprint'
    elif late <= 30: pct = half / 10; band = '1/10'
    elif late <= 90: pct = half / 9; band = '1/9'
    elif paid <= t1: pct = base / 8; band = '1/8'
    elif paid <= t2: pct = base / 7; band = '1/7'
    else: pct = base / 6; band = '1/6'
    sanction = amount * pct / 100
    rows = []
    for y in range(due.year, paid.year + 1):
        start = max(due, date(y - 1, 12, 31)); end = min(paid, date(y, 12, 31))
        days = (end - start).days
        rows.append((y, days, RATES[y], amount * RATES[y] / 100 * days / 365))
    interest = sum(r[3] for r in rows)
    print(f"{tributo} {amount} due {due} paid {paid}: late {late} d, base {base}%, t1 {t1}, t2 {t2}, band {band}, "
          f"pct {pct:.6f}%, sanction {sanction:.4f}, interest {interest:.4f}, total {amount + sanction + interest:.4f}")
    for r in rows: print(f"    {r[0]}: {r[1]} days x {r[2]}% = {r[3]:.4f}")
ravv('irpef', 1000, date(2025, 6, 30), date(2025, 7, 10))
ravv('irpef', 1000, date(2025, 6, 30), date(2025, 7, 15))
ravv('irpef', 1000, date(2025, 6, 30), date(2025, 7, 30))
ravv('irpef', 1000, date(2025, 6, 30), date(2025, 7, 31))
ravv('irpef', 1000, date(2025, 6, 30), date(2025, 9, 28))
ravv('irpef', 1000, date(2025, 6, 30), date(2025, 9, 29))
ravv('irpef', 2500, date(2025, 6, 30), date(2026, 11, 2))
ravv('irpef', 2500, date(2025, 6, 30), date(2026, 11, 3))
ravv('iva', 5000, date(2024, 12, 16), date(2026, 3, 10))
ravv('irpef', 3000, date(2023, 11, 30), date(2024, 2, 15))
ravv('imu', 800, date(2024, 12, 16), date(2026, 11, 20))
ravv('irpef', 1200, date(2021, 11, 30), date(2023, 3, 1))
print(date(2026,10,31).weekday(), date(2025,4,30).weekday(), date(2026,4,30).weekday(), date(2025,6,30).weekday(), date(2026,6,30).weekday())
print('--- defaults on 26/11/2026')
ravv('irpef', 1000, date(2025, 6, 30), date(2026, 11, 26))
print('--- payment in 2027 (rate of 2027 not yet fixed: the 2026 one, 1,6%, stays in force)')
RATES[2027] = 1.6
ravv('irpef', 1000, date(2026, 6, 30), date(2027, 2, 15))

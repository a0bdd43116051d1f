# Independent check for calculators/salute/giorni-fertili.yaml (Python datetime).
# Calendar method: ovulation = cycle start + (cycle - 14) days (14 days before the next period);
# fertile window = ovulation - 5 .. ovulation + 1; the first cycle shown is the first whose
# window ends on or after today, assuming regular cycles; then the next two.
from datetime import date, timedelta
def case(today, lmp, cycle):
    k = 0
    while lmp + timedelta(k * cycle + cycle - 13) < today:
        k += 1
    start = lmp + timedelta(k * cycle)
    ov = start + timedelta(cycle - 14)
    print(f"today {today} LMP {lmp} cycle {cycle}: k={k} ovulation {ov}, window {ov - timedelta(5)} .. "
          f"{ov + timedelta(1)}, days to window {(ov - timedelta(5) - today).days}, next period "
          f"{start + timedelta(cycle)}, in window {ov - timedelta(5) <= today <= ov + timedelta(1)}, "
          f"late {(today - lmp).days > cycle} ({(today - lmp).days} d)")
    for i in range(3):
        s = lmp + timedelta((k + i) * cycle); o = s + timedelta(cycle - 14)
        f = lambda d: d.strftime('%d/%m/%Y')
        print('    ', f(s), f(o - timedelta(5)), f(o), f(o + timedelta(1)), f(s + timedelta(cycle)))
t = date(2026, 11, 29)
case(t, t - timedelta(7), 28)
case(t, date(2026, 11, 15), 28)
case(t, date(2026, 11, 10), 28)
case(t, t - timedelta(7), 32)
case(t, t - timedelta(7), 21)
case(t, date(2026, 10, 1), 28)
# The next period after today: last period + (days since // cycle + 1) cycles.
for lmp, cycle in [(t - timedelta(7), 28), (date(2026, 11, 10), 28), (t - timedelta(7), 32), (t - timedelta(7), 21), (date(2026, 10, 1), 28)]:
    print(f"LMP {lmp} cycle {cycle}: next period {lmp + timedelta(((t - lmp).days // cycle + 1) * cycle)}")

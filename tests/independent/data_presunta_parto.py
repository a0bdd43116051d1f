# Independent check for calculators/salute/data-presunta-parto.yaml (Python datetime).
# Naegele's rule: due date = first day of the last period + 280 days, moved by (cycle - 28);
# weeks of pregnancy = days from the (corrected) last period, as weeks + days; trimesters
# 0-13+6, 14+0-27+6, 28+0 on; conception = last period + 14 + (cycle - 28); Naegele "on the
# calendar" = +7 days (+ correction), then +9 calendar months (-3 months +1 year).
from datetime import date, timedelta
import calendar
WD = ['lunedì','martedì','mercoledì','giovedì','venerdì','sabato','domenica']
def add_months(d, n):
    m = d.month - 1 + n; y = d.year + m // 12; m = m % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))
def case(lmp, cycle, ref):
    c = cycle - 28
    dpp = lmp + timedelta(280 + c)
    g = (ref - lmp).days - c
    tri = 'primo' if g < 98 else 'secondo' if g < 196 else 'terzo'
    cal = add_months(lmp + timedelta(7 + c), 9)
    print(f"LMP {lmp} cycle {cycle} ref {ref}: DPP {dpp} ({WD[dpp.weekday()]}), days {g} = {g//7}+{g%7} "
          f"(week {g//7+1}), {tri} trimestre, to DPP {(dpp-ref).days}, conception {lmp+timedelta(14+c)}, "
          f"calendar Naegele {cal} ({(cal-dpp).days:+d} d)")
    for name, off in [('13+6', 97), ('27+6', 195), ('37+0', 259), ('40+0', 280), ('42+0', 294)]:
        k = lmp + timedelta(off + c)
        print(f"    {name}: {k} {WD[k.weekday()]}")
today = date(2026, 11, 29)
case(today - timedelta(70), 28, today)
case(date(2026,1,1), 28, date(2026,5,15))
case(date(2026,1,1), 32, date(2026,5,15))
case(date(2026,1,1), 25, date(2026,5,15))
case(date(2026,5,1), 28, today)
for ref in [date(2026,4,8), date(2026,4,9), date(2026,7,16), date(2026,10,22), date(2025,12,20)]:
    case(date(2026,1,1), 28, ref)

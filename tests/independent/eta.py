# Independent check for calculators/matematica/calcolo-eta.yaml (Python).
# Rule (art. 2963 c.c.): a term of months ends on the same day of the month, or on the month's last
# day when that day is missing (a 29 February birthday: 28 February in common years).
from datetime import date
import calendar
from dateutil.relativedelta import relativedelta
WD = ['lunedì','martedì','mercoledì','giovedì','venerdì','sabato','domenica']
def add_months(d, n):
    m0 = d.month - 1 + n; y = d.year + m0 // 12; m = m0 % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))
def age(birth, ref):
    n = 0
    while add_months(birth, n + 1) <= ref: n += 1     # whole months, counted one by one
    days = (ref - add_months(birth, n)).days
    nxt = add_months(birth, 12 * (n // 12 + 1))
    rd = relativedelta(ref, birth)
    print(f"{birth} ({WD[birth.weekday()]}) at {ref}: {n//12} anni {n%12} mesi {days} giorni; lived {(ref-birth).days} "
          f"days; next birthday {nxt} ({WD[nxt.weekday()]}) in {(nxt-ref).days} days; turns {n//12+1}; relativedelta {rd.years}y{rd.months}m{rd.days}d")
age(date(1990,5,15), date(2026,11,26))
age(date(2000,2,29), date(2025,2,28))
age(date(2000,2,29), date(2025,2,27))
age(date(2000,2,29), date(2024,2,29))
age(date(2000,2,29), date(2026,11,26))
age(date(1985,1,31), date(2026,3,1))
age(date(1985,1,31), date(2026,2,28))
age(date(2008,11,26), date(2026,11,26))
age(date(2026,11,26), date(2026,11,26))
age(date(1946,6,2), date(2026,6,1))

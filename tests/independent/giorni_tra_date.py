# Independent check for calculators/matematica/giorni-tra-date.yaml (Python datetime).
from datetime import date, timedelta
# Easter Sundays from published tables (not computed): 
EASTER = {2011: date(2011,4,24), 2024: date(2024,3,31), 2025: date(2025,4,20), 2026: date(2026,4,5), 2027: date(2027,3,28)}
FIXED = [(1,1),(1,6),(4,25),(5,1),(6,2),(8,15),(11,1),(12,8),(12,25),(12,26)]
WD = ['lunedì','martedì','mercoledì','giovedì','venerdì','sabato','domenica']
def holidays(y, patron=0):
    h = {date(y,m,d) for m,d in FIXED}
    h.add(EASTER[y] + timedelta(days=1))
    if y >= 2026: h.add(date(y,10,4))
    if patron: h.add(date(y, patron//100, patron%100))
    return h
def working(a, b, patron=0):
    n = 0; d = a
    while d <= b:
        if d.weekday() < 5 and d not in holidays(d.year, patron): n += 1
        d += timedelta(days=1)
    return n
def monfri(a, b):
    return sum(1 for i in range((b-a).days+1) if (a+timedelta(i)).weekday() < 5)
def case(a, b, patron=0):
    lo, hi = min(a,b), max(a,b)
    days = (hi-lo).days
    w = working(lo, hi, patron); mf = monfri(lo, hi)
    print(f"{a} ({WD[a.weekday()]}) -> {b} ({WD[b.weekday()]}), patron {patron}: days {days}, incl {days+1}, "
          f"weeks {days//7} + {days%7}, weeks incl {(days+1)//7} + {(days+1)%7}, Mon-Fri {mf}, working {w}, "
          f"holidays on weekdays {mf-w}, not working {days+1-w}")
case(date(2026,1,1), date(2026,12,31))
case(date(2026,11,26), date(2026,12,31))
case(date(2024,3,15), date(2025,5,10))
case(date(2011,4,18), date(2011,4,29))
case(date(2026,12,1), date(2026,12,31), 1207)
case(date(2026,12,1), date(2026,12,31), 0)
case(date(2027,9,27), date(2027,10,8), 1004)
case(date(2027,9,27), date(2027,10,8), 0)
case(date(2025,6,23), date(2025,7,4), 629)
case(date(2026,6,22), date(2026,7,3), 629)
case(date(2024,2,28), date(2024,3,1))
case(date(2026,3,10), date(2026,2,10))

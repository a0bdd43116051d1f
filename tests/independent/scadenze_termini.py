# Independent check for calculators/matematica/scadenze-termini.yaml: every deadline counted day
# by day with Python's datetime (not the closed forms of the file).
# The first day counted is the day after the start (art. 155 c. 1 c.p.c., art. 2963 c.c.).
# - calendar: start + n days;
# - working days: the n-th day after the start that is Monday-Friday and not a national holiday
#   (L. 260/1949 list, Easter Monday, 4 October from 2026 under L. 151/2025) nor the patron's day;
# - court terms: calendar days, not counting the days of the suspension (from 1 August: 31 days
#   from 2015, 46 before: L. 742/1969 art. 1 as amended by D.L. 132/2014 art. 16), then, if the last
#   day is a Saturday, a Sunday or a holiday, the next working day (art. 155 c. 4-5 c.p.c.).
# Easter Sundays from published tables (not computed):
from datetime import date, timedelta
EASTER = {2014: date(2014, 4, 20), 2024: date(2024, 3, 31), 2025: date(2025, 4, 20), 2026: date(2026, 4, 5),
          2027: date(2027, 3, 28), 2028: date(2028, 4, 16)}
FIXED = [(1, 1), (1, 6), (4, 25), (5, 1), (6, 2), (8, 15), (11, 1), (12, 8), (12, 25), (12, 26)]
WD = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']
def holidays(y, patron=0):
    h = {date(y, m, d) for m, d in FIXED}
    h.add(EASTER[y] + timedelta(1))
    if y >= 2026: h.add(date(y, 10, 4))
    if patron: h.add(date(y, patron // 100, patron % 100))
    return h
def working(d, patron=0): return d.weekday() < 5 and d not in holidays(d.year, patron)
def suspended(d):
    length = 31 if d.year >= 2015 else 46
    first = date(d.year, 8, 1)
    return first <= d <= first + timedelta(length - 1)
def calendar(s, n): return s + timedelta(n)
def working_days(s, n, patron=0):
    d, c = s, 0
    while c < n:
        d += timedelta(1)
        if working(d, patron): c += 1
    return d
def court(s, n, suspension=True):
    d, c = s, 0
    while c < n:
        d += timedelta(1)
        if not (suspension and suspended(d)): c += 1
    last = d
    while not working(d): d += timedelta(1)
    return last, d
def show(label, s, d, extra=''):
    print(f"{label}: from {s} ({WD[s.weekday()]}) -> {d} ({WD[d.weekday()]}), {(d - s).days} calendar days{extra}")
t = date(2026, 11, 29)
show('calendar 30', t, calendar(t, 30))
show('calendar 28', t, calendar(t, 28), f", working {working(calendar(t, 28))}")
show('calendar 30 from 10/3', date(2026, 3, 10), calendar(date(2026, 3, 10), 30))
show('working 10', t, working_days(t, 10))
show('working 10 Milano', t, working_days(t, 10, 1207))
show('working 5 Christmas', date(2026, 12, 18), working_days(date(2026, 12, 18), 5))
for s, n, susp in [(date(2026, 7, 20), 30, True), (date(2026, 8, 5), 30, True), (date(2026, 7, 20), 30, False),
                   (date(2026, 6, 15), 400, True), (date(2026, 11, 25), 30, True), (date(2027, 7, 1), 30, True),
                   (date(2027, 9, 2), 30, True), (date(2014, 7, 20), 30, True), (date(2026, 11, 29), 30, True)]:
    last, d = court(s, n, susp)
    show(f'court {n} suspension {susp}', s, d, f"; last day of the term {last} ({WD[last.weekday()]}), "
         f"days not counted {(last - s).days - n}, prorogation {(d - last).days}")

# Independent check for calculators/finanza/rendimento-btp.yaml: the BTP examples.
# Convention (Moosmüller): compound per coupon period from the next coupon date, simple interest over
# the broken first period: D (1 + w i) = Σ CF_k (1 + i)^-(k-1), w = days to the next coupon / days of
# the coupon period. Coupon dates back from maturity every 12/f months (end of month kept); accrued
# interest ACT/ACT. Solved here by bisection on that equation directly (not on the irr flows).
from datetime import date
import calendar
def add_months(d, n):
    m = d.month - 1 + n; y = d.year + m // 12; m = m % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))
def bisect(f, lo, hi):
    flo = f(lo)
    for _ in range(300):
        mid = (lo + hi) / 2; fm = f(mid)
        if (fm > 0) == (flo > 0): lo, flo = mid, fm
        else: hi = mid
    return (lo + hi) / 2
def schedule(mat, settle, f):
    step = 12 // f; dates = []; k = 0
    while True:
        d = add_months(mat, -step * k)
        if d <= settle: return d, dates[::-1]
        dates.append(d); k += 1
def btp(price, cpn, mat, settle, f=2, fee=0.0, tax=12.5, verbose=True):
    prev, dates = schedule(mat, settle, f)
    C = cpn / f
    period = (dates[0] - prev).days
    acc = C * (settle - prev).days / period
    w = (dates[0] - settle).days / period
    fees = price * fee / 100
    Dg = price + acc + fees
    Dn = price + acc * (1 - tax / 100) + fees
    gain = max(0, 100 - price - fees)
    g = [C + (100 if d == mat else 0) for d in dates]
    n = [C * (1 - tax / 100) + ((100 - gain * tax / 100) if d == mat else 0) for d in dates]
    def y(D, fl):
        i = bisect(lambda i: sum(F / (1 + i) ** k for k, F in enumerate(fl)) - D * (1 + w * i), -0.5, 1)
        return (1 + i) ** f - 1
    yg, yn = y(Dg, g), y(Dn, n)
    if verbose:
        print(f"price {price} cpn {cpn} mat {mat} settle {settle} f {f} fee {fee}%: prev {prev} next {dates[0]} "
              f"period {period} d, w {w:.6f}, {len(dates)} coupons, accrued {acc:.6f}, gross cost {Dg:.6f}, net cost {Dn:.6f}, gain {gain:.4f}")
        print(f"   gross {yg*100:.5f}%  net {yn*100:.5f}%  current {cpn/price*100:.5f}%  net gain {sum(n) - Dn:.4f}")
        print(f"   rows: 0 {settle} {-Dg:.4f} tax {-acc*tax/100:.4f} net {-Dn:.4f}; 1 {dates[0]} {g[0]:.4f} {g[0]-n[0]:.4f} {n[0]:.4f}; "
              f"11 {dates[10] if len(dates)>10 else '-'}; last {dates[-1]} {g[-1]:.4f} {g[-1]-n[-1]:.4f} {n[-1]:.4f}")
    return yg, yn
btp(98.5, 3.5, date(2035, 2, 1), date(2026, 11, 26))
btp(98.5, 3.5, date(2035, 2, 1), date(2026, 11, 26), fee=0.1)
btp(92, 1.5, date(2028, 6, 1), date(2026, 11, 26))
btp(104.2, 4.5, date(2031, 3, 1), date(2026, 3, 1), f=1)
btp(100, 3, date(2030, 8, 31), date(2027, 2, 28))
btp(100, 3, date(2030, 8, 31), date(2027, 3, 10))
p = bisect(lambda P: btp(P, 3.5, date(2035, 2, 1), date(2026, 11, 26), verbose=False)[0] - 0.04, 50, 150)
print("reverse price for 4% gross:", p)

# Independent check for calculators/finanza/surroga-mutuo.yaml (Python, month by month).
# Both mortgages repay the same residual debt D with the French payment R = D i / (1 - (1 + i)^-n),
# i = TAN / 12 (D / n at rate zero). Interest left = R n - D. Saving = old interest - new interest -
# the new mortgage's costs (zero by law in a surroga, art. 120-quater TUB). The cumulative saving
# after month m: (old payments made so far) - (new payments made so far) - costs; the break-even
# month is the first month at which it is >= 0.
import math
def pay(D, tan, n):
    i = tan / 100 / 12
    return D / n if i == 0 else D * i / (1 - (1 + i) ** -n)
def case(D, tan_old, n_old, tan_new, n_new=None, costs=0.0):
    n_new = n_new or n_old
    Ro, Rn = pay(D, tan_old, n_old), pay(D, tan_new, n_new)
    Io, In = Ro * n_old - D, Rn * n_new - D
    cum = -costs; be = None; rows = []
    for m in range(1, max(n_old, n_new) + 1):
        cum += (Ro if m <= n_old else 0) - (Rn if m <= n_new else 0)
        rows.append(cum)
        if be is None and cum >= 0: be = m
    yearly = [min(a * 12, max(n_old, n_new)) for a in range(0, math.ceil(max(n_old, n_new) / 12) + 1)]
    print(f"D={D} old {tan_old}% x {n_old} new {tan_new}% x {n_new} costs {costs}")
    print(f"   old payment {Ro:.4f} new {Rn:.4f} diff {Ro - Rn:.4f}; interest old {Io:.4f} new {In:.4f}; "
          f"saving {Io - In - costs:.4f}; break-even month {be}; cum month 1 {rows[0]:.4f} month 12 {rows[11]:.4f} "
          f"last {rows[-1]:.4f}; year 1 {rows[11]:.4f}, year 5 {rows[59]:.4f}")
case(120000, 4.0, 240, 2.9)                     # defaults: surroga, no costs
case(120000, 4.0, 240, 2.9, costs=2500)         # a new mortgage with 2.500 EUR of costs
case(120000, 4.0, 240, 2.9, n_new=300)          # longer: lower payment, interest?
case(80000, 3.2, 120, 3.6)                      # a worse offer
case(120000, 4.0, 240, 0)                       # new rate zero
case(150000, 3.5, 180, 2.5, n_new=120, costs=1000)   # shorter and with costs: new payment higher

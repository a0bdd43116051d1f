# Independent check for calculators/finanza/calcolatore-taeg-tan.yaml.
# Independent TAEG check: monthly IRR by bisection on NPV, annualised (1+r)^12-1.
def pmt(i, n, c): return c/n if i == 0 else c*i/(1-(1+i)**-n)
def irr(flows):
    f = lambda r: sum(x/(1+r)**t for t, x in enumerate(flows))
    lo, hi = -0.05, 1.0
    for _ in range(200):
        mid = (lo+hi)/2
        if (f(lo) > 0) == (f(mid) > 0): lo = mid
        else: hi = mid
    return (lo+hi)/2
def case(C, tan, y, fees):
    n = round(y*12); M = pmt(tan/1200, n, C)
    r = irr([C-fees] + [-M]*n)
    est = (((M*n+fees)/(C-fees))**(1/y)-1)*100
    print(f"C={C} tan={tan} y={y} fees={fees}: M={M:.4f} r={r*100:.6f}%/month TAEG={((1+r)**12-1)*100:.4f} est={est:.4f}")
for c in [(20000,5.5,90,500),(20000,5.5,5,500),(3000,8,1,300),(200000,3.5,20,2000),(10000,8,3,300),(12000,0,4,600),(10000,7.5,3,0)]:
    case(*c)

# Issue 37: the legal TAEG with every cost, as Directive 2008/48/EC annex I writes it, solved for
# the yearly rate X itself (not a monthly rate): sum of the drawdowns C_k (1 + X)^(-t_k) = sum of
# the payments D_l (1 + X)^(-s_l), t and s in years (a month is 1/12). Drawdown: amount less the
# upfront fees at t = 0. Payments: instalment + its cost at k/12 (k = 1..n); a yearly cost at the
# start of each year of the loan (t = 0, 1, ... while 12 t < n). X by bisection over [-99%, 1000%].
def legal(C, tan, y, fees, per_instalment=0.0, yearly=0.0):
    n = round(y*12); M = pmt(tan/1200, n, C)
    paid = [(k/12, M + per_instalment) for k in range(1, n+1)] + [(j, yearly) for j in range(n) if 12*j < n]
    gap = lambda X: (C - fees) - sum(a*(1+X)**-t for t, a in paid)
    lo, hi = -0.99, 10.0
    for _ in range(200):
        mid = (lo+hi)/2
        if gap(mid) < 0: lo = mid  # the payments are worth more than the amount received: X is higher
        else: hi = mid
    cost = n*M - C + fees + n*per_instalment + yearly*len([j for j in range(n) if 12*j < n])
    print(f"C={C} tan={tan} y={y} fees={fees} per rata={per_instalment} annui={yearly}: M={M:.4f} TAEG={(lo+hi)/2*100:.4f} costo del credito={cost:.4f}")
for c in [(20000,5.5,5,500),(10000,7.5,5,300,2,60),(20000,5.5,5,500,3,0),(20000,5.5,5,500,0,120),(20000,5.5,2.5,500,0,100)]:
    legal(*c)

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

# Independent check for calculators/conversioni/lire-euro.yaml, with decimal arithmetic.
# Reg. (CE) 2866/98 art. 1: 1 EUR = 1936.27 ITL. Reg. (CE) 1103/97 art. 4-5: divide lire by the
# rate (never multiply by a rounded inverse), multiply euro by it; round to the nearest cent, or
# to the nearest lira (the lira had no subunit), a half upwards.
from decimal import Decimal as D, ROUND_HALF_UP
RATE = D('1936.27')
def to_euro(lire):
    exact = D(lire) / RATE
    print(f"{lire} lire -> {exact:.9f} -> {exact.quantize(D('0.01'), ROUND_HALF_UP)} EUR")
def to_lire(euro):
    exact = D(euro) * RATE
    print(f"{euro} EUR -> {exact} -> {exact.quantize(D('1'), ROUND_HALF_UP)} lire")
for l in [100000, 1000, 5000, 10000, 50000, 500000, 1000000, 10000000, 100000000, 1936, 9, 10, 0]:
    to_euro(l)
for e in ['100', '50', '0.01']:
    to_lire(e)
print('rounded inverse 0.000516 x 1.000.000 =', D('0.000516') * 1000000)

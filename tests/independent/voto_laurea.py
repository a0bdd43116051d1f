# Independent check for calculators/matematica/voto-laurea.yaml.
# Rows with CFU > 0 count; a 30 e lode is written 31 and counted as the chosen value (30 or 31);
# weighted mean = sum(grade * CFU) / sum(CFU); base = mean * 110 / 30; simple mean and its base;
# final mark = min(110, base + points rounded half up).
from decimal import Decimal, ROUND_HALF_UP
def case(rows, lode=30, points=0):
    rows = [(v, c) for v, c in rows if c > 0]
    val = lambda v: lode if v == 31 else v
    sc = sum(c for _, c in rows)
    wm = sum(val(v) * c for v, c in rows) / sc
    sm = sum(val(v) for v, _ in rows) / len(rows)
    base = wm * 110 / 30
    final = min(110, int(Decimal(repr(base + points)).quantize(Decimal(1), rounding=ROUND_HALF_UP)))
    print(f"{rows} lode={lode} points={points}: CFU {sc}, weighted {wm:.4f}, base {base:.4f}, "
          f"simple {sm:.4f}, simple base {sm * 110 / 30:.4f}, base+points {base + points:.4f}, final {final}, "
          f"lodi {sum(1 for v, _ in rows if v == 31)}")
D = [(28, 12), (30, 9), (31, 6), (25, 12), (27, 9), (24, 12)]
case(D)
case(D, lode=31)
case(D, points=7)
case([(30, 9), (31, 6)], lode=31)
case([(28, 6)], points=7)
case([(27, 6)], points=0.5)
case([(18, 6), (30, 6), (20, 0)])
# FAQ: the base needed with 7 and 4 points, and the mean it takes.
for p in (7, 4):
    print(f"points {p}: base {110 - p}, mean {(110 - p) * 30 / 110:.4f}")

# Independent check for calculators/tasse/ammortamento-beni.yaml (Python), from the law, not the file.
# The page's yearly quota is read as the fiscal coefficient (D.M. 31 dicembre 1988): coefficient =
# rate, or 1 / years for the linear method.
# TUIR art. 102 c. 2: in the first year the coefficient is halved, so the plan lasts a year more
# (half the quota left over at the end), never more than what is left.
# TUIR art. 164 c. 1 b): a company car not used only as a business asset counts up to a cost of
# 18.075,99 EUR, and 20% of its depreciation is deductible.
def deductible_plan(value, coefficient, car=False):
    cost = min(value, 18075.99) if car else value
    share = 0.20 if car else 1.0
    yearly = cost * coefficient * share          # the deductible quota of a full year
    rows = []; left = cost * share; y = 1
    while left > 1e-9 and y <= 100:
        q = min(yearly / 2 if y == 1 else yearly, left); left -= q
        rows.append((y, round(q, 6), round(left, 6))); y += 1
    return yearly / 2, yearly, rows
for value, coefficient, car in [(10000, 0.2, False), (10000, 0.2, True), (1500, 0.2, False),
                                (30000, 0.25, True), (30000, 0.25, False), (10000, 0.4, False),
                                (10000, 0.12, False), (30000, 1 / 6, True)]:
    first, yearly, rows = deductible_plan(value, coefficient, car)
    print(f"value {value} coefficient {coefficient:.6f} car {car}: year 1 {first:.6f} then {yearly:.6f}; "
          f"{len(rows)} rows, first {rows[0]}, second {rows[1] if len(rows) > 1 else None}, last {rows[-1]}")

# Independent check for calculators/tasse/imposta-bollo.yaml (Python), from the law, not the file.
# D.P.R. 642/1972, tariffa, parte prima, art. 13 (as amended by L. 147/2013, art. 1, c. 581):
# - c. 2-ter: financial products 2 per mille a year of their value, no minimum; for clients other
#   than natural persons at most 14.000 EUR a year;
# - c. 2-bis: current account statements 34,20 EUR a year for natural persons, not due when the
#   average balance is at most 5.000 EUR (nota 3-bis); 100 EUR for other clients (here: when there
#   is an account, balance above 0, as the page reads the field).
# The original sheet: individuals 0,2% with a 34,20 EUR minimum only above 5.000 EUR of portfolio,
# else 0; companies 0,2% with no cap.
from decimal import Decimal as D
def law(company, titles, balance):
    t = D(str(titles)) * 2 / 1000
    if company: t = min(t, D(14000))
    acc = (D(100) if balance > 0 else D(0)) if company else (D('34.2') if balance > 5000 else D(0))
    return t, acc, t + acc
def sheet(company, titles, balance):
    p = D(str(titles)) * D('0.002')
    t = p if company else (max(p, D('34.2')) if titles > 5000 else D(0))
    acc = (D(100) if balance > 0 else D(0)) if company else (D('34.2') if balance > 5000 else D(0))
    return t, acc, t + acc
for company, titles, balance in [(False, 50000, 10000), (True, 8000000, 50000), (True, 8000000, 0),
                                 (False, 12000, 3000), (False, 3000, 0), (False, 5000, 5000),
                                 (True, 250000, 20000), (False, 8000000, 0), (True, 50000, 10000)]:
    lt, la, ltot = law(company, titles, balance); st, sa, stot = sheet(company, titles, balance)
    print(f"company={company} titles={titles} balance={balance}: law {lt} + {la} = {ltot} | "
          f"sheet {st} + {sa} = {stot} | sheet - law {stot - ltot}")

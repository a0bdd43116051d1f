# Independent check for calculators/finanza/conto-deposito.yaml (Python, decimal arithmetic).
# Simple interest: gross = capital x rate x t, t = months / 12 or days / 365. Withholding 26% of the
# gross interest (art. 26 c. 2 D.P.R. 600/1973, rate of D.L. 66/2014 art. 3). Stamp duty on deposits
# 2 per mille a year of the amount, pro rata for the time (D.P.R. 642/1972, tariffa, art. 13 c. 2-ter,
# deposits included by D.L. 16/2012), no minimum, no cap for natural persons.
# Net = gross - withholding - stamp duty; net yearly rate = net / capital / t x 100.
from decimal import Decimal as D
def deposit(capital, rate, months=None, days=None, label=""):
    t = D(months) / 12 if months is not None else D(days) / 365
    C = D(str(capital)); r = D(str(rate)) / 100
    gross = C * r * t; tax = gross * D('0.26'); stamp = C * D('0.002') * t
    net = gross - tax - stamp
    print(f"{label}: C={capital} rate={rate}% t={t:.6f} gross={gross:.4f} tax={tax:.4f} stamp={stamp:.4f} "
          f"net={net:.4f} net yearly={net / C / t * 100:.6f}% final={C + net:.4f}")
    return net
a = deposit(20000, 3, months=12, label="defaults, 12 months")
b = deposit(20000, 2, months=12, label="free account at 2%")
print("   difference tied - free:", a - b)
deposit(50000, 3.5, days=180, label="180 days")
deposit(10000, 0, months=6, label="rate zero")
deposit(20000, 3, months=36, label="36 months")
deposit(100000, 2.5, months=18, label="18 months")
deposit(20000, 0.2, months=12, label="rate 0,2%: the duty eats the interest")
# Reverse: the capital giving 500 of net interest in 12 months at 3%: net per euro = 0,03 x 0,74 - 0,002.
print("reverse capital for 500 net:", D(500) / (D('0.03') * D('0.74') - D('0.002')))
a = deposit(20000, 2, months=12, label="tied at 2%"); b = deposit(20000, 2.5, months=12, label="free at 2,5%")
print("   difference tied - free:", a - b)
print("reverse rate for 500 net on 20.000, 12 months:", (D(500) + 40) / D('0.74') / 20000 * 100)

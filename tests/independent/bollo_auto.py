# Independent check for calculators/tasse/bollo-auto.yaml (Python, Decimal).
# Tariffs per kW by Euro class, (up to 100 kW, each kW above 100):
# national: L. 296/2006 art. 1 c. 321; +10%: the national one raised by 10% and rounded to the cent
# (L.R. Emilia-Romagna 1/2025 art. 3; Lazio, Veneto, Calabria); Campania: raised by 10% twice, each
# rounded; Toscana: its own table. Superbollo: D.L. 98/2011 art. 23 c. 21 (as amended by D.L.
# 201/2011): 20 EUR per kW above 185, 60/30/15% after 5/10/15 years, none after 20, the years running
# from 1 January of the year after construction. kW without decimals.
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_FLOOR
def c(x): return D(x).quantize(D('0.01'), ROUND_HALF_UP)
NAT = {0: ('3.00', '4.50'), 1: ('2.90', '4.35'), 2: ('2.80', '4.20'), 3: ('2.70', '4.05'), 4: ('2.58', '3.87')}
NAT = {k: (D(a), D(b)) for k, (a, b) in NAT.items()}
P10 = {k: (c(a * D('1.1')), c(b * D('1.1'))) for k, (a, b) in NAT.items()}
CAMP = {k: (c(a * D('1.1')), c(b * D('1.1'))) for k, (a, b) in P10.items()}
TOSC = {0: (D('3.47'), D('5.45')), 1: (D('3.35'), D('5.37')), 2: (D('3.23'), D('5.06')), 3: (D('3.12'), D('4.91')), 4: (D('2.71'), D('4.26'))}
print('+10%  ', {k: (str(a), str(b)) for k, (a, b) in P10.items()})
print('Campania', {k: (str(a), str(b)) for k, (a, b) in CAMP.items()})
# Marche: the national tariff + 7,98%, rounded; Molise: its own 2016 table; Abruzzo: as Campania.
MARCHE = {k: (c(a * D('1.0798')), c(b * D('1.0798'))) for k, (a, b) in NAT.items()}
MOLISE = {0: (D('3.53'), D('5.30')), 1: (D('3.38'), D('5.07')), 2: (D('3.24'), D('4.85')), 3: (D('3.09'), D('4.63')), 4: (D('2.76'), D('4.14'))}
print('Marche', {k: (str(a), str(b)) for k, (a, b) in MARCHE.items()})
TABLES = {'nazionale': NAT, 'p10': P10, 'campania': CAMP, 'abruzzo': CAMP, 'toscana': TOSC, 'marche': MARCHE, 'molise': MOLISE}
def bollo(table, euro, kw, year=2026, built=None):
    kw = int(D(str(kw)).to_integral_value(ROUND_FLOOR))
    a, b = TABLES[table][min(euro, 4)]
    tax = min(kw, 100) * a + max(kw - 100, 0) * b
    sb = D(0); share = None
    if built is not None:
        passed = year - built - 1
        share = 0 if passed >= 20 else 15 if passed >= 15 else 30 if passed >= 10 else 60 if passed >= 5 else 100
        sb = max(kw - 185, 0) * D(20) * share / 100
    print(f"{table} Euro {euro} {kw} kW year {year} built {built}: tariffs {a}/{b} bollo {c(tax)} "
          f"superbollo {c(sb)} (share {share}%) total {c(tax + sb)}")
bollo('nazionale', 6, 85, built=2022)
bollo('p10', 6, 88)               # Emilia-Romagna FAQ: 249,92
bollo('p10', 3, 92)               # Veneto page: 273,24
bollo('nazionale', 6, 120)
bollo('campania', 4, 74)
bollo('toscana', 0, '110.7')
bollo('molise', 3, 95)
bollo('marche', 1, 130)
bollo('abruzzo', 2, 110)
bollo('p10', 6, 250, built=2019)
bollo('nazionale', 6, 250, built=2021)
bollo('nazionale', 6, 200, year=2027, built=2016)
bollo('nazionale', 6, 200, year=2037, built=2016)
bollo('nazionale', 6, 200, year=2022, built=2016)   # ACI: 60% from 2022
bollo('nazionale', 6, 200, year=2021, built=2016)   # still 100% in 2021
bollo('nazionale', 6, 185, built=2022)

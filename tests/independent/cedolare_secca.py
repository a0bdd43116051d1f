# Independent check for calculators/tasse/cedolare-secca.yaml (Python), from the law, not the file.
# Cedolare secca (D.Lgs. 23/2011, art. 3): 21% of the yearly rent, 10% for canone concordato; it
# replaces IRPEF, the addizionali, and the registro and bollo on the contract.
# Ordinary regime: the rent, less 5% (TUIR art. 37 c. 4-bis), less a further 30% for canone
# concordato (L. 431/1998 art. 8), is added to the other income: the extra IRPEF is the tax on
# (other + rent) minus the tax on the other income alone, by the year's brackets (2026: 23% to 28.000,
# 33% to 50.000, 43% above; 2025: 35% in the middle). Detrazioni are the same both ways (art. 3 c. 7
# D.Lgs. 23/2011 counts the rent under cedolare for them), so they cancel out. Addizionali: the
# visitor's regional + comunale rate on the taxable rent. Registro 2% of the yearly rent (70% of it
# for concordato), at least 67 EUR the first year; bollo 16 EUR per 4 pages the first year; the
# landlord pays half of both (L. 392/1978 art. 8).
from decimal import Decimal as D, ROUND_CEILING

BRACKETS = {2026: ([28000, 50000], [D('0.23'), D('0.33'), D('0.43')]),
            2025: ([28000, 50000], [D('0.23'), D('0.35'), D('0.43')])}


def irpef(x, year):
    limits, rates = BRACKETS[year]; tax = D(0); low = D(0)
    for lim, rate in zip(limits + [None], rates):
        top = x if lim is None else min(x, D(lim))
        if top > low: tax += (top - low) * rate
        if lim is None or x <= lim: break
        low = D(lim)
    return tax


def case(mensile, contratto='libero', altri=30000, reg='1.73', com='0.8', primo=True, pagine=4, year=2026, label=''):
    annuo = D(str(mensile)) * 12
    conc = contratto == 'concordato'
    ced = annuo * (D(10) if conc else D(21)) / 100
    reddito = annuo * D('0.95') * (D('0.7') if conc else 1)
    a = D(str(altri))
    extra = irpef(a + reddito, year) - irpef(a, year)
    add = reddito * (D(reg) + D(com)) / 100
    base = annuo * (D('0.7') if conc else 1)
    registro = max(D(67), base * D('0.02')) if primo else base * D('0.02')
    fogli = (D(pagine) / 4).to_integral_value(ROUND_CEILING)
    bollo = 16 * fogli if primo else D(0)
    quota = (registro + bollo) / 2
    ordinario = extra + add + quota
    risparmio = ordinario - ced
    print(f"{label}: annuo {annuo} {contratto} altri {a} {year} primo={primo}: cedolare {ced} | reddito {reddito} "
          f"IRPEF {extra:.4f} addizionali {add:.4f} registro {registro:.4f} bollo {bollo} quota locatore "
          f"{quota:.4f} = ordinario {ordinario:.4f} | risparmio {risparmio:.4f} | inquilino {quota:.4f} "
          f"| netto cedolare {annuo - ced:.4f} netto ordinario {annuo - ordinario:.4f}")


case(800, label='defaults')
case(800, 'concordato', label='concordato')
case(800, altri=15000, label='altri 15.000')
case(800, altri=60000, label='altri 60.000')
case(800, altri=25000, label='altri 25.000: rent crosses 28.000')
case(250, altri=10000, pagine=6, label='rent 3.000, min 67, 6 pages')
case(800, primo=False, label='anni successivi')
case(800, year=2025, label='2025')
case(1000, 'concordato', altri=10000, reg='1.23', com='0', label='concordato low income')

# Independent check for calculators/tasse/plusvalenze.yaml (Python), from the law, not the file.
# Gain = sale - cost - fees. Shares, bonds, ETF: 26% (D.L. 66/2014 art. 3 c. 1). Government bonds and
# white-list bonds: the gain counts for 48,08%, taxed at 26% (= 12,5%, art. 3 c. 2); a loss on them
# is credited at 48,08% too. Crypto-assets (TUIR art. 67 c. 1 c-sexies): 26% in 2023-2025, 33% from
# 2026 (L. 207/2024 c. 24); in 2023 and 2024 not taxed when the year's gains are below 2.000 EUR
# (L. 197/2022). E-money tokens in euro: 26% (L. 199/2025). Earlier losses (the "zainetto") are
# subtracted from the taxable gain, except for ETF and funds, whose gains are redditi di capitale.
from decimal import Decimal as D

CRYPTO = {2023: 26, 2024: 26, 2025: 26, 2026: 33}
FRANCHIGIA = {2023: 2000, 2024: 2000, 2025: 0, 2026: 0}


def case(kind, cost, sale, fees=0, minus=0, year=2026, label=''):
    plus = D(str(sale)) - D(str(cost)) - D(str(fees))
    quota = D('0.4808') if kind == 'titoliStato' else D(1)
    rate = D(CRYPTO[year]) if kind == 'cripto' else D(26)
    franchigia = FRANCHIGIA[year] if kind in ('cripto', 'emt') else 0
    exempt = kind in ('cripto', 'emt') and plus < franchigia
    lordo = max(D(0), plus) * quota
    used = min(D(minus), lordo) if kind != 'etf' and not exempt else D(0)
    imponibile = D(0) if exempt else lordo - used
    imposta = imponibile * rate / 100
    nuova = -plus * quota if plus < 0 else D(0)
    residue = D(minus) - used
    eff = imposta / plus * 100 if plus > 0 else D(0)
    print(f"{label}: {kind} {year} cost {cost} sale {sale} fees {fees} minus {minus}: plus {plus} imponibile "
          f"{imponibile:.4f} rate {rate}% imposta {imposta:.4f} netto {plus - imposta:.4f} effettiva {eff:.4f}% "
          f"minus usate {used:.4f} residue {residue:.4f} nuova minus {nuova:.4f} exempt={exempt}")


case('azioni', 10000, 12000, label='defaults')
case('titoliStato', 10000, 12000, label='BTP')
case('titoliStato', 10000, 12000, minus=500, label='BTP with 500 of losses')
case('cripto', 10000, 12000, label='crypto 2026')
case('cripto', 10000, 12000, year=2025, label='crypto 2025')
case('cripto', 10000, 11500, year=2024, label='crypto 2024 under 2.000')
case('cripto', 10000, 12000, year=2024, label='crypto 2024 at 2.000')
case('etf', 10000, 12000, minus=1000, label='ETF with losses')
case('azioni', 12000, 10000, label='loss on shares')
case('titoliStato', 10000, 9000, label='loss on BTP')
case('azioni', 10000, 12000, minus=3000, label='losses above the gain')
case('azioni', 10000, 12000, fees=50, label='fees')
case('emt', 10000, 12000, label='EMT 2026')
# Reverse at the defaults: netto = (sale - 10.000) x 0,74 = 1.480 -> sale 12.000; netto 3.700 -> 15.000.
print('reverse: netto 3.700 ->', D(10000) + D(3700) / D('0.74'))

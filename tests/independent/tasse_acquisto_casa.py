# Independent check for calculators/tasse/tasse-acquisto-casa.yaml (Python, decimal arithmetic).
# Private seller: registro (Tariffa I art. 1 D.P.R. 131/1986) 2% prima casa / 9% on the cadastral value
# rendita x 1,05 (L. 662/1996 art. 3 c. 48) x 110 prima casa / 120 (art. 52 c. 5; L. 350/2003; D.L. 168/2004)
# with the prezzo-valore (L. 266/2005 c. 497), else on the price; minimum 1.000; ipotecaria and
# catastale 50 each (D.Lgs. 23/2011 art. 10 c. 3). Builder with IVA: 4% prima casa, 10%, 22% for A/1,
# A/8, A/9 (D.P.R. 633/1972); registro, ipotecaria, catastale 200 each (D.L. 104/2013 art. 26).
# A/1, A/8, A/9 never have the prima casa benefits.
from decimal import Decimal as D

def taxes(seller, prima, luxury, price, rendita, prezzo_valore=True, quiet=False):
    price, rendita = D(str(price)), D(str(rendita))
    agev = prima and not luxury
    if seller == 'privato':
        value = rendita * D('1.05') * (110 if agev else 120)
        base = value if prezzo_valore else price
        main = max(D(1000), base * (2 if agev else 9) / 100)
        fixed = [D(50), D(50)]
        detail = f"cadastral value {value}, base {base}, registro {main}"
    else:
        rate = 4 if agev else (22 if luxury else 10)
        main = price * rate / 100
        fixed = [D(200), D(200), D(200)]
        detail = f"IVA {rate}% = {main}"
    total = main + sum(fixed)
    if not quiet:
        ordinary = taxes(seller, False, luxury, price, rendita, prezzo_valore, quiet=True)
        print(f"{seller} prima={prima} luxury={luxury} price {price} rendita {rendita} pv={prezzo_valore}: {detail}, "
              f"fixed {sum(fixed)}, total {total}, share {total / price * 100:.4f}%, saving vs ordinary {ordinary - total}")
    return total

taxes('privato', True, False, 200000, 800)          # defaults
taxes('privato', False, False, 200000, 800)         # second home
taxes('privato', True, False, 150000, 350)          # registro minimum: 350 x 1,05 x 110 x 2% = 808,50 -> 1.000
taxes('privato', True, True, 900000, 4000)          # A/1 bought as prima casa: no benefits
taxes('privato', True, False, 200000, 800, prezzo_valore=False)  # a company or no prezzo-valore: on the price
taxes('impresa', True, False, 200000, 800)          # builder, prima casa
taxes('impresa', False, False, 320000, 0)           # builder, second home
taxes('impresa', True, True, 1200000, 0)            # builder, luxury
taxes('privato', True, False, 60000, 1200)          # cadastral value above the price

# Independent check for calculators/tasse/ritenuta-acconto.yaml (Python), from the law, not the file.
# D.P.R. 600/1973 art. 25: 20% of the whole fee (self-employed, consultants, occasional work).
# Art. 25-bis: agents 23% (first IRPEF bracket) on 50% of the commissions, on 20% with employees.
# Art. 25 with art. 54-octies TUIR: authors 20% on 75% of the fee (60% under 35).
# D.L. 50/2017 art. 4 c. 5: short lets through an intermediary, 21% of the whole rent.
# VAT 22% on the fee when due; net = invoice total - withholding.
# The original sheet's simplified rule: 20% of the whole fee, 30% royalties, 21% rentals.
from decimal import Decimal as D, ROUND_HALF_UP
def r2(x): return D(x).quantize(D('0.01'), ROUND_HALF_UP)
LAW = {  # activity -> (rate %, base % of the fee); agent and author cases below
    'professional': (20, 100), 'consultant': (20, 100), 'other': (20, 100), 'rental': (21, 100),
}
SHEET = {'professional': 20, 'consultant': 20, 'commission': 20, 'royalty': 30, 'rental': 21, 'other': 20}
def law(activity, staff=False, under35=False):
    if activity == 'commission': return 23, (20 if staff else 50)
    if activity == 'royalty': return 20, (60 if under35 else 75)
    return LAW[activity]
def case(amount, activity='professional', vat=True, staff=False, under35=False):
    a = D(str(amount)); rate, base = law(activity, staff, under35)
    w = a * base / 100 * rate / 100
    total = a + (a * D('0.22') if vat else 0)
    sheet_w = a * SHEET[activity] / 100
    print(f"{amount} {activity} vat={vat} staff={staff} u35={under35}: law {rate}% on {base}%: "
          f"withholding {w} net {total - w} ({r2(total - w)}) | sheet withholding {sheet_w} net {total - sheet_w} "
          f"| difference {sheet_w - w}")
case(1000)                                           # defaults
case(1000, 'commission', vat=True, staff=True)       # the case: 200 against 46, +154
case(1000, 'commission', vat=False, staff=True)
case(1000, 'commission')
case(2500, 'royalty', vat=False)
case(2500, 'royalty', vat=False, under35=True)
case(800, 'rental', vat=False)
case('1234.56', 'consultant')

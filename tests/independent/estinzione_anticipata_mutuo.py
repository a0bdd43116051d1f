# Independent check for calculators/finanza/estinzione-anticipata-mutuo.yaml (Python, month by month).
# French amortisation: payment R = C i / (1 - (1 + i)^-n), i = TAN / 12, n = years x 12.
# After k payments the debt is rolled forward month by month (interest = debt x i, capital = R - interest).
# Interest left if nothing is repaid: R (n - k) - D_k. Total repayment: pay D_k, no interest after.
# Partial repayment A: new debt D' = D_k - A, then either
#   - lower payment: R' = D' i / (1 - (1 + i)^-(n - k)) over the same n - k months;
#   - shorter term: the same R until D' is repaid (the last payment only what is left).
# Penalty: 0 for a mortgage to buy, build or renovate a dwelling or the premises of one's business
# (art. 120-ter TUB, from art. 7 D.L. 7/2007); otherwise the contract's % of the capital repaid.
def plan(C, tan, years, k, mode="totale", A=0.0, effect="rata", home=True, pen=0.0):
    i = tan / 100 / 12; n = years * 12
    R = C / n if i == 0 else C * i / (1 - (1 + i) ** -n)
    D = C
    for _ in range(k):
        I = D * i; D = D - (R - I)
    left = n - k
    interest_left = R * left - D
    if mode == "parziale" and A >= D: mode = "totale"   # a partial repayment covering the debt is a total one
    repaid = D if mode == "totale" else A
    penalty = 0.0 if home else repaid * pen / 100
    Dn = D - repaid
    if mode == "totale":
        newR, months, interest_after = 0.0, 0, 0.0
    else:
        newR = (Dn / left if i == 0 else Dn * i / (1 - (1 + i) ** -left)) if effect == "rata" else R
        B = Dn; months = 0; interest_after = 0.0; first = last = None
        for m in range(1, left + 1):
            I = B * i; pay = min(newR, B + I)
            if pay > 0.005:
                months += 1
                if first is None: first = (m, pay, pay - I, I, max(0, B - (pay - I)))
                last = (m, pay, pay - I, I, max(0, B - (pay - I)))
            interest_after += I; B = max(0, B - (pay - I))
    saved = interest_left - interest_after
    print(f"C={C} TAN={tan} years={years} k={k} mode={mode} A={A} effect={effect} home={home} pen={pen}")
    print(f"   R={R:.4f} D_k={D:.4f} interest_left={interest_left:.4f} repaid={repaid:.4f} penalty={penalty:.4f} "
          f"to pay now={repaid + penalty:.4f}")
    print(f"   new debt={Dn:.4f} new payment={newR:.4f} payments left={months if mode != 'totale' else 0} "
          f"interest after={interest_after:.4f} saved={saved:.4f} net={saved - penalty:.4f}")
    if mode != "totale": print(f"   first row {first}  last row {last}")
plan(150000, 3.5, 25, 60)                                   # defaults: total, home
plan(150000, 3.5, 25, 60, "parziale", 30000, "rata")         # partial, lower payment
plan(150000, 3.5, 25, 60, "parziale", 30000, "durata")       # partial, shorter term
plan(100000, 4, 20, 36, home=False, pen=1.5)                 # other mortgage, 1,5% penalty
plan(120000, 0, 10, 24)                                      # zero rate
plan(150000, 3.5, 25, 0)                                     # nothing paid yet
plan(200000, 2.5, 30, 120, "parziale", 50000, "durata", home=False, pen=1)
plan(100000, 1, 10, 100, home=False, pen=10)                 # the penalty is larger than the saving
plan(150000, 3.5, 25, 60, "parziale", 200000, "rata")        # partial above the debt: total

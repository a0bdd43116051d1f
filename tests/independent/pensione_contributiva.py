# Independent check for calculators/finanza/pensione-contributiva.yaml (Python).
# L. 335/1995, art. 1: pension a year = montante x coefficient of the age at the start (c. 6), the
# coefficient raised by months/12 of the gap to the next age's one for the months past the birthday;
# the montante: each year aliquota x pay, revalued at 31 December of every following year at the
# capitalisation rate (the year's own contribution not revalued), c. 8-9. Monthly gross = yearly / 13.
# Coefficients: D.D. 20/11/2024 (2025-2026) and D.D. 1/12/2022 (2023-2024), tables typed from the
# summaries cited in rules/pensioni/coefficienti-trasformazione.yaml.
C2025 = {57: 4.204, 58: 4.308, 59: 4.419, 60: 4.536, 61: 4.661, 62: 4.795, 63: 4.936, 64: 5.088,
         65: 5.250, 66: 5.423, 67: 5.608, 68: 5.808, 69: 6.024, 70: 6.258, 71: 6.510}
C2023 = {57: 4.270, 58: 4.378, 59: 4.493, 60: 4.615, 61: 4.744, 62: 4.882, 63: 5.028, 64: 5.184,
         65: 5.352, 66: 5.531, 67: 5.723, 68: 5.931, 69: 6.154, 70: 6.395, 71: 6.655}
def coefficient(table, age, months):
    nxt = table[min(age + 1, 71)]
    return table[age] + months / 12 * (nxt - table[age])
def montante_from_pay(pay, years, rate_pct, aliquota=33, start=0.0):
    # start: the montante already accrued (from the INPS statement), revalued each following year too.
    m = float(start); rows = []
    for y in range(1, years + 1):
        reval = m * rate_pct / 100
        m = m + reval + pay * aliquota / 100
        rows.append((y, pay * aliquota / 100, reval, m))
    return m, rows
def show(label, montante, age, months=0, table=C2025, rows=None):
    c = coefficient(table, age, months)
    yearly = montante * c / 100
    print(f"{label}: montante {montante:.4f} age {age}+{months}m coefficient {c:.6f}% yearly {yearly:.4f} monthly (13) {yearly / 13:.4f}")
    if rows: print(f"   rows: first {rows[0]} last {rows[-1]} ; row 10 {rows[9] if len(rows) > 9 else '-'}; contributions {sum(r[1] for r in rows):.4f}")
m, rows = montante_from_pay(30000, 30, 2, start=50000); show("defaults (50.000 accrued, pay 30.000, 30 more years, 2%, 67)", m, 67, rows=rows)
m, rows = montante_from_pay(30000, 35, 2); show("nothing accrued, pay 30.000, 35 y, 2%, 67", m, 67, rows=rows)
show("montante 250.000 at 67", 250000, 67)
show("montante 250.000 at 64 and 6 months", 250000, 64, 6)
show("montante 250.000 at 71 and 5 months (71 and over)", 250000, 71, 5)
show("montante 250.000 at 57", 250000, 57)
show("montante 250.000 at 67, coefficients 2023", 250000, 67, table=C2023)
m, rows = montante_from_pay(40000, 20, 0); show("pay 40.000, 20 y, revaluation 0, 67", m, 67, rows=rows)
m, rows = montante_from_pay(25000, 40, 1.5, aliquota=24); show("other rate 24%, pay 25.000, 40 y, 1.5%, 65", m, 65, rows=rows)
# Reverse: the montante for 1.500 EUR a month at 67 with no more years: 1500 x 13 / 5,608%.
print("reverse montante for 1.500/month at 67, 0 more years:", 1500 * 13 / 0.05608)
# Reverse at the defaults: the accrued montante M0 for 2.500 a month: (2500 x 13 / 5,608% - 9.900 x S) / 1,02^30.
S = sum(1.02 ** j for j in range(30))
print("reverse accrued montante for 2.500/month (defaults):", (2500 * 13 / 0.05608 - 9900 * S) / 1.02 ** 30)
# Reverse at the defaults: the pay for 1.500 a month: (1500 x 13 / 5,608% - 50.000 x 1,02^30) / (0,33 x S).
print("reverse pay for 1.500/month (defaults):", (1500 * 13 / 0.05608 - 50000 * 1.02 ** 30) / (0.33 * S))

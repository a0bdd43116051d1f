# Independent check for calculators/azienda-lavoro/naspi.yaml, from the text of D.Lgs. 22/2015:
# art. 3 c. 1 b) (13 weeks), art. 4 c. 1 (pay of 4 years / weeks x 4,33), c. 2 (75% up to the
# threshold, + 25% of the excess, capped), c. 3 (-3% a month, on the month before, from the first
# day of the 6th month; the 8th from age 55), art. 5 (half the weeks, less those already used).
# Thresholds: INPS circ. 25/2025 (1.436,61 / 1.562,82) and circ. 4/2026 (1.456,72 / 1.584,70).
import math
SOGLIA = {2025: 1436.61, 2026: 1456.72}
MASSIMO = {2025: 1562.82, 2026: 1584.70}

def naspi(anno=2026, media=1800, totale=None, settimane=156, usate=0, over55=False):
    if totale is not None:
        media = totale / settimane * 4.33 if settimane > 0 else 0
    diritto = settimane >= 13
    s = SOGLIA[anno]
    base = 0.75 * media if media <= s else 0.75 * s + 0.25 * (media - s)
    iniziale = min(base, MASSIMO[anno]) if diritto else 0
    sett = (settimane - usate) / 2 if diritto else 0
    giorni = sett * 7
    mesi = giorni / (365 / 12)
    dal = 8 if over55 else 6
    rows = []
    for k in range(1, math.ceil(mesi) + 1):
        imp = iniziale * 0.97 ** max(0, k - dal + 1)
        q = min(1, mesi - (k - 1))
        rows.append((k, imp, q, imp * q))
    finale = iniziale * 0.97 ** max(0, math.ceil(mesi) - dal + 1) if diritto else 0
    tot = sum(r[3] for r in rows)
    print(f"anno {anno} media {media:.4f} base {base:.4f} iniziale {iniziale:.4f} settimane {sett} giorni {giorni} "
          f"mesi {mesi:.4f} finale(mese {math.ceil(mesi)}) {finale:.4f} totale {tot:.4f} righe {len(rows)}")
    for r in rows[:1] + rows[11:12] + rows[-1:]:
        print(f"    mese {r[0]}: {r[1]:.4f} x {r[2]:.4f} = {r[3]:.4f}")
    return iniziale

print('--- defaults'); naspi()
print('--- 1300, 104 weeks'); naspi(media=1300, settimane=104)
print('--- totale 120000, 208 weeks, over 55'); naspi(totale=120000, settimane=208, over55=True)
print('--- 5000'); naspi(media=5000)
print('--- 2025'); naspi(anno=2025)
print('--- 60 used'); naspi(usate=60)
print('--- 12 weeks'); naspi(settimane=12)
print('--- 13 weeks'); naspi(settimane=13)

print('--- media that reaches the maximum 2026:', 1456.72 + (1584.70 - 0.75 * 1456.72) / 0.25)

# Independent check for calculators/salute/peso-ideale.yaml.
# Lorentz: h - 100 - (h - 150) / 4 (men) or / 2 (women); Broca: h - 100 (men), h - 104 (women);
# with p = inches above 5 feet = h / 2.54 - 60 (kg, as in Pai & Paloucek 2000):
# Devine 50 / 45.5 + 2.3 p; Robinson 52 + 1.9 p / 49 + 1.7 p; Miller 56.2 + 1.41 p / 53.1 + 1.36 p;
# Hamwi 48 + 2.7 p / 45.5 + 2.2 p. WHO normal range: BMI 18.5 to 24.9 x (h / 100)^2.
def case(sex, h):
    man = sex == 'uomo'
    p = h / 2.54 - 60
    f = {
        'Lorentz': h - 100 - (h - 150) / (4 if man else 2),
        'Broca': h - (100 if man else 104),
        'Devine': (50 if man else 45.5) + 2.3 * p,
        'Robinson': (52 + 1.9 * p) if man else (49 + 1.7 * p),
        'Miller': (56.2 + 1.41 * p) if man else (53.1 + 1.36 * p),
        'Hamwi': (48 + 2.7 * p) if man else (45.5 + 2.2 * p),
    }
    mean = sum(f.values()) / 6
    print(f"{sex} {h} cm: p = {p:.4f}; " + ', '.join(f"{k} {v:.4f}" for k, v in f.items()))
    print(f"    mean {mean:.4f}, min {min(f.values()):.4f}, max {max(f.values()):.4f}, "
          f"BMI 18.5 {18.5 * (h / 100) ** 2:.4f}, BMI 24.9 {24.9 * (h / 100) ** 2:.4f}")
case('donna', 165)
case('uomo', 180)
case('uomo', 152)
case('donna', 150)
case('donna', 200)

# Independent check for calculators/vita-quotidiana/codice-fiscale.yaml (Python), from the rule, not
# the file: D.M. 23 dicembre 1976 (G.U. n. 345 del 29/12/1976), "Sistemi di codificazione dei
# soggetti da iscrivere nell'anagrafe tributaria", allegato: surname 3 characters (consonants, then
# vowels, then X), name 3 (the 1st, 3rd and 4th consonant when it has 4 or more), year 2 digits,
# month letter (A B C D E H L M P R S T), day (+ 40 for women), the place's cadastral code, and the
# check character from the odd/even tables (sum mod 26 -> A..Z). Omocodia (D.M. 12/3/1974 and
# the Agenzia delle Entrate's rules): the digits are replaced, from the right, by L M N P Q R S T U V.
import unicodedata

MONTHS = "ABCDEHLMPRST"
ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
ODD.update(dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                    [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])))
EVEN = {**{str(d): d for d in range(10)}, **{c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ")}}
OMOCODIA = "LMNPQRSTUV"
DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14]  # 0-based positions of digits in the 16 characters


def letters(text):
    plain = unicodedata.normalize("NFD", text)
    return "".join(c for c in plain.upper() if "A" <= c <= "Z")


def split(text):
    l = letters(text)
    return [c for c in l if c not in "AEIOU"], [c for c in l if c in "AEIOU"]


def surname_code(surname):
    cons, vow = split(surname)
    return "".join(cons + vow + ["X"] * 3)[:3]


def name_code(name):
    cons, vow = split(name)
    if len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return "".join(cons + vow + ["X"] * 3)[:3]


def check_char(first15):
    total = sum(ODD[c] if i % 2 == 0 else EVEN[c] for i, c in enumerate(first15))
    return chr(ord("A") + total % 26)


def codice(surname, name, sex, day, month, year, place):
    first15 = (surname_code(surname) + name_code(name) + f"{year % 100:02d}" + MONTHS[month - 1]
               + f"{day + (40 if sex == 'F' else 0):02d}" + place)
    return first15 + check_char(first15)


def omocodia(cf, count):
    """The code with its last `count` digits replaced by letters, and a new check character."""
    chars = list(cf[:15])
    for pos in reversed(DIGIT_POSITIONS[-count:] if count else []):
        chars[pos] = OMOCODIA[int(chars[pos])]
    first15 = "".join(chars)
    return first15 + check_char(first15)


def decode(cf, this_year=2026):
    digit = lambda c: int(c) if c.isdigit() else OMOCODIA.index(c)
    first15, check = cf[:15], cf[15]
    expected = check_char(first15)
    if check != expected:
        return f"non valido: controllo {check}, atteso {expected}"
    yy = digit(cf[6]) * 10 + digit(cf[7])
    year = 2000 + yy if yy <= this_year % 100 else 1900 + yy
    month = MONTHS.index(cf[8]) + 1
    dd = digit(cf[9]) * 10 + digit(cf[10])
    sex = "F" if dd > 40 else "M"
    import datetime
    try:
        datetime.date(year, month, dd - 40 if dd > 40 else dd)
    except ValueError:
        return f"non valido: il giorno {dd - 40 if dd > 40 else dd}/{month} non esiste"
    place = cf[11] + str(digit(cf[12])) + str(digit(cf[13])) + str(digit(cf[14]))
    replaced = sum(1 for p in DIGIT_POSITIONS if not cf[p].isdigit())
    return f"valido: {dd - 40 if dd > 40 else dd:02d}/{month:02d}/{year} sesso {sex} luogo {place} cifre sostituite {replaced}"


examples = [
    ("Rossi", "Mario", "M", 1, 1, 1980, "H501"),           # Roma
    ("Bianchi", "Giulia", "F", 15, 6, 1992, "F205"),       # Milano: a woman, day + 40
    ("Fo", "Ida", "F", 3, 3, 2003, "F839"),                # Napoli: short surname and name, X padding
    ("Müller", "Anna", "F", 10, 10, 1985, "Z112"),         # Germania: born abroad, Z code; ü read as U
    ("Verdi", "Francesco", "M", 27, 9, 1976, "L219"),      # Torino: a name with 4+ consonants (1st, 3rd, 4th)
    ("D'Amico", "Lia", "F", 31, 12, 1999, "A662"),         # Bari: apostrophe dropped; short name
]
for ex in examples:
    print(ex, "->", codice(*ex))
base = codice(*examples[0])
omo = omocodia(base, 1)
print("omocodia 1 of", base, "->", omo, "decoded:", decode(omo))
omo3 = omocodia(base, 3)
print("omocodia 3 of", base, "->", omo3, "decoded:", decode(omo3))
print("decode", codice(*examples[1]), "->", decode(codice(*examples[1])))
print("decode", codice(*examples[2]), "->", decode(codice(*examples[2])))
print("wrong check RSSMRA80A01H501A ->", decode("RSSMRA80A01H501A"))
impossible = codice("Rossi", "Mario", "M", 31, 2, 1980, "H501")  # 31 February: no such day
print("31 February", impossible, "->", decode(impossible))

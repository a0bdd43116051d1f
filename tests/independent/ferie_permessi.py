# Independent check for calculators/azienda-lavoro/ferie-permessi.yaml: accrual by twelfths of the
# yearly entitlement (CCNL), residual = arrears + accrued - taken; hours = days x hours a day;
# art. 10 D.Lgs. 66/2003: at least 4 weeks a year (x working days a week), 2 of them in the year.
def ferie(label, sett=5, ore=8, ferie_anno=20, rol_anno=72, ex_anno=32, mesi=11, f_god=12, rol_god=40, ex_god=16, f_arr=0, p_arr=0):
    f_mat = ferie_anno * mesi / 12
    f_res = f_arr + f_mat - f_god
    rol_mat = rol_anno * mesi / 12; ex_mat = ex_anno * mesi / 12
    p_res = p_arr + rol_mat - rol_god + ex_mat - ex_god
    tot = f_res * ore + p_res
    print(f"{label}: ferie maturate {f_mat:.4f} residue {f_res:.4f} gg = {f_res * ore:.4f} h; ROL {rol_mat:.4f} -> {rol_mat - rol_god:.4f}; "
          f"ex fest {ex_mat:.4f} -> {ex_mat - ex_god:.4f}; permessi residui {p_res:.4f} h = {p_res / ore:.4f} gg; totale {tot:.4f} h = {tot / ore:.4f} gg; "
          f"minimo {4 * sett} gg, nell'anno {2 * sett} gg; below minimum {ferie_anno < 4 * sett}")
    print(f"    table month 1: {ferie_anno / 12:.4f} {rol_anno / 12:.4f} {ex_anno / 12:.4f}; month 12: {ferie_anno:.4f} {rol_anno:.4f} {ex_anno:.4f}")
ferie('defaults')
ferie('6 giorni, 26 ferie, 6,67 ore, 7 mesi', sett=6, ore=6.67, ferie_anno=26, mesi=7, f_god=5, rol_god=0, ex_god=0)
ferie('arretrati 4,5 gg e 10 h, 12 mesi', mesi=12, f_arr=4.5, p_arr=10, f_god=20, rol_god=72, ex_god=32)
ferie('anticipo: 3 mesi, 8 gg godute', mesi=3, f_god=8, rol_god=0, ex_god=0)
ferie('6 giorni con 22 gg: sotto il minimo', sett=6, ferie_anno=22)
ferie('part-time 4 ore, 0 mesi', ore=4, mesi=0, f_god=0, rol_god=0, ex_god=0)

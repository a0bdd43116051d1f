# Independent check for calculators/tasse/regime-forfettario.yaml (Python), from the law, not the file.
# L. 190/2014, art. 1: reddito = ricavi x coefficiente (c. 64, allegato 4); contributions paid by law
# are deducted from it (c. 64); imposta sostitutiva 15% (c. 64), 5% for a new activity's first five
# years (c. 65). Exit: ricavi > 85.000 from next year (c. 54 a, c. 71), > 100.000 at once (c. 71).
# INPS: Gestione separata 26,07% of the reddito (circ. 27/2025, 8/2026). Artigiani 24%, commercianti
# 24,48% of the reddito, never less than the minimale (18.555 in 2025, 18.808 in 2026), one point more
# above the prima fascia (55.448 / 56.224), plus maternity 7,44 a year (circ. 38/2025, 14/2026); on
# request the IVS part is cut by 35% for forfettari (c. 77). The massimali (93.707 / 122.295 in 2026)
# are never reached: ricavi <= 100.000 x coefficient <= 86% gives a reddito <= 86.000.
from decimal import Decimal as D

COEFF = {'professioni': 78, 'altreAttivita': 67, 'commercio': 40, 'ambulantiAlimentari': 40,
         'ambulantiAltri': 54, 'intermediari': 62, 'alloggioRistorazione': 40, 'alimentari': 40,
         'costruzioniImmobiliari': 86}
YEAR = {2025: dict(gs=D('26.07'), minimale=D(18555), fascia=D(55448)),
        2026: dict(gs=D('26.07'), minimale=D(18808), fascia=D(56224))}
AC = {'artigiani': D(24), 'commercianti': D('24.48')}


def case(ricavi, attivita='professioni', rate=15, gestione='separata', riduzione=False, cassa=0, anno=2026,
         label=''):
    y = YEAR[anno]
    r = D(str(ricavi)); reddito = r * COEFF[attivita] / 100
    if gestione == 'separata':
        contributi = reddito * y['gs'] / 100
    elif gestione == 'cassa':
        contributi = D(str(cassa))
    else:
        ivs = AC[gestione] / 100 * max(y['minimale'], reddito) + D(1) / 100 * max(D(0), reddito - y['fascia'])
        contributi = ivs * (D('0.65') if riduzione else 1) + D('7.44')
    imponibile = max(D(0), reddito - contributi)
    imposta = imponibile * rate / 100
    netto = r - contributi - imposta
    print(f"{label}: ricavi {r} {attivita} {rate}% {gestione} rid={riduzione} {anno}: reddito {reddito} "
          f"contributi {contributi:.4f} imponibile {imponibile:.4f} imposta {imposta:.4f} "
          f"netto {netto:.4f} mensile {netto / 12:.4f} totale {contributi + imposta:.4f} "
          f"incidenza {(contributi + imposta) / r * 100 if r else 0:.4f}%")
    return netto


case(40000, label='defaults')
case(60000, 'commercio', 5, 'commercianti', label='commerciante start-up')
case(20000, 'altreAttivita', 15, 'artigiani', True, label='artigiano sotto il minimale, riduzione 35%')
case(90000, 'costruzioniImmobiliari', 15, 'artigiani', label='oltre 85.000, sopra la prima fascia')
case(50000, 'professioni', 15, 'cassa', cassa=6000, label='cassa professionale')
case(100000, 'professioni', label='100.000 esatti')
case(20000, 'altreAttivita', 15, 'artigiani', False, anno=2025, label='artigiano 2025')
case(0, label='zero ricavi')
# Reverse: at the defaults netto = R x (1 - 0,78 x 0,2607 - 0,15 x 0,78 x (1 - 0,2607)).
k = 1 - D('0.78') * D('0.2607') - D('0.15') * D('0.78') * (1 - D('0.2607'))
print(f"reverse: netto per euro {k}; netto 30.000 -> ricavi {D(30000) / k:.4f}; "
      f"netto mensile 2.000 -> ricavi {D(24000) / k:.4f}")

/**
 * The text of a new calculator file for /calcolatori/<segment>/<slug>, valid as it is (and passing
 * its example): what `npm run new` writes, and what the studio starts from.
 */
export function scaffold(slug: string, category: string): string {
  const title = slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return `# yaml-language-server: $schema=../../schemas/calculator.schema.json
# New calculator: replace the sample inputs, formulas and texts (see docs/language.md).
id: ${slug}
title: ${title}
description: Descrizione breve del calcolatore, mostrata nelle schede e nei risultati di ricerca.
category: ${category}
icon: calculator   # the name of an icon of https://lucide.dev/icons, such as piggy-bank
keywords: [${slug.replace(/-/g, ' ')}]
analytics: ${slug.replace(/-/g, '_')}
seo:
  title: ${title} Online Gratis
  description: Descrizione per i motori di ricerca, di circa 150 caratteri.
intro: Testo introduttivo mostrato sopra il calcolatore.
inputs:
  - id: price
    kind: number
    label: Prezzo unitario
    unit: "€"
    default: 12.5
    step: 0.5
  - id: quantity
    kind: number
    label: Quantità
    default: 4
guards:
  - price > 0
  - quantity > 0
results:
  - id: total
    label: Totale
    formula: price * quantity
    format: euro
    primary: true
formula: "\`totale = prezzo × quantità\`"
content: |
  Descrizione lunga: che cosa calcola, come si legge il risultato, esempi.
faq:
  - q: Domanda frequente?
    a: Risposta, con **grassetto** o [un link](/calcolatori).
examples:
  - name: valori predefiniti
    expect: { total: 50 }        # 12.5 × 4
    display: { total: "50,00 €" }
  - name: prezzo zero
    inputs: { price: 0 }
    kept: true
`;
}

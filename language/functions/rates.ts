/** The definitions of `irr` and `rate` (./impl/rates.ts), and their explanations: the rates found, or why there is no single one. */
import type { Shown } from '../formats/index.ts';
import { escapeText, mnOf } from '../markup.ts';
import { irr, irrRates, rate, rateRates } from './impl/rates.ts';
import { formulaFunction } from './types.ts';
import { listed, phrase } from './typesetting.ts';

/** A rate per period as Italian text: 0.018403 -> "1,8403%". */
const percent = (r: number) => `${(r * 100).toLocaleString('it-IT', { maximumFractionDigits: 4 })}%`;

/** The step when no single rate solves the equation: why the result is N/D. `what` follows "rende"/"rendono". */
function undetermined(rates: number[], what: string): string {
  if (rates.length === 0)
    return escapeText(
      `Nessun tasso tra −99% e +1.000% per periodo rende ${what}: il risultato non è disponibile (N/D).`,
    );
  return escapeText(
    `Più tassi rendono ${what} (${rates.map(percent).join(', ')}): il risultato non è determinato (N/D). Controlla i flussi.`,
  );
}

function irrStep(flows: number[], shown: Shown): string {
  const rates = irrRates(flows);
  if (rates.length !== 1) return undetermined(rates, 'uguale a zero il valore attuale dei flussi');
  const r = rates[0]!;
  const last = flows.length - 1;
  const equation = `<math><munderover><mo>∑</mo><mrow><mi>t</mi><mo>=</mo><mn>0</mn></mrow><mn>${last}</mn></munderover><mfrac><msub><mi>F</mi><mi>t</mi></msub><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo><mi>r</mi><mo>)</mo></mrow><mi>t</mi></msup></mfrac><mo>=</mo><mn>0</mn></math>`;
  const first = `<math><msub><mi>F</mi><mn>0</mn></msub><mo>=</mo>${mnOf(flows[0], shown)}</math>`;
  const end = `<math><msub><mi>F</mi><mn>${last}</mn></msub><mo>=</mo>${mnOf(flows[last], shown)}</math>`;
  return `Tasso interno di rendimento: il tasso r per periodo che rende uguale a zero il valore attuale dei ${flows.length} flussi, da ${first} a ${end}: ${equation} per <math><mi>r</mi><mo>=</mo><mn>${escapeText(percent(r))}</mn></math>`;
}

function rateStep(periods: number, payment: number, present: number, future: number, shown: Shown): string {
  const rates = rateRates(periods, payment, present, future);
  if (rates.length !== 1) return undetermined(rates, 'uguali il capitale e il valore attuale delle rate');
  const n = `<mn>${escapeText(periods.toLocaleString('it-IT'))}</mn>`;
  const growth = `<msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo><mi>r</mi><mo>)</mo></mrow><mrow><mo>−</mo>${n}</mrow></msup>`;
  const rest = future === 0 ? '' : `<mo>+</mo>${mnOf(future, shown)}<mo>·</mo>${growth}`;
  return `Il tasso r per periodo che rende uguali il capitale e il valore attuale delle rate: <math>${mnOf(present, shown)}<mo>=</mo>${mnOf(payment, shown)}<mo>·</mo><mfrac><mrow><mn>1</mn><mo>−</mo>${growth}</mrow><mi>r</mi></mfrac>${rest}</math> per <math><mi>r</mi><mo>=</mo><mn>${escapeText(percent(rates[0]!))}</mn></math>`;
}

export const irrFunction = formulaFunction({
  name: 'irr',
  params: ['number'],
  variadic: true,
  returns: 'number',
  doc: 'Internal rate of return per period of flows at periods 0, 1, 2, ...: the rate r at which Σ flow_t / (1 + r)^t = 0 (N/D when no rate or several rates between -99% and +1000% do it).',
  example: 'irr(-prezzo, cedola, cedola, cedola + 100) * 100',
  impl: irr,
  typeset: ({ term }) => phrase('il tasso interno di rendimento per periodo dei flussi', listed(term)),
  loose: true,
  explain: (flows, shown) => [irrStep(flows, shown)],
});

export const rateFunction = formulaFunction({
  name: 'rate',
  params: ['number', 'number', 'number', 'number'],
  optional: 1,
  returns: 'number',
  doc: 'The rate per period at which `periods` payments at the end of each period (and `future` with the last) are worth `present`: rate(periods, payment, present, future = 0), the inverse of pmt (N/D when no rate does it).',
  example: 'rate(mesi, rata, importo) * 12 * 100',
  impl: rate,
  typeset: ({ term: [n, payment, present, future] }) =>
    phrase(
      'il tasso per periodo con cui',
      n!,
      'rate da',
      payment!,
      ...(future ? ['più', future, 'alla fine'] : []),
      'valgono oggi',
      present!,
    ),
  loose: true,
  explain: ([periods, payment, present, future], shown) => [rateStep(periods, payment, present, future ?? 0, shown)],
});

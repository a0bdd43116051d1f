/**
 * 'Come si calcola': what a generated explanation module (src/generated/explanations/<id>.ts)
 * calls to put the visitor's values into MathML (language/markup.ts) and to let functions explain
 * themselves (each function's `explain`, in its language module), and the steps of the case that
 * applied and the row a lookup chose. Loaded with that module, after first paint.
 */

import { formatValue } from '../../language/formats/index.ts';
import { formulaFunctions } from '../../language/functions/index.ts';
import { escapeText } from '../../language/markup.ts';
import {
  type BracketTable,
  type Dated,
  entryInForce,
  isBrackets,
  type ParameterValue,
  type Rules,
} from '../../language/parameters.ts';
import type { Scalar, Shown } from '../../language/spec.ts';

export { mnOf } from '../../language/markup.ts';

/** A function's own steps ('Come si calcola' of brackets: band by band), from its language module; none if it has none. */
export function functionSteps(name: string, args: unknown[], shown: Shown): string[] {
  return formulaFunctions.get(name)?.explain?.(args as never, shown) ?? [];
}

/** A call of a function of the file (functions:): `math`, its definition with the values put in and its value. */
export function userFunctionStep(fnName: string, math: string): string {
  return `Funzione «${escapeText(fnName)}»: ${math}`;
}

/** A case split: which case applied, and why. `condition` is the condition typeset. */
export function caseStep(holds: boolean, condition: string): string {
  return holds
    ? `Si applica il primo caso, perché vale ${condition}`
    : `Si applica il caso «altrimenti», perché non vale ${condition}`;
}

/** A lookup: the row it chose. */
export function lookupStep(table: string, key: Scalar): string {
  return escapeText(`Riga scelta della tabella «${table}»: ${String(key)}`);
}

/** What a rule's step says of it: its label, unit, and the act that set each of its values, by the value's day. */
export interface ParameterShown {
  label: string;
  unit?: string;
  sources: [number, string][];
}

/**
 * A rule read on a day: the value in force and since when, with the act that set it ("Tasso di
 * interesse legale in vigore il 15/03/2026 (dal 01/01/2026): 2 %. Fonte: …"); a table's row `key`;
 * a bracket table's bands on `amount`, as brackets() explains them (of the table of `key` when
 * there is one per key).
 */
export function parameterSteps(
  parameter: ParameterShown,
  rules: Rules,
  name: string,
  day: number,
  key: Scalar | undefined,
  amount: number | undefined,
  shown: Shown,
): string[] {
  const date = (d: number) => formatValue(d, 'date');
  // The values the calculation read: the calculator's, or those a permalink pinned.
  const values: Dated<ParameterValue> = rules.entries[name]?.values ?? [];
  const entry = entryInForce(values, day);
  if (!entry) {
    const first = values[0]?.[0];
    return [
      escapeText(
        `Nessun valore di «${parameter.label}» in vigore il ${date(day)}${first === undefined ? '' : `: il primo è del ${date(first)}`} (N/D).`,
      ),
    ];
  }
  const [from, inForce] = entry;
  // A pinned value no longer in the rule book has no act to cite here (the report has it).
  const act = parameter.sources.find(([since]) => since === from)?.[1];
  const unit = (v: number) =>
    `${v.toLocaleString('it-IT', { maximumFractionDigits: 6 })}${parameter.unit ? `\u00a0${parameter.unit}` : ''}`;
  const sources = act ? ` Fonte: ${act}.` : '';
  const head = `«${parameter.label}» in vigore il ${date(day)} (dal ${date(from)})${key === undefined ? '' : `, per «${String(key)}»`}`;
  const value =
    key === undefined || typeof inForce === 'number' || isBrackets(inForce)
      ? inForce
      : Object.hasOwn(inForce, String(key))
        ? (inForce as Record<string, number | BracketTable>)[String(key)]
        : undefined;
  if (value === undefined || (typeof value !== 'number' && !isBrackets(value)))
    return [escapeText(`${head}: nessun valore (N/D).${sources}`)];
  if (typeof value === 'number') return [escapeText(`${head}: ${unit(value)}.${sources}`)];
  return [
    escapeText(`${head}: gli scaglioni qui sotto.${sources}`),
    ...functionSteps('brackets', [amount, value.limits, value.rates], shown),
  ];
}

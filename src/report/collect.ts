/**
 * 'Scarica il resoconto': the Report (model.ts) of the calculation on screen, from the page's
 * session: the inputs as typed, every result shown (by section), the notes, every table in full,
 * 'Come si calcola' of every value with the visitor's numbers (as plain text), every rule read with
 * the value in force on the day read, its dates and its act, the rule book's version and the
 * permalink pinned to those rules. Loaded on click, with the PDF writer.
 */
import { parseDate } from '../../language/dates.ts';
import { formatValue } from '../../language/formats/index.ts';
import {
  type BracketTable,
  entryInForce,
  isBrackets,
  type ParameterValue,
  type RuleBookInfo,
} from '../../language/parameters.ts';
import type { CalculatorModule, Evaluation, Explanations, RawValues, SourceData } from '../../language/spec.ts';
import { inputStateOf } from '../engine/compute.ts';
import { inputText } from '../engine/input-text.ts';
import { calculateReading } from '../engine/pinned.ts';
import { cellsOf } from '../renderer/FullTable.tsx';
import { grouped } from '../renderer/Results.tsx';
import { SITE_NAME, SITE_URL } from '../site/config.ts';
import { mathText } from './math-text.ts';
import type { Report, ReportRule, ReportStep } from './model.ts';

const date = (day: number) => formatValue(day, 'date');
const number = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 6 });
const percent = (fraction: number) => `${number(Math.round(fraction * 1e8) / 1e6)}\u00a0%`;

/** A bracket table's bands: "fino a 28.000: 23 %", "da 28.000 a 50.000: 33 %", "oltre 50.000: 43 %". */
function bands({ limits, rates }: BracketTable): string[] {
  if (limits.length === 0) return [`su tutto: ${percent(rates[0] ?? Number.NaN)}`];
  return rates.map((rate, k) => {
    const band =
      k === 0
        ? `fino a ${number(limits[0]!)}`
        : k === limits.length
          ? `oltre ${number(limits[k - 1]!)}`
          : `da ${number(limits[k - 1]!)} a ${number(limits[k]!)}`;
    return `${band}: ${percent(rate)}`;
  });
}

/** A rule's value as read: the number with its unit, the rows read of a table, a bracket table's bands. */
function valueLines(value: ParameterValue, keys: ReadonlySet<string>, unit: string | undefined): string[] {
  const withUnit = (x: number) => (unit ? `${number(x)}\u00a0${unit}` : number(x));
  if (typeof value === 'number') return [withUnit(value)];
  if (isBrackets(value)) return bands(value);
  const rows = keys.size ? [...keys].filter((key) => Object.hasOwn(value, key)) : Object.keys(value);
  return rows.flatMap((key) => {
    const row = (value as Record<string, number | BracketTable>)[key]!;
    return typeof row === 'number' ? [`«${key}»: ${withUnit(row)}`] : bands(row).map((band) => `«${key}», ${band}`);
  });
}

/** The rules the calculation read: each value in force on a day read, with its period and its act. */
function rulesRead(
  calculator: CalculatorModule,
  values: RawValues,
  data: SourceData,
  book: RuleBookInfo,
): ReportRule[] {
  const rules = calculator.rules;
  if (!rules) return [];
  const { reads } = calculateReading(calculator, values, data);
  // Each value read once, with the rows read of it, in the order first read.
  const used = new Map<string, { name: string; day: number; keys: Set<string> }>();
  for (const { name, day, key } of reads) {
    const entry = entryInForce(rules.entries[name]?.values ?? [], day);
    if (!entry) continue;
    const id = `${name}@${entry[0]}`;
    const seen = used.get(id) ?? { name, day: entry[0], keys: new Set<string>() };
    if (key !== undefined) seen.keys.add(String(key));
    used.set(id, seen);
  }
  return [...used.values()].map(({ name, day, keys }) => {
    const { rule, values: dated } = rules.entries[name]!;
    const info = book.rules[rule];
    const index = dated.findIndex(([from]) => from === day);
    const next = dated[index + 1]?.[0];
    const reference = info?.references.find(([from]) => from === day)?.[1];
    return {
      label: info?.label ?? rule,
      value: valueLines(dated[index]![1], keys, info?.unit),
      from: date(day),
      to: next === undefined ? 'in vigore' : date(next - 1),
      source: reference
        ? {
            title: reference.title,
            clause: reference.clause,
            url: reference.url,
            ...(reference.secondary ? { secondary: true } : {}),
          }
        : // A pinned value the rule book no longer holds: its act is in the report it came from.
          { title: 'Valore del resoconto di partenza, non più nel libro delle regole', clause: '', url: '' },
    };
  });
}

/** 'Come si calcola' of every named value computed, in the module's order, as plain text. */
function steps(calculator: CalculatorModule, evaluation: Evaluation, explanations: Explanations): ReportStep[] {
  return Object.entries(explanations).flatMap(([name, explained]) => {
    const value = evaluation.values[name];
    if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return [];
    const work = explained.work(evaluation.values, undefined, undefined, evaluation.series, calculator.rules);
    // A result is named as the page names it, its label's template filled in ("Netto per mensilità (su 13)").
    const label = calculator.results.find((r) => r.id === name)?.label(evaluation.values) ?? explained.label;
    return [{ label, formula: mathText(work.math), lines: work.steps.map(mathText) }];
  });
}

export interface ReportInput {
  calculator: CalculatorModule;
  /** The form's values as typed. */
  values: RawValues;
  evaluation: Evaluation;
  data: SourceData;
  book: RuleBookInfo;
  /** The permalink's query, pinned to the rules computed with. */
  query: string;
  /** The page's path. */
  path: string;
  now?: Date;
}

export async function collectReport({
  calculator,
  values,
  evaluation,
  data,
  book,
  query,
  path,
  now = new Date(),
}: ReportInput): Promise<Report> {
  const { hidden } = inputStateOf(calculator, values);
  // 'Come si calcola' is a module of its own, loaded with its first panel: offline, on a page kept
  // without it, the report goes without the steps and says so.
  const explanations = await calculator.explain().then(
    (module) => module.default,
    () => undefined,
  );
  const shown = calculator.results.filter((r) => !r.hidden && evaluation.results[r.id]);
  const { lead, sections } = grouped(shown);
  const result = (section?: string) => (r: (typeof shown)[number]) => ({
    label: r.label(evaluation.values),
    value: formatValue(evaluation.values[r.id]!, r.format, r.decimals) + (r.unit ? `\u00a0${r.unit}` : ''),
    ...(section ? { section } : {}),
    ...(r.primary ? { primary: true } : {}),
  });
  const time = now.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' });
  return {
    title: calculator.title,
    made: `${now.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' })} alle ${time}`,
    site: { name: SITE_NAME, url: SITE_URL },
    permalink: `${SITE_URL}${path}${query ? `?${query}` : ''}`,
    inputs: calculator.inputs
      .filter((input) => !hidden[input.id])
      .map((input) => ({ label: input.label, value: inputText(input, values[input.id]) })),
    results: [...lead.map(result()), ...sections.flatMap((s) => s.results.map(result(s.title)))],
    notes: calculator.notes
      .filter((note) => evaluation.notes[note.id])
      .map((note) => ({ title: note.title?.(evaluation.values) ?? '', text: note.text?.(evaluation.values) ?? '' })),
    tables: calculator.tables.flatMap((table) => {
      const rows = evaluation.tables[table.id];
      return rows
        ? [
            {
              title: table.full?.title ?? table.title,
              columns: table.columns.map((c) => c.label),
              rows: cellsOf(table, rows),
            },
          ]
        : [];
    }),
    steps: explanations
      ? steps(calculator, evaluation, explanations)
      : [
          {
            label: 'Passaggi non disponibili senza connessione',
            formula: 'Riapri il calcolo con il link qui sotto quando sei online per avere ogni passaggio.',
            lines: [],
          },
        ],
    rules: rulesRead(calculator, values, data, book),
    ruleBook: { version: book.version, reviewed: date(parseDate(book.reviewed)!) },
  };
}

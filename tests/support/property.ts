/**
 * The property check of one calculator (tests/property.test.ts on the project's files,
 * tests/property-fixtures.test.ts on tests/fixtures/property/): `runs` input sets, each built from
 * the defaults with every field replaced by what a visitor might type: in three sets of five, each
 * field gets what it is made for (within its bounds, whole if `integer`, on its `step`, from 0 up
 * when it has no minimum and a default not below 0; an option), so a tightly guarded file still
 * gets valid inputs; in the others, sometimes anything (Italian numbers, empty text, "-", "abc",
 * "1e309", huge and negative values, an unknown option). For each set:
 *   1. calculate and inputStateOf never throw;
 *   2. nothing the page would show (results, labels, notes, table cells, chart labels) contains
 *      NaN, Infinity, undefined, null or a negative zero, and a chart that is drawn has only finite values;
 *   3. calculate returns null exactly when a guard fails. The bounds of number fields (min, max,
 *      integer) are checked here in plain JavaScript; each guard of the file is read by the
 *      compiled code itself: the calculator's generated module with that guard alone, run as the
 *      page runs it (no second reading of the formula language, which disagreed with the compiler
 *      on valid files: a lookup indexed by a number, for one).
 * A failure names the calculator file and line (of the result, note, table, chart or guard
 * concerned) and the inputs, as typed. What is doubtful without being wrong (guards that let
 * almost nothing through, or that never fail) is a warning, also with its file and line.
 */
import fc from 'fast-check';
import { transform } from 'sucrase';
import { boundGuards } from '../../generator/check/bounds.ts';
import type { CheckedCalculator } from '../../generator/check/index.ts';
import { toJs } from '../../generator/compile/expression.ts';
import { displayResult, formatValue, helpers as H } from '../../language/formats/index.ts';
import { matches } from '../../language/functions/impl/text.ts';
import { implementations as F } from '../../language/functions/index.ts';
import { parseNumber } from '../../language/inputs/number.ts';
import { optionsOf } from '../../language/inputs/options.ts';
import type { TextSpec } from '../../language/inputs/text.ts';
import { readRules } from '../../language/parameters.ts';
import type {
  CalculatorModule,
  Evaluation,
  InputSpec,
  RawRow,
  RawValue,
  RawValues,
  SourceData,
} from '../../language/spec.ts';
import { calculate, defaultValues, fallbackSources, inputStateOf } from '../../src/engine/compute.ts';
import { datasetRows } from '../../src/engine/datasets.ts';
import { parseInputs } from '../../src/engine/parse.ts';
import { cutShort, range } from '../../src/engine/range.ts';
import { failExample } from './example-report.ts';

/** Input sets per calculator: PROPERTY_RUNS, default 300 (`npm test` runs 1000). */
export const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);
/** The seed of the draws: fixed, so every run draws the same sets; PROPERTY_SEED for others. */
export const SEED = Number(process.env.PROPERTY_SEED ?? 22);

// ---------------------------------------------------------------------------------------------
// Where in the calculator file

type PathSegment = string | number;

/** `calculators/<segment>/<slug>.yaml:<line>` of the node at `path` (of the file when there is none). */
export function whereIn(c: CheckedCalculator, path: PathSegment[]): string {
  const node = c.source.node(path);
  return `${c.source.file}:${c.source.position(node?.range?.[0] ?? 0).line}`;
}

// ---------------------------------------------------------------------------------------------
// What visitors type

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const sign = fc.constantFrom('', '', '-');
/** A number as a visitor types it: "12,5". */
const typed = (n: number) => String(n).replace('.', ',');

/** Anything at all: what any field may receive. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1000, max: 100_000 }).map(String) },
  // "10,5", "-0,25"
  { weight: 2, arbitrary: fc.tuple(sign, fc.nat(9999), fc.nat(999)).map(([s, i, f]) => `${s}${i},${f}`) },
  // "1.234,56"
  {
    weight: 1,
    arbitrary: fc
      .tuple(sign, fc.integer({ min: 1000, max: 999_999_999 }), fc.nat(99))
      .map(([s, i, f]) => `${s}${grouped(i)},${String(f).padStart(2, '0')}`),
  },
  // "2.5" (and "1.500", which reads as 1500)
  { weight: 1, arbitrary: fc.tuple(sign, fc.nat(999), fc.nat(999)).map(([s, i, f]) => `${s}${i}.${f}`) },
  // anything a double prints: 5e-324, 1.7976931348623157e+308, -0, NaN, Infinity
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\t',
      '-',
      'abc',
      '1e309',
      '-1e308',
      '1e308',
      '999999999999999999999',
      '-999999999999999999999',
      '0',
      '-0',
      '0,0001',
      ' 12 ',
      '-1',
    ),
  },
);

interface NumberShape {
  min?: number;
  max?: number;
  integer?: boolean;
  step?: number;
  default?: RawValue;
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * The values a field is made for: within its bounds (or, where it has none, around its default),
 * whole where it is `integer`, on its `step` where it has one (as the arrow keys type them), its
 * bounds and default themselves; typed the Italian way.
 */
function ownNumbers(shape: NumberShape): fc.Arbitrary<string> {
  const start = (typeof shape.default === 'string' ? parseNumber(shape.default) : undefined) ?? 0;
  const spread = 10 * Math.max(1, Math.abs(start), Math.abs(shape.min ?? 0), Math.abs(shape.max ?? 0));
  // Without a minimum, from 0 when the default is not negative (negative numbers come with 'anything').
  const lo = shape.min ?? (start >= 0 && (shape.max ?? 0) >= 0 ? 0 : Math.min(start, shape.max ?? start) - spread);
  const hi = Math.max(lo, shape.max ?? Math.max(start, lo) + spread);
  const edges = [lo, hi, start].filter((v) => v >= lo && v <= hi && (!shape.integer || Number.isInteger(v)));
  let inside: fc.Arbitrary<number>;
  if (shape.integer)
    inside = fc.integer({
      min: Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER),
    });
  else if (shape.step && (hi - lo) / shape.step <= 1e9) {
    const step = shape.step;
    const decimals = Math.max(decimalsOf(step), decimalsOf(lo));
    inside = fc
      .integer({ min: 0, max: Math.floor((hi - lo) / step) })
      .map((k) => Number((lo + k * step).toFixed(decimals)));
  } else
    inside = fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).map((v) => Number(v.toFixed(4)));
  return fc
    .oneof(
      { weight: 8, arbitrary: inside },
      { weight: 1, arbitrary: edges.length ? fc.constantFrom(...edges) : inside },
    )
    .map(typed);
}

/** The field's own values only, or mostly them and sometimes anything. */
const numberText = (shape: NumberShape, own: boolean): fc.Arbitrary<string> =>
  own ? ownNumbers(shape) : fc.oneof({ weight: 4, arbitrary: ownNumbers(shape) }, { weight: 1, arbitrary: anyText });

const ownTime = fc.tuple(fc.nat(23), fc.nat(59)).map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`);
const timeText = (own: boolean) =>
  own
    ? ownTime
    : fc.oneof(
        anyText,
        fc.tuple(fc.nat(26), fc.nat(61)).map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
      );

/**
 * A text field's values: its default, and letters, digits and spaces up to its length; not `own`,
 * anything up to its length (a pattern refuses most of it, as a guard does).
 */
const textOf = (input: TextSpec, own: boolean): fc.Arbitrary<string> => {
  const typed = fc.stringMatching(/^[A-Za-z0-9 ]*$/).map((t) => t.slice(0, input.maxLength));
  const mine = fc.oneof(fc.constant(String(input.default)), typed);
  return own ? mine : fc.oneof(mine, fc.string({ maxLength: input.maxLength }));
};

/** Dates as the picker gives them (ISO); and, not `own`, as a visitor types them, real or not, and nonsense. */
const ownDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateText = (own: boolean) =>
  own
    ? ownDate
    : fc.oneof(
        ownDate,
        fc
          .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1800, max: 2200 }))
          .map(([d, m, y]) => `${d}/${m}/${y}`),
        fc.constantFrom('', 'ieri', '2026-02-30'),
      );

/** An option by position (resolved once the parent's value is known), or a value no option has. */
type Pick = { index: number } | { unknown: string };
const ownPick: fc.Arbitrary<Pick> = fc.nat().map((index) => ({ index }));
const pick = (own: boolean): fc.Arbitrary<Pick> =>
  own
    ? ownPick
    : fc.oneof(
        { weight: 9, arbitrary: ownPick },
        { weight: 1, arbitrary: fc.constantFrom('', 'sconosciuto', '-1').map((unknown) => ({ unknown })) },
      );

type Drawn = string | boolean | RawRow[] | Pick;
type PickSpec = Extract<InputSpec, { options: unknown }>;
const isPick = (input: InputSpec): input is PickSpec => 'options' in input;

/** What a field receives: only what it is made for (`own`), or that mostly and sometimes anything. */
function inputArbitrary(input: InputSpec, own: boolean): fc.Arbitrary<Drawn> {
  switch (input.kind) {
    case 'number':
      return numberText(
        { min: input.min, max: input.max, integer: input.integer, step: input.step, default: input.default },
        own,
      );
    case 'range':
      return numberText({ min: input.min, max: input.max, step: input.step, default: input.default }, own);
    case 'time':
      return timeText(own);
    case 'text':
      return textOf(input, own);
    case 'search':
      return own ? fc.constant(String(input.default)) : fc.constantFrom(String(input.default), '', 'Z999', 'nonsense');
    case 'date':
      return dateText(own);
    case 'toggle':
      return fc.boolean();
    case 'rows': {
      const least = Math.max(1, input.min);
      return fc.array(
        fc.record(Object.fromEntries(input.fields.map((f) => [f.id, numberText({ step: f.step }, own)]))),
        { minLength: least, maxLength: least + 3 },
      );
    }
    case 'select':
    case 'choice':
    case 'tabs':
      return pick(own);
  }
}

/** A pick as the form holds it: its option among those of the current parent value, or its unknown value. */
function chosen(input: PickSpec, p: Pick, raw: RawValues): string {
  if ('unknown' in p) return p.unknown;
  const options = optionsOf(input, raw);
  return options.length > 0 ? String(options[p.index % options.length]!.value) : '';
}

/**
 * The form's values: the defaults, every field replaced; a dependent select after its parent. Three
 * sets in five give every field what it is made for (however many fields there are), the others
 * mix in anything.
 */
export function rawArbitrary(calculator: CalculatorModule): fc.Arbitrary<RawValues> {
  const record = (own: boolean) =>
    fc.record(Object.fromEntries(calculator.inputs.map((input) => [input.id, inputArbitrary(input, own)])));
  const drawn = fc.oneof({ weight: 3, arbitrary: record(true) }, { weight: 2, arbitrary: record(false) });
  return drawn.map((values) => {
    const raw: RawValues = defaultValues(calculator);
    const pending = [...calculator.inputs];
    while (pending.length > 0) {
      const input = pending.splice(
        pending.findIndex((i) => !pending.some((other) => isPick(i) && other.id === i.dependsOn)),
        1,
      )[0]!;
      const value = values[input.id]!;
      raw[input.id] = isPick(input) ? chosen(input, value as Pick, raw) : (value as RawValue);
    }
    return raw;
  });
}

// ---------------------------------------------------------------------------------------------
// The guards, one by one

/** The generated module's text as a module object, with no import: the engine's helpers and the rule book's reader are passed in. */
export function moduleFromText(code: string): CalculatorModule {
  const js = transform(code, { transforms: ['typescript'] })
    .code.replace(/^import .*;$/gm, '')
    // The library's functions it imports, gathered as F: given below instead.
    .replace(/^const F = \{[^}]*\};$/m, '')
    .replace(/^if \(import\.meta\.hot\).*$/m, '')
    .replace(/^export default calculator;$/m, 'return calculator;');
  // What a module imports, by the names it imports them as.
  const imports: Record<string, unknown> = { F, H, range, cutShort, readRules, datasetRows };
  return new Function(...Object.keys(imports), js)(...Object.values(imports)) as CalculatorModule;
}

interface Guard {
  /** Where the file states it (the input, for a bound). */
  where: string;
  /** Did it hold for these parsed inputs? */
  holds: (values: Record<string, unknown>, filled: Record<string, boolean>, sources: SourceData) => boolean;
}

/** The text of every line of the generated code that refuses when its guard fails. */
const GUARD_LINE = /^(\s*)if \(!\((.*)\)\) return \{ refused: \[.*\] \};$/gm;

/**
 * The guards in the order the module checks them (each only once those before it hold): the
 * bounds of number fields, read here; then each guard of the file, read by the module's own code
 * with that guard alone (the module returns a mark as soon as it holds).
 */
function guardsOf(c: CheckedCalculator, code: string): Guard[] {
  const inputs = c.data.inputs ?? [];
  const bounds: Guard[] = inputs.flatMap((input, i) => {
    if (input.kind === 'text' && input.pattern !== undefined) {
      const { id, pattern } = input;
      return [{ where: whereIn(c, ['inputs', i]), holds: (values) => matches(values[id] as string, pattern) }];
    }
    if (input.kind !== 'number' || boundGuards([input]).length === 0) return [];
    const { id, min, max, integer } = input;
    const where = whereIn(c, ['inputs', i]);
    return [
      {
        where,
        holds: (values) =>
          !(
            (values[id] as number) < (min ?? -Infinity) ||
            (values[id] as number) > (max ?? Infinity) ||
            (integer && Math.floor(values[id] as number) !== values[id])
          ),
      },
    ];
  });
  const lines = [...code.matchAll(GUARD_LINE)];
  const declared = c.guards.slice(c.guards.length - (c.data.guards ?? []).length);
  const fileGuards = declared.map((ir, j) => {
    const text = toJs(ir).toString();
    const line = lines.findIndex((l) => l[2]!.includes(text));
    if (line < 0)
      throw new Error(`${whereIn(c, ['guards', j])}: the guard's code (${text}) is not in the generated module`);
    const alone = code.replace(lines[line]![0], `${lines[line]![1]}if (!(${text})) return { refused: [] }; return {};`);
    const module = moduleFromText(alone);
    return {
      order: [line, lines[line]![2]!.indexOf(text)],
      guard: {
        where: whereIn(c, ['guards', j]),
        holds: (values, filled, sources) => !('refused' in module.evaluate(values as never, filled, sources)),
      } as Guard,
    };
  });
  fileGuards.sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!);
  return [...bounds, ...fileGuards.map((g) => g.guard)];
}

// ---------------------------------------------------------------------------------------------
// What the page shows

/** Words of a broken value, or a negative zero ("-0", "-0,00 €", "-0 volte"). */
const BROKEN = /\b(?:NaN|Infinity|undefined|null)\b|(?<![\d.,])-0(?:,0+)?(?![\d.,])/;

function shown(text: unknown, where: string): void {
  if (typeof text !== 'string' || BROKEN.test(text)) throw new Error(`${where} shows ${JSON.stringify(String(text))}`);
}

/** Everything the results card, notes, tables and charts would show for `evaluation`. */
function checkDisplayed(c: CheckedCalculator, calculator: CalculatorModule, evaluation: Evaluation): void {
  const values = evaluation.values;
  const at = (list: 'results' | 'notes' | 'tables' | 'charts', index: number) => whereIn(c, [list, index]);
  calculator.results.forEach((result, i) => {
    if (result.hidden || !evaluation.results[result.id]) return;
    shown(result.label(values), `${at('results', i)}: the label of ${result.id}`);
    shown(displayResult(result, values[result.id]!), `${at('results', i)}: the result ${result.id}`);
    if (result.note) shown(result.note(values), `${at('results', i)}: the note of ${result.id}`);
  });
  calculator.notes.forEach((note, i) => {
    if (!evaluation.notes[note.id]) return;
    if (note.title) shown(note.title(values), `${at('notes', i)}: the title of note ${note.id}`);
    if (note.text) shown(note.text(values), `${at('notes', i)}: the text of note ${note.id}`);
  });
  // Table cells as the renderer formats them. A finite number always comes out of Intl (tests/engine.test.ts
  // covers the formats), so in long tables only the first and last rows format theirs: up to 1000 rows of
  // Intl calls per input set would take most of the run.
  calculator.tables.forEach((spec, i) => {
    const rows = evaluation.tables[spec.id] ?? [];
    rows.forEach((row, r) => {
      row.forEach((cell, k) => {
        if (r > 0 && r < rows.length - 1 && typeof cell === 'number' && Number.isFinite(cell)) return;
        shown(
          formatValue(cell, spec.columns[k]!.format, spec.columns[k]!.decimals),
          `${at('tables', i)}: table "${spec.title}", column ${spec.columns[k]!.label}, row ${r + 1}`,
        );
      });
    });
  });
  calculator.charts.forEach((spec, i) => {
    const data = evaluation.charts[spec.id];
    if (!data) return;
    for (const label of data.labels) shown(label, `${at('charts', i)}: a label of chart "${spec.title}"`);
    for (const values of data.data) {
      for (const value of values)
        if (!Number.isFinite(value)) throw new Error(`${at('charts', i)}: chart "${spec.title}" draws ${value}`);
    }
  });
}

// ---------------------------------------------------------------------------------------------

export interface PropertyOutcome {
  runs: number;
  /** Input sets that every guard let through. */
  computed: number;
  /** What is doubtful without being wrong, each naming the file and line. */
  warnings: string[];
}

/** Below this share of input sets computed, the guards let almost nothing through (a warning). */
const FEW = 0.01;

/**
 * Runs the property on `c` (its checked file), `calculator` (its generated module) and `code` (that
 * module's text); fails with the file's line and the inputs, as typed, of the smallest failing set.
 */
export function checkProperty(
  c: CheckedCalculator,
  calculator: CalculatorModule,
  code: string,
  runs: number,
  seed: number,
): PropertyOutcome {
  const sources = fallbackSources(calculator);
  const guards = guardsOf(c, code);
  const rejected = guards.map(() => 0);
  let computed = 0;
  const details = fc.check(
    fc.property(rawArbitrary(calculator), (raw) => {
      inputStateOf(calculator, raw);
      const evaluation = calculate(calculator, raw, sources);
      const parsed = parseInputs(calculator.inputs, raw);
      const failing = guards.findIndex((g) => !g.holds(parsed.values, parsed.filled, sources));
      if (evaluation === null && failing < 0)
        throw new Error('every guard holds, but calculate returned null (no result shown)');
      if (evaluation !== null && failing >= 0)
        throw new Error(`${guards[failing]!.where}: this guard fails, but calculate returned results`);
      if (evaluation) {
        checkDisplayed(c, calculator, evaluation);
        computed++;
      } else rejected[failing]!++;
    }),
    { numRuns: runs, seed },
  );
  if (details.failed) {
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const where = /^calculators\/\S+\.yaml:\d+/.test(error) ? '' : `${c.source.file}: `;
    failExample(
      `${where}${error}\n  inputs, as typed: ${JSON.stringify(details.counterexample?.[0])}\n  replay: PROPERTY_SEED=${details.seed} (fast-check path ${details.counterexamplePath})`,
    );
  }
  // Counted again from scratch on a shrunk run would differ: these are the counts of the `runs` sets.
  const warnings: string[] = [];
  if (guards.length > 0 && computed < FEW * runs) {
    const most = rejected.indexOf(Math.max(...rejected));
    warnings.push(
      `${guards[most]!.where}: the guards let ${computed} of ${runs} random input sets through (this one stopped ${rejected[most]}): the results were hardly checked; the inputs' bounds, step and options say what to draw`,
    );
  }
  // In fewer sets, a guard that is rarely false (two fields both 0) may simply not have come up.
  if (guards.length > 0 && computed === runs && runs >= 1000)
    warnings.push(`${guards[0]!.where}: no random input set failed a guard: the kept results were not checked`);
  return { runs, computed, warnings };
}

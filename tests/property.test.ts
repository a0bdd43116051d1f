/**
 * Property-based tests over every calculator: 10,000 input sets each, built from the defaults with
 * every field replaced by what a visitor might type (Italian numbers, empty text, "-", "abc",
 * "1e309", huge and negative values, blanks), any option or an unknown one, both toggle states,
 * 1-4 rows. For each set:
 *   1. calculate and inputStateOf never throw;
 *   2. nothing the page would show (results, labels, notes, table cells, chart labels) contains
 *      NaN, Infinity, undefined, null or a negative zero, and a chart that is drawn has only finite values;
 *   3. calculate returns null exactly when a guard fails. The guards are evaluated independently
 *      with mathjs (the formula language's reference) over the parsed inputs, the lookups, the
 *      sources and the named values, with plain JavaScript comparisons (mathjs compares with a
 *      tolerance: 1e-300 > 0 would be false there).
 */
import fc from 'fast-check';
import { all, create, type EvalFunction, type MathNode } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { type CheckedCalculator, isReady } from '../generator/check/index.ts';
import { calculate, defaultValues, displayResult, fallbackSources, inputStateOf } from '../src/engine/compute.ts';
import { formatValue } from '../src/engine/formats/index.ts';
import { parseInputs } from '../src/engine/parse.ts';
import type { CalculatorModule, Evaluation, InputSpec, RawRow, RawValue, RawValues, SourceData } from '../src/engine/types.ts';
import { optionsOf } from '../src/renderer/inputs/options.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';

const RUNS = 10_000;
const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');

// ---------------------------------------------------------------------------------------------
// What visitors type

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const sign = fc.constantFrom('', '', '-');

const numberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1000, max: 100_000 }).map(String) },
  // "10,5", "-0,25"
  { weight: 2, arbitrary: fc.tuple(sign, fc.nat(9999), fc.nat(999)).map(([s, i, f]) => `${s}${i},${f}`) },
  // "1.234,56"
  { weight: 1, arbitrary: fc.tuple(sign, fc.integer({ min: 1000, max: 999_999_999 }), fc.nat(99)).map(([s, i, f]) => `${s}${grouped(i)},${String(f).padStart(2, '0')}`) },
  // "2.5" (and "1.500", which reads as 1500)
  { weight: 1, arbitrary: fc.tuple(sign, fc.nat(999), fc.nat(999)).map(([s, i, f]) => `${s}${i}.${f}`) },
  // anything a double prints: 5e-324, 1.7976931348623157e+308, -0, NaN, Infinity
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('', ' ', '\t', '-', 'abc', '1e309', '-1e308', '1e308', '999999999999999999999', '-999999999999999999999', '0', '-0', '0,0001', ' 12 ', '-1'),
  },
);

const timeText = fc.oneof(
  numberText,
  fc.tuple(fc.nat(26), fc.nat(61)).map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
);

/** An option by position (resolved once the parent's value is known), or a value no option has. */
type Pick = { index: number } | { unknown: string };
const pick: fc.Arbitrary<Pick> = fc.oneof(
  { weight: 9, arbitrary: fc.nat().map((index) => ({ index })) },
  { weight: 1, arbitrary: fc.constantFrom('', 'sconosciuto', '-1').map((unknown) => ({ unknown })) },
);

type Drawn = string | boolean | RawRow[] | Pick;
type PickSpec = Extract<InputSpec, { options: unknown }>;
const isPick = (input: InputSpec): input is PickSpec => 'options' in input;

function inputArbitrary(input: InputSpec): fc.Arbitrary<Drawn> {
  switch (input.kind) {
    case 'number':
    case 'range':
      return numberText;
    case 'time':
      return timeText;
    case 'toggle':
      return fc.boolean();
    case 'rows':
      return fc.array(fc.record(Object.fromEntries(input.fields.map((f) => [f.id, numberText]))), { minLength: 1, maxLength: 4 });
    case 'select':
    case 'choice':
    case 'tabs':
      return pick;
  }
}

/** A pick as the form holds it: its option among those of the current parent value, or its unknown value. */
function chosen(input: PickSpec, p: Pick, raw: RawValues): string {
  if ('unknown' in p) return p.unknown;
  const options = optionsOf(input, raw);
  return options.length > 0 ? String(options[p.index % options.length]!.value) : '';
}

/** The form's values: the defaults, every field replaced; a dependent select after its parent. */
function rawArbitrary(calculator: CalculatorModule): fc.Arbitrary<RawValues> {
  const drawn = fc.record(Object.fromEntries(calculator.inputs.map((input) => [input.id, inputArbitrary(input)])));
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
// The guards, evaluated independently

const math = create(all!);
math.import(
  {
    equal: (a: unknown, b: unknown) => a === b,
    unequal: (a: unknown, b: unknown) => a !== b,
    larger: (a: number, b: number) => a > b,
    largerEq: (a: number, b: number) => a >= b,
    smaller: (a: number, b: number) => a < b,
    smallerEq: (a: number, b: number) => a <= b,
  },
  { override: true },
);

type Scope = Map<string, unknown>;

/** Which fields are filled in the input set being checked (present() reads it). */
let filled: Record<string, boolean> = {};
/** A scope that reads `row`'s fields first, then `outer`. */
const rowScope = (outer: Scope, row: Record<string, number>) =>
  ({ get: (k: string) => (k in row ? row[k] : outer.get(k)), has: (k: string) => k in row || outer.has(k), set: outer.set.bind(outer), keys: () => outer.keys() }) as unknown as Scope;
/** An unevaluated argument, evaluated in `scope`: compiled once, not on every evaluation. */
const compiled = new WeakMap<MathNode, EvalFunction>();
function evaluateArg(node: MathNode, scope: Scope): unknown {
  let code = compiled.get(node);
  if (!code) {
    code = node.compile();
    compiled.set(node, code);
  }
  return code.evaluate(scope);
}
// present(input) and countOf(rows, condition) read their arguments unevaluated, as the language does.
const present = Object.assign((args: MathNode[]) => filled[(args[0] as unknown as { name: string }).name] === true, { rawArgs: true });
const countOf = Object.assign(
  (args: MathNode[], _math: unknown, scope: Scope) => {
    const rows = evaluateArg(args[0]!, scope) as Record<string, number>[];
    const condition = args[1];
    return rows.filter((row) => !condition || evaluateArg(condition, rowScope(scope, row)) === true).length;
  },
  { rawArgs: true },
);
// `and` and `or` evaluate their right side only when the left does not decide, as mathjs's own
// transforms do (on the language's conditions, booleans); those compile both sides again at every
// evaluation, which took most of the time of some calculators.
const and = Object.assign((args: MathNode[], _math: unknown, scope: Scope) => Boolean(evaluateArg(args[0]!, scope)) && Boolean(evaluateArg(args[1]!, scope)), { rawArgs: true });
const or = Object.assign((args: MathNode[], _math: unknown, scope: Scope) => Boolean(evaluateArg(args[0]!, scope)) || Boolean(evaluateArg(args[1]!, scope)), { rawArgs: true });
math.import({ present, countOf, and, or }, { override: true });

/** A scope that evaluates the calculator's named values and results on first use. */
class LazyScope extends Map<string, unknown> {
  constructor(
    base: Record<string, unknown>,
    private readonly formulas: Map<string, EvalFunction>,
  ) {
    super(Object.entries(base));
  }
  override has(name: string): boolean {
    return super.has(name) || this.formulas.has(name);
  }
  override get(name: string): unknown {
    if (!super.has(name) && this.formulas.has(name)) this.set(name, this.formulas.get(name)!.evaluate(this));
    return super.get(name);
  }
}

/** A lookup or source table as formulas read it: an absent key gives the fallback row, or 0. */
function table(rows: Record<string, unknown>, fallback: string | number | undefined): Record<string, unknown> {
  return new Proxy(rows, { get: (target, key) => (typeof key === 'string' && key in target ? target[key] : fallback !== undefined ? target[String(fallback)] : 0) });
}

/** The number inputs with min, max or integer: guards too. */
const boundedInputs = (c: CheckedCalculator) => (c.data.inputs ?? []).flatMap((i) => (i.kind === 'number' && (i.min !== undefined || i.max !== undefined || i.integer) ? [i] : []));

/** (raw) -> do all guards hold? */
function guardOracle(c: CheckedCalculator, calculator: CalculatorModule, sources: SourceData): (raw: RawValues) => boolean {
  const guards = (c.data.guards ?? []).map((g) => math.compile(String(g)));
  const bounds = boundedInputs(c);
  const formulas = new Map<string, EvalFunction>(Object.entries(c.data.values ?? {}).map(([name, f]) => [name, math.compile(String(f))]));
  for (const r of c.data.results ?? []) if (r.formula !== undefined) formulas.set(r.id, math.compile(String(r.formula)));
  const tables = {
    ...Object.fromEntries(Object.entries(c.data.lookups ?? {}).map(([name, l]) => [name, table(l.rows, l.fallback)])),
    ...Object.fromEntries(Object.entries(sources).map(([name, rows]) => [name, table(rows, undefined)])),
  };
  return (raw) => {
    const parsed = parseInputs(calculator.inputs, raw);
    filled = parsed.filled;
    const scope = new LazyScope({ ...parsed.values, ...tables }, formulas);
    return (
      bounds.every(({ id, min, max, integer }) => {
        const v = parsed.values[id] as number;
        return !(v < (min ?? -Infinity) || v > (max ?? Infinity) || (integer && Math.floor(v) !== v));
      }) && guards.every((g) => g.evaluate(scope) === true)
    );
  };
}

// ---------------------------------------------------------------------------------------------
// What the page shows

/** Words of a broken value, or a negative zero ("-0", "-0,00 €", "-0 volte"). */
const BROKEN = /\b(?:NaN|Infinity|undefined|null)\b|(?<![\d.,])-0(?:,0+)?(?![\d.,])/;

function shown(text: unknown, where: string): void {
  if (typeof text !== 'string' || BROKEN.test(text)) throw new Error(`${where} shows ${JSON.stringify(String(text))}`);
}

/** Everything the results card, notes, tables and charts would show for `evaluation`. */
function checkDisplayed(calculator: CalculatorModule, evaluation: Evaluation): void {
  const values = evaluation.values;
  calculator.results.forEach((result) => {
    if (result.hidden || !evaluation.results[result.id]) return;
    shown(result.label(values), `label of ${result.id}`);
    shown(displayResult(result, values[result.id]!), `result ${result.id}`);
    if (result.note) shown(result.note(values), `note of ${result.id}`);
  });
  calculator.notes.forEach((note) => {
    if (!evaluation.notes[note.id]) return;
    if (note.title) shown(note.title(values), `title of note ${note.id}`);
    if (note.text) shown(note.text(values), `text of note ${note.id}`);
  });
  // Table cells as the renderer formats them. A finite number always comes out of Intl (tests/engine.test.ts
  // covers the formats), so in long tables only the first and last rows format theirs: up to 1000 rows of
  // Intl calls per input set would take most of the run.
  calculator.tables.forEach((spec) => {
    const rows = evaluation.tables[spec.id] ?? [];
    rows.forEach((row, r) => {
      row.forEach((cell, k) => {
        if (r > 0 && r < rows.length - 1 && typeof cell === 'number' && Number.isFinite(cell)) return;
        shown(formatValue(cell, spec.columns[k]!.format, spec.columns[k]!.decimals), `table ${spec.id}, column ${spec.columns[k]!.label}`);
      });
    });
  });
  calculator.charts.forEach((spec) => {
    const data = evaluation.charts[spec.id];
    if (!data) return;
    for (const label of data.labels) shown(label, `label of chart "${spec.title}"`);
    for (const values of data.data) {
      for (const value of values) if (!Number.isFinite(value)) throw new Error(`chart "${spec.title}" draws ${value}`);
    }
  });
}

// ---------------------------------------------------------------------------------------------

const ready = (run.checked?.calculators ?? []).filter(isReady);

it('every generated calculator is tested', () => {
  expectNoErrors(run);
  expect(Object.keys(modules).sort()).toEqual(ready.map((c) => `../src/generated/calculators/${c.data.id}.ts`).sort());
});

describe.each(ready.map((c) => [c.data.id, c] as const))('%s', (id, c) => {
  it(`${RUNS} input sets: no exception, nothing broken shown, null exactly when a guard fails`, async () => {
    const calculator = (await modules[`../src/generated/calculators/${id}.ts`]!()).default;
    const sources = fallbackSources(calculator);
    const guardsHold = guardOracle(c, calculator, sources);
    let kept = 0;
    fc.assert(
      fc.property(rawArbitrary(calculator), (raw) => {
        inputStateOf(calculator, raw);
        const evaluation = calculate(calculator, raw, sources);
        const expected = guardsHold(raw);
        if ((evaluation !== null) !== expected) throw new Error(expected ? 'the guards hold but calculate returned null' : `a guard fails but calculate returned ${typeof evaluation}`);
        if (evaluation) checkDisplayed(calculator, evaluation);
        else kept++;
      }),
      { numRuns: RUNS },
    );
    // The runs exercised the guards, both ways.
    if (c.data.guards?.length || boundedInputs(c).length) expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(RUNS);
  }, 60_000);
});

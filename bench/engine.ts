/**
 * Engine: one recompute of each calculator, from the form's raw text to formatted results, with
 * the compiled formulas; and the same formulas evaluated by mathjs at run time (parsed and
 * compiled once, evaluated per run), in the same order, on the same parsed inputs. The two must
 * agree; the ratio is the gain of compiling at build time.
 */
import { all, create, type EvalFunction, type MathNode } from 'mathjs';
import type { CheckedCalculator } from '../generator/check/calculator.ts';
import { namesIn } from '../generator/check/expression.ts';
import { isReady } from '../generator/check/index.ts';
import { PARAMETER_READERS } from '../generator/compile/expression.ts';
import { specialForms } from '../generator/forms/index.ts';
import { generate } from '../generator/pipeline.ts';
import { displayResult } from '../language/formats/index.ts';
import { formulaFunctions } from '../language/functions/index.ts';
import { readRules } from '../language/parameters.ts';
import type { CalculatorModule, ParsedInputs, Scalar, SourceData } from '../language/spec.ts';
import { calculate, defaultValues, fallbackSources } from '../src/engine/compute.ts';
import { parseInputs } from '../src/engine/parse.ts';
import { range } from '../src/engine/range.ts';
import { solveRaw } from '../src/engine/solve.ts';
import { budget, collectGarbage, heading, median, table } from './report.ts';

const math = create(all!);
/** Every value of a series column (`flussi.importo`), spread into the function it is an argument of. */
class Column {
  constructor(readonly values: unknown[]) {}
}
// The formula library, with the same semantics as the compiled code.
math.import(
  Object.fromEntries(
    [...formulaFunctions.values()].map((f) => [
      f.name,
      (...args: unknown[]) =>
        Reflect.apply(
          f.impl,
          undefined,
          args.flatMap((a) =>
            a instanceof Column ? a.values : [math.isMatrix(a) ? (a as { toArray(): unknown }).toArray() : a],
          ),
        ),
    ]),
  ),
  { override: true },
);
// Lookups as a function (mathjs cannot index an object with a number), with the same fallback rule;
// == and != compare texts as texts (mathjs would convert them to numbers), as the compiled code does.
math.import(
  {
    equal: (a: Scalar, b: Scalar) => a === b,
    unequal: (a: Scalar, b: Scalar) => a !== b,
    lookup: (table: Record<string, unknown>, key: Scalar, fallback?: string) =>
      table[String(key)] ?? (fallback === undefined ? 0 : table[fallback]),
    column: (rows: Record<string, unknown>[], name: string) => new Column(rows.map((row) => row[name])),
  },
  { override: true },
);

/** The rows of the series being built, for prev(). */
let building: Record<string, unknown>[] = [];

/** An unevaluated argument compiled once, not on every evaluation (mathjs would be timed compiling). */
const compiledArgs = new WeakMap<MathNode, EvalFunction>();
function compiled(node: MathNode): EvalFunction {
  let code = compiledArgs.get(node);
  if (!code) {
    code = node.compile();
    compiledArgs.set(node, code);
  }
  return code;
}

/**
 * The special forms as mathjs functions with their arguments unevaluated (rawArgs), from each form's
 * own reference implementation (generator/forms/): the oracle the compiled code is compared with.
 */
function rawFunctions(filled: () => Record<string, boolean>) {
  const context = {
    evaluate: (node: MathNode, scope: Map<string, unknown>) => compiled(node).evaluate(scope),
    previousRow: () => building[building.length - 1],
    filled,
  };
  return Object.fromEntries(
    specialForms.map((form) => [form.name, Object.assign(form.oracle(context), { rawArgs: true })]),
  );
}

let currentFilled: Record<string, boolean> = {};
math.import(
  rawFunctions(() => currentFilled),
  { override: true },
);

/** Rewrites table[key] as lookup(table, key, fallback), and rows.column (a whole column) as column(rows, "column"), for mathjs. */
function forMathjs(text: string, lookups: Map<string, string | undefined>, rows: ReadonlySet<string>): EvalFunction {
  const node = math.parse(String(text)).transform((n) => {
    if (n.type === 'AccessorNode') {
      const accessor = n as unknown as {
        object: MathNode & { name?: string };
        index: { dotNotation: boolean; dimensions: MathNode[] };
      };
      if (accessor.index.dotNotation && accessor.object.type === 'SymbolNode' && rows.has(accessor.object.name!))
        return new math.FunctionNode('column', [accessor.object, accessor.index.dimensions[0]!]);
      if (!accessor.index.dotNotation && accessor.object.type === 'SymbolNode' && lookups.has(accessor.object.name!)) {
        const fallback = lookups.get(accessor.object.name!);
        return new math.FunctionNode('lookup', [
          accessor.object,
          accessor.index.dimensions[0]!,
          ...(fallback === undefined ? [] : [new math.ConstantNode(fallback)]),
        ]);
      }
    }
    return n;
  });
  return node.compile();
}

/** The file's formulas run by mathjs at run time: the oracle the compiled code is compared with. */
export function mathjsCalculator(c: CheckedCalculator) {
  const d = c.data;
  const lookups = new Map<string, string | undefined>([
    ...Object.entries(d.lookups ?? {}).map(
      ([name, l]) => [name, l.fallback === undefined ? undefined : String(l.fallback)] as [string, string | undefined],
    ),
    ...(d.sources ?? []).map((s) => [s.id, undefined] as [string, undefined]),
  ]);
  const rows = new Set([
    ...c.series.map((s) => s.def.id),
    ...(d.inputs ?? []).filter((i) => i.kind === 'rows').map((i) => i.id),
  ]);
  const compile = (text: unknown) => forMathjs(String(text), lookups, rows);
  const definitions = c.definitions.map((def) => {
    const result = d.results?.find((r) => r.id === def.name);
    let text = result ? String(result.formula ?? '') : String(d.values![def.name]);
    if (result?.cases) {
      const last = result.cases[result.cases.length - 1]!;
      text = result.cases.reduceRight(
        (rest, k) => (k.when === undefined ? `(${k.value})` : `((${k.when}) ? (${k.value}) : ${rest})`),
        last.when === undefined ? '0' : def.type === 'string' ? '""' : '0',
      );
    }
    return { name: def.name, code: compile(text), afterSeries: def.afterSeries === true };
  });
  // Values that read a series (and guards on them) come after the series, as in the compiled code.
  const late = new Set(definitions.filter((def) => def.afterSeries).map((def) => def.name));
  const guards = (d.guards ?? []).map((text) => ({
    code: compile(text),
    late: [...(namesIn(String(text)) ?? [])].some((name) => late.has(name)),
  }));
  const series = c.series.map((s) => ({
    def: s.def,
    from: s.def.from === undefined ? undefined : compile(s.def.from),
    to: s.def.to === undefined ? undefined : compile(s.def.to),
    step: s.def.step === undefined ? undefined : compile(s.def.step),
    columns: Object.entries(s.def.columns).map(([name, text]) => ({ name, code: compile(text) })),
  }));
  const conditions = [
    ...(d.results ?? []).map((r) => r.visibleWhen),
    ...(d.notes ?? []).map((n) => n.when),
    ...(d.tables ?? []).map((t) => t.visibleWhen),
    ...(d.charts ?? []).map((ch) => ch.visibleWhen),
  ]
    .filter((w) => w !== undefined)
    .map(compile);
  const perRow = (seriesId: string | undefined, formulas: unknown[]) => ({
    series: c.series.findIndex((s) => s.def.id === seriesId),
    codes: formulas.map(compile),
  });
  const drawn = [
    ...(d.tables ?? []).map((t) =>
      perRow(
        t.series,
        t.columns.map((col) => col.value),
      ),
    ),
    ...(d.charts ?? [])
      .filter((ch) => ch.series)
      .map((ch) =>
        perRow(
          ch.series,
          (ch.datasets ?? []).map((ds) => ds.value),
        ),
      ),
  ];
  const items = (d.charts ?? []).flatMap((ch) => (ch.items ?? []).map((item) => compile(item.value)));
  const tables = Object.fromEntries(Object.entries(d.lookups ?? {}).map(([name, l]) => [name, l.rows]));
  // Parameters as functions of the day: the readers the compiled code calls (PARAMETER_READERS), on the checked values.
  const rules = readRules(
    Object.fromEntries(c.parameters.map(({ name, rule }) => [name, { rule: rule.name, values: rule.values }])),
  );
  const parameters = Object.fromEntries(
    c.parameters.map(({ name, rule }) => {
      const read = rules[PARAMETER_READERS[rule.shape]] as (...args: unknown[]) => number;
      return [name, (...args: unknown[]) => read(name, ...args)];
    }),
  );
  // The file's functions, as mathjs defines them ("f(a, b) = body"): each reads only its parameters
  // and calls the others from this scope.
  const functions = new Map<string, unknown>();
  for (const [signature, body] of Object.entries(d.functions ?? {})) math.evaluate(`${signature} = ${body}`, functions);
  // The same work as a compiled evaluate: values, guards, series rows, conditions, drawn values.
  return (
    values: ParsedInputs,
    filled: Record<string, boolean>,
    sources: SourceData,
  ): Record<string, Scalar> | null => {
    currentFilled = filled;
    const scope = new Map<string, unknown>([
      ...Object.entries(values),
      ...functions,
      ...Object.entries(tables),
      ...Object.entries(parameters),
      ...Object.entries(sources),
    ]);
    for (const def of definitions) if (!def.afterSeries) scope.set(def.name, def.code.evaluate(scope));
    if (!guards.every((g) => g.late || g.code.evaluate(scope) === true)) return null;
    const rows = series.map((s) => {
      const keys =
        s.def.keys ??
        range(
          s.from!.evaluate(scope) as number,
          s.to!.evaluate(scope) as number,
          s.step ? (s.step.evaluate(scope) as number) : 1,
          s.def.max ?? 1000,
        );
      building = [];
      const built = keys.map((key) => {
        const row = new Map(scope);
        row.set(s.def.index, key);
        const own: Record<string, unknown> = { [s.def.index]: key };
        for (const col of s.columns) {
          own[col.name] = col.code.evaluate(row);
          row.set(col.name, own[col.name]);
        }
        building.push(own);
        return row;
      });
      scope.set(s.def.id, building);
      return built;
    });
    for (const def of definitions) if (def.afterSeries) scope.set(def.name, def.code.evaluate(scope));
    if (!guards.every((g) => !g.late || g.code.evaluate(scope) === true)) return null;
    for (const condition of conditions) condition.evaluate(scope);
    for (const { series: n, codes } of drawn)
      for (const row of rows[n] ?? []) for (const code of codes) code.evaluate(row);
    for (const item of items) item.evaluate(scope);
    return Object.fromEntries(
      [...scope].filter(([, v]) => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'),
    ) as Record<string, Scalar>;
  };
}

/** Keeps every result alive, so the optimiser cannot drop the work being timed. */
export const sink: unknown[] = [];

/** Median time of one call, in microseconds: batches of `batch` calls, after a warm-up. */
export function time(fn: () => unknown, batch: number, batches = 17): number {
  for (let i = 0; i < batch * 5; i++) sink[i & 7] = fn();
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink[i & 7] = fn();
    samples.push(((performance.now() - start) * 1000) / batch);
  }
  return median(samples);
}

export async function benchEngine(root: string): Promise<void> {
  heading('Engine: one recompute (median µs)');
  console.log(
    '"recompute": raw form text -> parsed inputs -> compiled formulas -> formatted results, as on each keystroke.',
  );
  console.log(
    '"formulas": the formulas alone on parsed inputs (values, guards, series, conditions, chart and table values),',
  );
  console.log(
    'compiled at build time vs the same formulas run by mathjs (parsed and compiled once, evaluated per run).\n',
  );
  const run = await generate({ root, write: false });
  const rows: (string | number)[][] = [];
  let slowest = 0;
  let worstRatio = Infinity;
  let mismatches = 0;
  const sums = { recompute: 0, compiled: 0, mathjs: 0 };
  for (const c of (run.checked?.calculators ?? []).filter(isReady)) {
    // What the last calculator's mathjs run left on the heap, marked while the next one is timed,
    // slowed the allocating code (series, schedules) 2-10× at random.
    collectGarbage();
    const module = ((await import(`../src/generated/calculators/${c.data.id}.ts`)) as { default: CalculatorModule })
      .default;
    const raw = defaultValues(module);
    const sources = fallbackSources(module);
    const { values, filled } = parseInputs(module.inputs, raw);
    const reference = mathjsCalculator(c);
    // The two must agree before their speed means anything.
    const evaluation = module.evaluate(values, filled, sources);
    const expected = 'refused' in evaluation ? {} : evaluation.values;
    const actual = reference(values, filled, sources) ?? {};
    for (const [name, value] of Object.entries(expected)) {
      const other = actual[name];
      const same =
        typeof value === 'number' && typeof other === 'number'
          ? Math.abs(value - other) <= 1e-9 * Math.max(1, Math.abs(value)) ||
            (Number.isNaN(value) && Number.isNaN(other))
          : value === other;
      if (!same) {
        mismatches++;
        console.log(`  mismatch in ${c.data.id}.${name}: compiled ${String(value)}, mathjs ${String(other)}`);
      }
    }
    const recompute = time(() => {
      const evaluation = calculate(module, raw, sources);
      return evaluation && module.results.map((r) => displayResult(r, evaluation.values[r.id]!));
    }, 200);
    const compiled = time(() => module.evaluate(values, filled, sources), 1000);
    collectGarbage();
    const mathjs = time(() => reference(values, filled, sources), 50);
    sums.recompute += recompute;
    sums.compiled += compiled;
    sums.mathjs += mathjs;
    slowest = Math.max(slowest, recompute);
    worstRatio = Math.min(worstRatio, mathjs / compiled);
    rows.push([
      c.data.id,
      recompute.toFixed(2),
      compiled.toFixed(2),
      mathjs.toFixed(1),
      `${(mathjs / compiled).toFixed(0)}×`,
    ]);
  }
  table(['calculator', 'recompute µs', 'formulas: compiled µs', 'formulas: mathjs µs', 'ratio'], rows);
  console.log(
    `\nAll ${rows.length}: recompute ${sums.recompute.toFixed(0)} µs in total; formulas compiled ${sums.compiled.toFixed(1)} µs vs mathjs ${sums.mathjs.toFixed(0)} µs (${(sums.mathjs / sums.compiled).toFixed(0)}×); ${mismatches} value mismatches.`,
  );
  budget('Compiled formulas agree with mathjs on every value', mismatches === 0, `${mismatches} mismatches`);
  budget(
    'Compiled formulas ≥ 10× faster than mathjs, every calculator',
    worstRatio >= 10,
    `worst ${worstRatio.toFixed(1)}×`,
  );
  budget('Recompute < 50 µs median, every calculator', slowest < 50, `slowest ${slowest.toFixed(2)} µs`);
  await benchSolve(run.checked?.calculators.filter(isReady) ?? []);
}

/** 'Calcola al contrario': one solve per reverse declaration, for 1,2× the result at the defaults. */
async function benchSolve(calculators: CheckedCalculator[]): Promise<void> {
  heading('Engine: one reverse solve (median ms)');
  console.log(
    'From the form at the defaults, the declared input found for a target 1,2× the result there (src/engine/solve.ts).\n',
  );
  const rows: (string | number)[][] = [];
  let slowest = 0;
  for (const c of calculators.filter((c) => c.data.reverse)) {
    const module = ((await import(`../src/generated/calculators/${c.data.id}.ts`)) as { default: CalculatorModule })
      .default;
    const raw = defaultValues(module);
    const sources = fallbackSources(module);
    const target = 1.2 * (calculate(module, raw, sources)?.values[module.reverse![0]!.result] as number);
    for (const spec of module.reverse!) {
      collectGarbage();
      const outcome = solveRaw(module, spec, raw, target, sources);
      const ms = time(() => solveRaw(module, spec, raw, target, sources), 5) / 1000;
      slowest = Math.max(slowest, ms);
      rows.push([`${c.data.id}: ${spec.result} -> ${spec.input}`, outcome.kind, ms.toFixed(2)]);
    }
  }
  table(['declaration', 'outcome', 'solve ms'], rows);
  budget('Reverse solve < 5 ms median, every declaration', slowest < 5, `slowest ${slowest.toFixed(2)} ms`);
}

/**
 * Functions of a file (functions:) end to end, on tests/fixtures/functions/: the compiled module
 * gives the values computed by hand, declares each function once, agrees with the bench's mathjs
 * oracle and passes the property check (a guard calls a function); 'Come si calcola' typesets a
 * call by name and gives each call its own step with the values put in. The reports of bad files
 * are the fixtures tests/fixtures/generator/functions-* (tests/generator.test.ts).
 */
import path from 'node:path';
import { transform } from 'sucrase';
import { expect, it } from 'vitest';
import { mathjsCalculator } from '../bench/engine.ts';
import { isReady } from '../generator/check/index.ts';
import { generate } from '../generator/pipeline.ts';
import { implementations } from '../language/functions/index.ts';
import type { Explanations, ParsedInputs } from '../language/spec.ts';
import * as E from '../src/engine/explain.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { checkProperty, moduleFromText } from './support/property.ts';

const run = await generate({ root: path.resolve(import.meta.dirname, 'fixtures/functions'), write: false });
const c = (run.checked?.calculators ?? []).filter(isReady).find((x) => x.data.id === 'interessi')!;
const code = run.files.get('calculators/interessi.ts')!;
const module = moduleFromText(code);
const evaluate = (values: ParsedInputs) => {
  const outcome = module.evaluate(values as never, {}, {});
  return 'refused' in outcome ? null : outcome;
};

/** The explanation module's text as an object: its two imports given, as the site's bundler would. */
function explanationsFromText(text: string): Explanations {
  const js = transform(text, { transforms: ['typescript', 'imports'] }).code;
  const modules: Record<string, unknown> = { '../../engine/explain.ts': E };
  const exports: { default?: Explanations } = {};
  // The library's modules (language/functions/impls.ts) give the implementations by name.
  new Function('require', 'exports', js)((name: string) => modules[name] ?? implementations, exports);
  return exports.default!;
}

it('the file generates with no report', () => {
  expectNoErrors(run);
  expect(run.report).toBe('');
});

it('the compiled module gives the values computed by hand', () => {
  const values = evaluate({ importo: 1000, tasso: 2, giorni: 30 })!.values;
  // 1000 × 2 / 100 × 30 / 365 = 600 / 365
  expect(values.lordi).toBeCloseTo(600 / 365, 12);
  // 600 / 365 × 0.74 = 1.2164... -> 1.22
  expect(values.netti).toBe(1.22);
  expect(values.lordiAnno).toBeCloseTo(20, 12);
  // 5000 × 3 / 100 × 90 / 365 = 36.986...; net 27.3698... -> 27.37
  expect(evaluate({ importo: 5000, tasso: 3, giorni: 90 })!.values.netti).toBe(27.37);
  // The series calls it per row: 1000 × 2 / 100 × 60 / 365 in month 2.
  expect(evaluate({ importo: 1000, tasso: 2, giorni: 30 })!.tables['per-mese']![1]![1]).toBeCloseTo(1200 / 365, 12);
  // The guard positivo(importo): not for 0, and the field it refuses is the amount.
  expect(module.evaluate({ importo: 0, tasso: 2, giorni: 30 } as never, {}, {})).toEqual({ refused: ['importo'] });
});

it('each function is declared once, typed, before what calls it; calls compile to calls of it', () => {
  expect(code.match(/const f_interessi = /g)).toHaveLength(1);
  expect(code).toContain(
    'const f_interessi = (a_capitale: number, a_tasso: number, a_giorni: number): number => ((((a_capitale * a_tasso) / 100) * a_giorni) / 365);',
  );
  expect(code).toContain('const f_positivo = (a_x: number): boolean => (a_x > 0);');
  expect(code.indexOf('const f_interessi')).toBeLessThan(code.indexOf('const f_netto'));
  expect(code).toContain('const v_lordi = f_interessi(in_importo, in_tasso, in_giorni);');
});

it("the bench's mathjs oracle defines the functions and agrees with the compiled code", () => {
  const inputs = { importo: 2500, tasso: 1.5, giorni: 45 };
  const compiled = evaluate(inputs)!.values;
  const oracle = mathjsCalculator(c)(inputs, {}, {})!;
  for (const name of ['lordi', 'netti', 'lordiAnno']) expect(oracle[name]).toBeCloseTo(compiled[name] as number, 12);
  expect(mathjsCalculator(c)({ importo: -1, tasso: 1, giorni: 1 }, {}, {})).toBeNull();
});

it('the property check runs the module, guards calling a function included', () => {
  const { computed, warnings } = checkProperty(c, module, code, 300, 22);
  expect(computed).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});

it("'Come si calcola' writes a call by name with each parameter given its argument's symbol, and gives it its own step", () => {
  const explanations = explanationsFromText(run.files.get('explanations/interessi.ts')!);
  // interessi con capitale = C, tasso = r e giorni = g: words, not interessi(C, r, g).
  expect(explanations.lordi!.formula).toBe(
    '<math display="block"><mrow><mi>interessi</mi><mtext>\u00a0con\u00a0</mtext><mi>capitale</mi><mo>=</mo><mi>C</mi><mtext>,\u00a0</mtext><mi>tasso</mi><mo>=</mo><mi>r</mi><mtext>\u00a0e\u00a0</mtext><mi>giorni</mi><mo>=</mo><mi>g</mi></mrow></math>',
  );
  const { steps } = explanations.netti!.work({ importo: 1000, tasso: 2, giorni: 30, lordi: 600 / 365, netti: 1.22 });
  // netto's step (its definition, with 1000, 2, 30 put in, and its value in euro), then interessi's inside it.
  expect(steps).toHaveLength(2);
  const [netto, interessi] = steps.map((s) => s.replace(/<\/?mrow>/g, ''));
  expect(netto).toMatch(/^Funzione «netto»: <math><mi>netto<\/mi><mo>\u2061<\/mo><mo>\(<\/mo><mi>capitale<\/mi>/);
  // round() reads as words, never arrotonda(…): (…) arrotondato a 2 decimali.
  expect(netto).toContain(
    '<mo>)</mo><mtext>\u00a0arrotondato a\u00a0</mtext><mn>2</mn><mtext>\u00a0decimali\u00a0</mtext>',
  );
  expect(netto).not.toContain('arrotonda<');
  expect(netto).toMatch(/<mo>=<\/mo><mn>1,22\u00a0€<\/mn><\/math>$/);
  expect(interessi).toMatch(/^Funzione «interessi»: <math><mi>interessi<\/mi>/);
  // The definition with the parameters' names, then with the values.
  expect(interessi).toContain('<mi>capitale</mi><mo>×</mo><mi>tasso</mi>');
  expect(interessi).toContain('<mn>1.000</mn><mo>×</mo><mn>2</mn>');
  expect(interessi).toMatch(/<mo>=<\/mo><mn>1,64\u00a0€<\/mn><\/math>$/);
});

it('the explanation module declares only the functions it calls', () => {
  const text = run.files.get('explanations/interessi.ts')!;
  expect(text).toContain('const x_interessi = ');
  expect(text).toContain('const x_netto = ');
  // positivo is called by a guard only, which 'Come si calcola' does not explain.
  expect(text).not.toContain('positivo');
});

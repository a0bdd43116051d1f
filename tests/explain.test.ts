/**
 * 'Come si calcola': the MathML the generator typesets from small IR trees (generator/compile/mathml.ts),
 * and the explanation module's substituted formulas and self-explaining functions
 * (src/engine/explain.ts, the generated src/generated/explanations/*.ts).
 */
import { describe, expect, it } from 'vitest';
import type { IR } from '../generator/check/ir.ts';
import { typeset } from '../generator/compile/mathml.ts';
import { displayResult, formatValue } from '../language/formats/index.ts';
import { formulaFunctions } from '../language/functions/index.ts';
import { caseStep, functionSteps } from '../src/engine/explain.ts';
import { calculators } from '../src/generated/registry.ts';
import { calculatorModule, calculatorText } from '../src/site/modules.ts';

const n = (v: number): IR => ({ k: 'num', v });
const x = (name: string): IR => ({ k: 'ref', ref: { kind: 'input', name, type: 'number' } });
const bin = (op: Extract<IR, { k: 'binary' }>['op'], a: IR, b: IR): IR => ({ k: 'binary', op, a, b });
const tex = (ir: IR) => typeset(ir, (ref) => ref.name.toUpperCase(), undefined, false);
/** The markup without mrow wrappers: what a reader sees in order. */
const flat = (ir: IR) => tex(ir).replace(/<\/?mrow>/g, '');
/** A name applied to something (U+2061, function application, follows it) in MathML. */
const APPLIED = /<mi>([^<]*)<\/mi><mo>\u2061<\/mo>/g;
/** Words in a formula, apart from what is around them. */
const words = (text: string) => `<mtext>\u00a0${text}\u00a0</mtext>`;

describe('MathML of formulas', () => {
  it('a fraction is an mfrac with numerator and denominator in rows, no brackets', () => {
    expect(tex(bin('/', bin('+', x('a'), n(1)), x('b')))).toBe(
      '<math><mfrac><mrow><mrow><mi>A</mi><mo>+</mo><mn>1</mn></mrow></mrow><mrow><mi>B</mi></mrow></mfrac></math>',
    );
  });

  it('a power is an msup; its base gets brackets unless it is an atom, its exponent never', () => {
    expect(flat(bin('**', bin('+', n(1), x('r')), bin('*', x('n'), n(12))))).toBe(
      '<math><msup><mo>(</mo><mn>1</mn><mo>+</mo><mi>R</mi><mo>)</mo><mi>N</mi><mo>×</mo><mn>12</mn></msup></math>',
    );
    expect(flat(bin('**', x('a'), n(2)))).toBe('<math><msup><mi>A</mi><mn>2</mn></msup></math>');
  });

  it('brackets follow precedence: (a + b) × c, a + b × c, a − (b − c), a − b − c', () => {
    expect(flat(bin('*', bin('+', x('a'), x('b')), x('c')))).toBe(
      '<math><mo>(</mo><mi>A</mi><mo>+</mo><mi>B</mi><mo>)</mo><mo>×</mo><mi>C</mi></math>',
    );
    expect(flat(bin('+', x('a'), bin('*', x('b'), x('c'))))).toBe(
      '<math><mi>A</mi><mo>+</mo><mi>B</mi><mo>×</mo><mi>C</mi></math>',
    );
    expect(flat(bin('-', x('a'), bin('-', x('b'), x('c'))))).toBe(
      '<math><mi>A</mi><mo>−</mo><mo>(</mo><mi>B</mi><mo>−</mo><mi>C</mi><mo>)</mo></math>',
    );
    expect(flat(bin('-', bin('-', x('a'), x('b')), x('c')))).toBe(
      '<math><mi>A</mi><mo>−</mo><mi>B</mi><mo>−</mo><mi>C</mi></math>',
    );
  });

  it('functions: sqrt as msqrt, max as words with its arguments; numbers with a decimal comma', () => {
    expect(flat({ k: 'call', fn: 'sqrt', args: [x('a')] })).toBe('<math><msqrt><mi>A</mi></msqrt></math>');
    expect(flat({ k: 'call', fn: 'max', args: [x('a'), n(0.5)] })).toBe(
      `<math>${words('il maggiore tra')}<mi>A</mi>${words('e')}<mn>0,5</mn></math>`,
    );
  });

  it('escapes text: symbols and strings cannot open an element', () => {
    const math = typeset(bin('===', x('a'), { k: 'str', v: '<b>&' }), () => 'R&D <x>', 'T<');
    expect(math).toBe(
      '<math display="block"><mi>T&lt;</mi><mo>=</mo><mrow><mi>R&amp;D &lt;x&gt;</mi><mo>=</mo><mtext>«&lt;b&gt;&amp;»</mtext></mrow></math>',
    );
  });

  it('a case split is a table of its cases', () => {
    const math = flat({ k: 'cond', c: bin('>', x('a'), n(0)), a: x('a'), b: n(0) });
    expect(math).toContain(
      '<mtable><mtr><mtd><mi>A</mi></mtd><mtd><mtext>\u00a0se\u00a0</mtext><mi>A</mi><mo>&gt;</mo><mn>0</mn></mtd></mtr>',
    );
    expect(math).toContain('<mtext>\u00a0altrimenti</mtext>');
  });
});

describe('functions explain themselves', () => {
  it('brackets: a table of every band (from–to, rate, tax in it, total), then one sentence per band reached', () => {
    // 27.243 taxable: 23% × 15.000 = 3.450; 27% × (27.243 − 15.000 = 12.243) = 3.305,61; 38% × 0 above 28.000; total 6.755,61
    const [table, ...steps] = functionSteps('brackets', [27243, [15000, 28000], [0.23, 0.27, 0.38]], {
      format: 'euro',
    });
    const e = (amount: string) => amount.replace(' ', '\u00a0');
    expect(table).toBe(
      '<table class="explain-brackets"><caption>Scaglioni su 27.243,00\u00a0€</caption>' +
        '<thead><tr><th scope="col">Scaglione</th><th scope="col">Aliquota</th><th scope="col">Imposta</th></tr></thead><tbody>' +
        `<tr><td>${e('0,00 €')} – ${e('15.000,00 €')}</td><td>23%</td><td>${e('3.450,00 €')}</td></tr>` +
        `<tr><td>${e('15.000,00 €')} – ${e('28.000,00 €')}</td><td>27%</td><td>${e('3.305,61 €')}</td></tr>` +
        `<tr><td>oltre ${e('28.000,00 €')}</td><td>38%</td><td>${e('0,00 €')}</td></tr>` +
        `</tbody><tfoot><tr><th scope="row" colspan="2">Totale</th><td>${e('6.755,61 €')}</td></tr></tfoot></table>`,
    );
    expect(steps).toEqual([
      'Scaglione da 0,00\u00a0€ a 15.000,00\u00a0€: 23% × 15.000,00\u00a0€ = 3.450,00\u00a0€',
      'Scaglione da 15.000,00\u00a0€ a 28.000,00\u00a0€: 27% × 12.243,00\u00a0€ = 3.305,61\u00a0€',
    ]);
  });

  it('pmt: what the payment means, in words, with the values (the formula is its typesetting)', () => {
    // 200.000 × 0,025/12 / (1 − (1 + 0,025/12)^−360) = 790,24; 0,025 / 12 = 0,2083…% a rata
    expect(functionSteps('pmt', [0.025 / 12, 360, 200000], { format: 'euro' })).toEqual([
      'Rata costante (ammortamento alla francese): 360 rate da 790,24\u00a0€ restituiscono un capitale di 200.000,00\u00a0€ con un tasso del 0,2083% a rata.',
    ]);
    // 1.200 in 12 payments at 0%: 100 a month.
    expect(functionSteps('pmt', [0, 12, 1200], { format: 'euro' })[0]).toContain(
      '12 rate da 100,00\u00a0€ restituiscono un capitale di 1.200,00\u00a0€ senza interessi',
    );
  });

  it('npv: its typesetting is the sum of the discounted flows, so it has no step of its own', () => {
    expect(functionSteps('npv', [0.1, 100, 100], { format: 'euro' })).toEqual([]);
  });

  it('irr and rate name the rate found, or say why there is none', () => {
    const [found] = functionSteps('irr', [-100, 110], { format: 'euro' });
    expect(found).toContain('rende uguale a zero il valore attuale dei 2 flussi');
    expect(found).toMatch(/<mi>r<\/mi><mo>=<\/mo><mn>10%<\/mn><\/math>$/);
    expect(functionSteps('irr', [100, 50], { format: 'euro' })[0]).toMatch(/^Nessun tasso .* \(N\/D\)\.$/);
    // -100 + 230 v - 132 v² = 0 at 1 + r = 1.1 and 1.2.
    expect(functionSteps('irr', [-100, 230, -132], { format: 'euro' })[0]).toContain(
      'Più tassi rendono uguale a zero il valore attuale dei flussi (10%, 20%)',
    );
    const [rate] = functionSteps('rate', [12, 100, 1200], { format: 'euro' });
    expect(rate).toContain('rende uguali il capitale e il valore attuale delle rate');
    expect(rate).toMatch(/<mn>0%<\/mn><\/math>$/);
  });

  it('a function without steps of its own gives none', () => {
    expect(functionSteps('max', [1, 2], { format: 'number' })).toEqual([]);
    expect(functionSteps('nessuna', [1], { format: 'number' })).toEqual([]);
  });

  it('functions typeset as their textbook formula: abs between bars, pmt as the annuity, npv as the discounted flows', () => {
    expect(flat({ k: 'call', fn: 'abs', args: [x('a')] })).toBe('<math><mo>|</mo><mi>A</mi><mo>|</mo></math>');
    // C × i / (1 − (1 + i)^−n), an argument that is not one term in brackets: (n × 12).
    expect(flat({ k: 'call', fn: 'pmt', args: [x('i'), bin('*', x('n'), n(12)), x('c')] })).toBe(
      '<math><mi>C</mi><mo>×</mo><mi>I</mi><mo>/</mo><mo>(</mo><mn>1</mn><mo>−</mo><msup><mo>(</mo><mn>1</mn><mo>+</mo><mi>I</mi><mo>)</mo><mo>−</mo><mo>(</mo><mi>N</mi><mo>×</mo><mn>12</mn><mo>)</mo></msup><mo>)</mo></math>',
    );
    // F₁ / (1 + r) + F₂ / (1 + r)²
    expect(flat({ k: 'call', fn: 'npv', args: [x('r'), x('a'), x('b')] })).toBe(
      '<math><mfrac><mi>A</mi><mo>(</mo><mn>1</mn><mo>+</mo><mi>R</mi><mo>)</mo></mfrac><mo>+</mo><mfrac><mi>B</mi><msup><mo>(</mo><mn>1</mn><mo>+</mo><mi>R</mi><mo>)</mo><mn>2</mn></msup></mfrac></math>',
    );
    expect(flat({ k: 'call', fn: 'exp', args: [x('a')] })).toBe('<math><msup><mi>e</mi><mi>A</mi></msup></math>');
    expect(flat({ k: 'call', fn: 'pow', args: [bin('+', x('a'), n(1)), x('b')] })).toBe(
      '<math><msup><mo>(</mo><mi>A</mi><mo>+</mo><mn>1</mn><mo>)</mo><mi>B</mi></msup></math>',
    );
  });

  it('functions with no textbook formula read as Italian words with their arguments, in brackets inside an operation', () => {
    const call = (fn: string, ...args: IR[]): IR => ({ k: 'call', fn, args });
    expect(flat(call('min', x('a'), x('b'), n(12)))).toBe(
      `<math>${words('il minore tra')}<mi>A</mi><mo separator="true">,</mo><mi>B</mi>${words('e')}<mn>12</mn></math>`,
    );
    // 2 × max(0, a − b): the phrase in brackets, its compound argument too.
    expect(flat(bin('*', n(2), call('max', n(0), bin('-', x('a'), x('b')))))).toBe(
      `<math><mn>2</mn><mo>×</mo><mo>(</mo>${words('il maggiore tra')}<mn>0</mn>${words('e')}<mo>(</mo><mi>A</mi><mo>−</mo><mi>B</mi><mo>)</mo><mo>)</mo></math>`,
    );
    expect(flat(call('round', x('a'), n(2)))).toBe(
      `<math><mi>A</mi>${words('arrotondato a')}<mn>2</mn>${words('decimali')}</math>`,
    );
    expect(flat(call('round', x('a')))).toBe(`<math><mi>A</mi>${words("arrotondato all'intero")}</math>`);
    expect(flat(call('floor', bin('/', x('a'), n(60))))).toContain(words("arrotondato all'intero inferiore"));
    expect(flat(call('mod', x('a'), n(60)))).toBe(
      `<math>${words('il resto di')}<mi>A</mi>${words('diviso')}<mn>60</mn></math>`,
    );
    expect(flat(call('irr', x('a'), x('b')))).toBe(
      `<math>${words('il tasso interno di rendimento per periodo dei flussi')}<mi>A</mi>${words('e')}<mi>B</mi></math>`,
    );
    expect(flat(call('daysBetween', x('a'), x('b')))).toBe(
      `<math>${words('i giorni da')}<mi>A</mi>${words('a')}<mi>B</mi></math>`,
    );
    expect(flat(call('brackets', x('a'), { k: 'list', items: [1] }, { k: 'list', items: [0.1, 0.2] }))).toBe(
      `<math>${words("l'imposta a scaglioni su")}<mi>A</mi>${words('(scaglioni e aliquote nella tabella)')}</math>`,
    );
    expect(flat(call('today'))).toBe(`<math>${words('oggi')}</math>`);
  });

  it('no library function reads as name(arguments): neither its name nor a name applied to a bracketed list', () => {
    for (const [name, f] of formulaFunctions) {
      const math = flat({ k: 'call', fn: name, args: f.params.map((_, k) => x(`a${k}`)) });
      expect(math, name).not.toContain(`<mi>${name}</mi>`);
      // ln a and log₁₀ a are the textbook's: a name applied to one term, never to a list in brackets.
      expect(math, name).not.toMatch(/<mo>\u2061<\/mo><mo>\(<\/mo>/);
    }
  });

  it('a case says which case applied', () => {
    expect(caseStep(true, '<math/>')).toContain('primo caso');
    expect(caseStep(false, '<math/>')).toContain('«altrimenti»');
  });
});

describe('every explanation module', () => {
  it('explains every value and result at the defaults with no NaN, Infinity or undefined', async () => {
    const { calculate, defaultValues } = await import('../src/engine/compute.ts');
    const ready = calculators.filter((c) => c.status === 'ready');
    for (const entry of ready) {
      const calculator = await calculatorModule(entry.id);
      const evaluation = calculate(
        calculator,
        defaultValues(calculator),
        Object.fromEntries(calculator.sources.map((s) => [s.id, s.fallback])),
      );
      if (!evaluation) continue;
      const explanations = (await calculator.explain()).default;
      for (const result of calculator.results)
        expect(explanations[result.id], `${calculator.id}.${result.id}`).toBeDefined();
      for (const [name, explained] of Object.entries(explanations)) {
        const work = explained.work(evaluation.values);
        expect(`${explained.formula}${work.math}${work.steps.join('')}`, `${calculator.id}.${name}`).not.toMatch(
          /NaN|Infinity|undefined/,
        );
        expect(work.math).toMatch(/^<math display="block">.*<\/math>$/);
        // Plain Italian: nothing written as a name applied to its arguments, the file's own functions
        // included ("interessi con capitale = C…"; only their definition's step reads f(x) = …).
        for (const math of [explained.formula, work.math])
          expect(
            [...math.matchAll(APPLIED)].map(([, applied]) => applied),
            `${calculator.id}.${name}`,
          ).toEqual([]);
      }
      expect((await calculatorText(entry.id)).formulaMath).toMatch(/^<math display="block">/);
      // Every series column with the first and the last row (and the row before it).
      for (const [series, columns] of Object.entries((await calculator.explain()).rows)) {
        const rows = evaluation.series[series]!;
        for (const k of rows.length ? [0, rows.length - 1] : []) {
          for (const [column, explained] of Object.entries(columns)) {
            const work = explained.work(evaluation.values, rows[k], rows[k - 1]);
            expect(`${explained.formula}${work.math}`, `${calculator.id}.${series}.${column} row ${k + 1}`).not.toMatch(
              /NaN|Infinity|undefined/,
            );
          }
        }
      }
    }
  });

  it('writes an input as its kind writes it: a time of day as hh:mm, money in euro (prova-tutto: "Ora di inizio: 17:00")', async () => {
    for (const entry of calculators.filter((c) => c.status === 'ready')) {
      const calculator = await calculatorModule(entry.id);
      const kinds = new Map(calculator.inputs.map((i) => [i.id, i]));
      for (const [name, explained] of Object.entries((await calculator.explain()).default)) {
        for (const [id, , shown] of explained.inputs) {
          const input = kinds.get(id)!;
          if (input.kind === 'time')
            expect(displayResult(shown, 1020), `${calculator.id}.${name} reads ${id}`).toBe('17:00');
          if ('unit' in input && input.unit === '€')
            expect(displayResult(shown, 1234.5), `${calculator.id}.${name} reads ${id}`).toBe(
              formatValue(1234.5, 'euro'),
            );
        }
      }
    }
    // Never an empty check: the test site's prova-tutto reads its two times of day in 'Ore al giorno'
    // (oreTra(inizio, fine)) and its hourly fee in euro in 'Compenso lordo all'anno'.
    const fixture = (await (await calculatorModule('prova-tutto')).explain()).default;
    expect(fixture.oreGiorno!.inputs.map(([id, label, shown]) => [id, label, displayResult(shown, 1020)])).toEqual([
      ['inizio', 'Ora di inizio', '17:00'],
      ['fine', 'Ora di fine', '17:00'],
    ]);
    const fee = fixture.lordoAnnuo!.inputs.find(([id]) => id === 'tariffa')!;
    expect(displayResult(fee[2], 1234.5)).toBe('1.234,50\u00a0€');
  });

  it('a column read in the row before: prev(debito, capitale), the capital in month 1 (prova-rata)', async () => {
    // A loan of 12.000 € at 6% (0,005 a month) over 24 months, a payment of 12.000 × 0,005 /
    // (1 − 1,005^−24) = 531,8473 (python): month 1's interest is on the capital, 12.000 × 0,005 = 60,00;
    // month 2's on what was owed after month 1, 12.000 − (531,8473 − 60) = 11.528,1527, × 0,005 = 57,64.
    const calculator = await calculatorModule('prova-rata');
    const { calculate, defaultValues } = await import('../src/engine/compute.ts');
    const evaluation = calculate(calculator, defaultValues(calculator), {})!;
    const interest = (await calculator.explain()).rows.piano!.quotaInteressi!;
    expect(interest.formula).toBe(
      '<math display="block"><mrow><msub><mi>Debito residuo</mi><mtext>prec.</mtext></msub><mo>×</mo><mi>tasso mensile</mi></mrow></math>',
    );
    const [month1, month2] = evaluation.series.piano!;
    expect(interest.work(evaluation.values, month1).math).toMatch(
      /^<math display="block"><mrow><mn>12\.000,00\u00a0€<\/mn><mo>×<\/mo><mn>0,005<\/mn><\/mrow><mo>=<\/mo><mn>60,00\u00a0€<\/mn>/,
    );
    expect(interest.work(evaluation.values, month2, month1).math).toMatch(
      /^<math display="block"><mrow><mn>11\.528,15\u00a0€<\/mn><mo>×<\/mo><mn>0,005<\/mn><\/mrow><mo>=<\/mo><mn>57,64\u00a0€<\/mn>/,
    );
  });

  it("a worked formula, value by value: 20,00 € × 4,0 ore × 8 giorni × 12 = 7.680,00 € (prova-tutto's gross fee)", async () => {
    // Defaults: 20 € an hour, 09:00 to 13:00 (4 hours), 8 days a month: 20 × 4 × 8 × 12 = 7.680.
    const calculator = await calculatorModule('prova-tutto');
    const { calculate, defaultValues } = await import('../src/engine/compute.ts');
    const { todayNumber } = await import('../language/dates.ts');
    // Its first payment's date starts at the visitor's day.
    const evaluation = calculate(calculator, defaultValues(calculator, todayNumber()), {})!;
    const work = (await calculator.explain()).default.lordoAnnuo!.work(evaluation.values);
    const mns = [...work.math.matchAll(/<mn>([^<]*)<\/mn>/g)].map((m) => m[1]);
    expect(mns).toEqual(['20,00\u00a0€', '4,0\u00a0ore', '8\u00a0giorni', '12', '7.680,00\u00a0€']);
  });
});

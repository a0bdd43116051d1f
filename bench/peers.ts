/**
 * Peers, side by side in one run:
 * - the compiled engine against publicodes (the rules engine behind the French government's
 *   simulators, evaluating its rules at run time) on the same five calculators, written below as
 *   publicodes rules from the same YAML files. Each "evaluation" is what a keystroke costs: one
 *   input changed, then every result read. The two must agree on every result first;
 * - the site's page against a react-jsonschema-form form of the compound-interest calculator whose
 *   formulas mathjs evaluates at run time (bench/rjsf/): keystroke to screen in Chromium.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import Engine from 'publicodes';
import { build, preview } from 'vite';
import type { CheckedCalculator } from '../generator/check/calculator.ts';
import { isReady } from '../generator/check/index.ts';
import { generate } from '../generator/pipeline.ts';
import { optionsOf } from '../language/inputs/options.ts';
import type { CalculatorModule, Evaluation, InputSpec, ParsedInputs, Scalar } from '../language/spec.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';
import { defaultValues, fallbackSources } from '../src/engine/compute.ts';
import { parseInputs } from '../src/engine/parse.ts';
import { keystrokeLatencies } from './browser.ts';
import { sink, time } from './engine.ts';
import { budget, collectGarbage, heading, median, table } from './report.ts';
import type { PeerCalculator } from './rjsf/main.tsx';

/**
 * The five calculators in publicodes: one rule per input (its default; the situation overrides
 * it), per value and per result, with the names of the calculator files. Mechanisms where
 * publicodes has one: `barème` for IRPEF's brackets, `variations` for the BMI category and for
 * the mortgage at 0%.
 */
const RULES: Record<string, Record<string, unknown>> = {
  'compound-interest': {
    principal: 10000,
    rate: 5,
    time: 10,
    compound: 12,
    r: 'rate / 100',
    finalAmount: 'principal * (1 + r / compound) ** (compound * time)',
    totalInterest: 'finalAmount - principal',
  },
  'mortgage-payment': {
    loanAmount: 200000,
    interestRate: 2.5,
    loanTerm: 30,
    monthlyRate: 'interestRate / 100 / 12',
    payments: 'loanTerm * 12',
    monthlyPayment: {
      variations: [
        { si: 'monthlyRate = 0', alors: 'loanAmount / payments' },
        { sinon: 'loanAmount * monthlyRate / (1 - (1 + monthlyRate) ** (0 - payments))' },
      ],
    },
    totalAmount: 'monthlyPayment * payments',
    totalInterest: 'totalAmount - loanAmount',
  },
  'salary-net-gross': {
    grossAnnual: 30000,
    grossSalary: 'grossAnnual',
    inpsTax: 'grossAnnual * 0.0919',
    taxableIncome: 'grossAnnual - inpsTax',
    irpefTax: {
      barème: {
        assiette: 'taxableIncome',
        tranches: [
          { taux: 0.23, plafond: 15000 },
          { taux: 0.27, plafond: 28000 },
          { taux: 0.38, plafond: 55000 },
          { taux: 0.41, plafond: 75000 },
          { taux: 0.43 },
        ],
      },
    },
    regionalTax: 'taxableIncome * 0.0173',
    municipalTax: 'taxableIncome * 0.008',
    totalTaxes: 'inpsTax + irpefTax + regionalTax + municipalTax',
    netSalary: 'grossAnnual - totalTaxes',
    monthlyNet: 'netSalary / 12',
  },
  'bmi-calculator': {
    weight: 70,
    height: 175,
    heightM: 'height / 100',
    bmi: 'weight / heightM ** 2',
    category: {
      variations: [
        { si: 'bmi < 18.5', alors: "'Sottopeso'" },
        { si: 'bmi < 25', alors: "'Peso normale'" },
        { si: 'bmi < 30', alors: "'Sovrappeso'" },
        { sinon: "'Obesità'" },
      ],
    },
    idealWeightMin: '18.5 * heightM ** 2',
    idealWeightMax: '24.9 * heightM ** 2',
  },
  'vat-calculator': {
    amount: 100,
    rate: 22,
    baseAmount: 'amount',
    vatAmount: 'baseAmount * rate / 100',
    totalAmount: 'baseAmount + vatAmount',
    vatRate: 'rate',
  },
};

/** Both sides must agree on every number to 1e-9 (relative) and on every text. */
function agrees(ours: Scalar | undefined, theirs: unknown): boolean {
  if (typeof ours === 'number' && typeof theirs === 'number')
    return Math.abs(ours - theirs) <= 1e-9 * Math.max(1, Math.abs(ours));
  return ours === theirs;
}

export async function benchPeers(root: string): Promise<void> {
  heading('Peers: the compiled engine against publicodes (median µs per evaluation)');
  console.log(
    'One evaluation: the first input changed (alternately its default and 10% more), then every result read.',
  );
  console.log(
    "Ours: the generated module's evaluate (which also computes series, charts and tables). Publicodes 1.10:",
  );
  console.log('setSituation with the changed input, then evaluate of every result rule.\n');
  const run = await generate({ root, write: false });
  const rows: (string | number)[][] = [];
  let worstRatio = Infinity;
  let mismatches = 0;
  for (const [id, rules] of Object.entries(RULES)) {
    if (!run.checked?.calculators.some((c) => c.data.id === id))
      throw new Error(`No calculator ${id}: update bench/peers.ts.`);
    const module = ((await import(`../src/generated/calculators/${id}.ts`)) as { default: CalculatorModule }).default;
    const sources = fallbackSources(module);
    const { values, filled } = parseInputs(module.inputs, defaultValues(module));
    const first = module.inputs[0]!.id;
    const variants: ParsedInputs[] = [values, { ...values, [first]: (values[first] as number) * 1.1 }];
    // The results the rules above write: the net salary's results of the rules in force read the rule
    // book, which the publicodes rules (the spec's simplified calculation) leave out.
    const results = module.results.map((r) => r.id).filter((r) => r in rules);
    const engine = new Engine(rules as ConstructorParameters<typeof Engine>[0], {
      logger: { log: () => {}, warn: () => {}, error: (message) => console.error(message) },
    });
    const publicodes = (inputs: ParsedInputs) => {
      engine.setSituation({ [first]: inputs[first] as number });
      return results.map((r) => engine.evaluate(r).nodeValue);
    };
    for (const inputs of variants) {
      const ours = (module.evaluate(inputs, filled, sources) as Evaluation).values;
      publicodes(inputs).forEach((theirs, k) => {
        if (!agrees(ours[results[k]!], theirs)) {
          mismatches++;
          console.log(
            `  mismatch in ${id}.${results[k]}: ours ${String(ours[results[k]!])}, publicodes ${String(theirs)}`,
          );
        }
      });
    }
    let n = 0;
    // On a collected heap, as in the engine section (collectGarbage).
    collectGarbage();
    const compiled = time(() => module.evaluate(variants[n++ & 1]!, filled, sources), 1000);
    const theirs = time(() => publicodes(variants[n++ & 1]!), 20, 21);
    worstRatio = Math.min(worstRatio, theirs / compiled);
    rows.push([id, results.length, compiled.toFixed(2), theirs.toFixed(0), `${(theirs / compiled).toFixed(0)}×`]);
  }
  sink.length = 0;
  table(['calculator', 'results', 'ours µs', 'publicodes µs', 'ratio'], rows);
  budget(
    'Engine agrees with publicodes on every result of the 5 calculators',
    mismatches === 0,
    `${mismatches} mismatches`,
  );
  budget('Engine ≥ 10× faster than publicodes, every calculator', worstRatio >= 10, `worst ${worstRatio.toFixed(0)}×`);
}

/** The calculator of the rjsf page (bench/rjsf/main.tsx): its schema, defaults and formulas from its file. */
function rjsfCalculator(c: CheckedCalculator, module: CalculatorModule): PeerCalculator {
  const formula = (name: string) => {
    const text = c.data.values?.[name] ?? c.data.results?.find((r) => r.id === name)?.formula;
    if (typeof text !== 'string') throw new Error(`${c.data.id}: ${name} has no plain formula for mathjs.`);
    return text;
  };
  const defaults = defaultValues(module);
  const property = (input: InputSpec) =>
    'options' in input
      ? { title: input.label, enum: optionsOf(input, defaults).map((o) => o.value) }
      : { title: input.label, type: 'number' as const };
  return {
    schema: { type: 'object', properties: Object.fromEntries(module.inputs.map((i) => [i.id, property(i)])) },
    defaults: parseInputs(module.inputs, defaults).values,
    formulas: c.definitions.map((d) => [d.name, formula(d.name)]),
    results: module.results.filter((r) => !r.hidden).map((r) => ({ id: r.id, label: r.label({}) })),
  };
}

/**
 * The least any page can take: a bare field whose text a one-line handler copies into the page, no
 * framework, no style. Its time is the browser's own (the keystroke, the edit, the next frame).
 */
const FLOOR_PAGE =
  '<input type="text"><p class="results"></p><script>const f = document.querySelector("input"); f.oninput = () => { document.querySelector(".results").textContent = f.value; };</script>';

/**
 * Keystroke to screen: the site's page against the rjsf form of the same calculator, and the floor
 * (median ms). Figures only, no budget: every page waits for the next frame, so this measures the
 * frame rate more than the work; the work is budgeted at a phone's speed (bench/inp.ts).
 */
export async function benchRjsf(root: string, origin: string): Promise<void> {
  heading('Peers: keystroke to screen, the site against a react-jsonschema-form form (Chromium, 50 keystrokes)');
  console.log(
    'The compound-interest calculator: its page on the site, and an rjsf 6 form of the same inputs whose formulas',
  );
  console.log(
    'mathjs evaluates at run time (bench/rjsf/, built here); the same keystrokes in the first number field.\n',
  );
  // A calculator of plain formulas: mathjs has no reader of the rule book's dated rules (the salary page's).
  const id = 'compound-interest';
  const run = await generate({ root, write: false });
  const checked = run.checked?.calculators.filter(isReady).find((c) => c.data.id === id);
  if (!checked) throw new Error(`No calculator ${id}: update bench/peers.ts.`);
  const module = ((await import(`../src/generated/calculators/${id}.ts`)) as { default: CalculatorModule }).default;
  const outDir = path.join(root, 'node_modules', '.cache', 'bench-rjsf');
  await build({
    root: path.join(root, 'bench', 'rjsf'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { __CALCULATOR__: JSON.stringify(rjsfCalculator(checked, module)) },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  const peer = await preview({
    root: path.join(root, 'bench', 'rjsf'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: 'localhost' },
  });
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const medians: Record<string, number> = {};
  const rows: (string | number)[][] = [];
  try {
    // Each page: how it is opened, its field, and whether React runs it (then typing waits for that).
    const pages = [
      {
        name: 'site',
        open: (page: Page) => page.goto(`${origin}${checked.url}`),
        field: 'form input[inputmode="decimal"]',
        react: true,
      },
      {
        name: 'rjsf',
        open: (page: Page) => page.goto(peer.resolvedUrls!.local[0]!),
        field: 'form input[type="number"]',
        react: true,
      },
      { name: 'floor', open: (page: Page) => page.setContent(FLOOR_PAGE), field: 'input', react: false },
    ];
    for (const { name, open, field, react } of pages) {
      const page = await browser.newPage();
      await open(page);
      const latencies = await keystrokeLatencies(page, page.locator(field).first(), react);
      const dom = latencies.map((l) => l[0]);
      const screen = latencies.map((l) => l[1]);
      medians[name] = median(screen);
      rows.push([name, median(dom).toFixed(1), median(screen).toFixed(1), Math.max(...screen).toFixed(1)]);
      await page.close();
    }
  } finally {
    await browser.close();
    await peer.close();
  }
  table(['page', 'to DOM median ms', 'on screen median ms', 'on screen worst ms'], rows);
  const ratio = medians.site! / medians.rjsf!;
  console.log(
    `\nThe site takes ${(ratio * 100).toFixed(0)}% of the rjsf form's time (${(1 / ratio).toFixed(1)}× faster).`,
  );
  console.log(
    `The floor (a bare field) takes ${((medians.floor! / medians.rjsf!) * 100).toFixed(0)}% of it: no page can take less.`,
  );
}

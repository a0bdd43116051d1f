/**
 * The studio's build of one calculator file, all in the browser: the generator's stages
 * (generateFromTexts, with the standalone validators: no code compiled at run time), then the
 * compiled module's types stripped (sucrase) and the module loaded from a blob: URL, which the
 * Content Security Policy allows (public/_headers says why).
 */
import { transform } from 'sucrase';
import categoriesText from '../../calculators/categories.yaml?raw';
import type { IconSet } from '../../generator/check/icons.ts';
import { generateFromTexts } from '../../generator/generate.ts';
import { CATEGORIES_FILE, HEADERS_FILE } from '../../generator/load.ts';
import type { CalculatorFile } from '../../language/definition.ts';
import type { Diagnostic } from '../../language/diagnostics.ts';
import * as formats from '../../language/formats/index.ts';
import { IMPLEMENTED_IN } from '../../language/functions/impls.ts';
import { implementations } from '../../language/functions/index.ts';
import * as parameters from '../../language/parameters.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import headersText from '../../public/_headers?raw';
import * as explain from '../engine/explain.ts';
import * as range from '../engine/range.ts';
import { articles } from '../generated/blog.ts';
import { iconNames } from '../generated/icon-names.ts';
import { calculators } from '../generated/registry.ts';
import * as validators from '../generated/validators.ts';

/** The rule book's files by their path under the project ("rules/irpef/scaglioni.yaml"): a file reads its rules there. */
const ruleBook: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../rules/**/*.yaml', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.slice('../../'.length), text]),
);

/** The names a file's `icon:` may take; with no drawings: the studio shows no icon (nor the registry it compiles). */
const icons: IconSet = new Map(iconNames.map((name) => [name, []]));

/** The engine modules a compiled calculator imports, by the specifier it uses. */
const engine: Record<string, unknown> = {
  '../../engine/explain.ts': explain,
  '../../../language/formats/index.ts': formats,
  '../../../language/parameters.ts': parameters,
  '../../engine/range.ts': range,
  // The library's functions, from the modules that implement them (what functionImports writes).
  ...Object.fromEntries(
    Object.values(IMPLEMENTED_IN).map((module) => [`../../../language/${module}.ts`, implementations]),
  ),
};

/** A run on the file: its calculator, or its errors; its warnings either way (they never stop it). */
export type StudioBuild =
  | { ok: true; calculator: CalculatorModule; data: CalculatorFile; warnings: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[]; warnings: Diagnostic[] };

/** Runs the generator on the file `file` (a path such as "calculators/finanza/x.yaml") with the text `text`. */
export async function buildCalculator(file: string, text: string): Promise<StudioBuild> {
  // The site's other pages, for the file's links and `calculator:` references.
  const site = { calculators, articles: articles.map((a) => a.slug) };
  const run = generateFromTexts(
    { ...ruleBook, [CATEGORIES_FILE]: categoriesText, [HEADERS_FILE]: headersText, [file]: text },
    validators,
    icons,
    site,
  );
  const checked = run.checked?.calculators.find((c) => c.source.file === file);
  const warnings = run.warnings.filter((d) => d.file === file);
  const code = checked && run.files.get(`calculators/${checked.data.id}.ts`);
  const explanations = checked && run.files.get(`explanations/${checked.data.id}.ts`);
  if (run.diagnostics.length > 0 || !checked || !code || !explanations) {
    const diagnostics =
      run.diagnostics.length > 0
        ? run.diagnostics
        : [
            {
              file,
              line: 1,
              col: 1,
              length: 1,
              code: 'invalid-value' as const,
              message: 'Il file non descrive un calcolatore pronto (status: ready).',
            },
          ];
    return { ok: false, diagnostics, warnings };
  }
  // The calculator loads its explanations ('Come si calcola') with import(), which sucrase makes a
  // require called when they are first asked for; they read the calculator's rules, so it loads first.
  const modules: Record<string, unknown> = { ...engine };
  const calculator = await loadModule(code, modules);
  modules[`../calculators/${checked.data.id}.ts`] = calculator;
  modules[`../explanations/${checked.data.id}.ts`] = await loadModule(explanations, modules);
  return { ok: true, calculator: calculator.default as CalculatorModule, data: checked.data, warnings };
}

/** Loads a generated module: its TypeScript as CommonJS, wrapped in a module that takes `require` (resolved in `modules`). */
async function loadModule(code: string, modules: Record<string, unknown>): Promise<{ default?: unknown }> {
  const js = transform(code, { transforms: ['typescript', 'imports'] }).code;
  const url = URL.createObjectURL(
    new Blob([`export default function (require, exports) {\n${js}\n}`], { type: 'text/javascript' }),
  );
  try {
    const { default: factory } = (await import(/* @vite-ignore */ url)) as {
      default: (require: (specifier: string) => unknown, exports: { default?: unknown }) => void;
    };
    const exports: { default?: unknown } = {};
    factory((specifier) => {
      if (!(specifier in modules))
        throw new Error(`The generated module imports ${specifier}, which the studio does not provide.`);
      return modules[specifier];
    }, exports);
    return exports;
  } finally {
    URL.revokeObjectURL(url);
  }
}

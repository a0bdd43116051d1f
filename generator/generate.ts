/**
 * The generator's stages without the disk: load -> validate -> check -> compile, from the
 * project's files as a map of path to text (or bytes) to the generated modules. The disk pipeline
 * (generator/pipeline.ts) calls it after reading the files, the studio (/studio) on every edit.
 * Nothing here may import node:*.
 */

import { type Diagnostic, formatDiagnostic, isError, sortDiagnostics } from '../language/diagnostics.ts';
import type { DatasetTables } from './check/datasets.ts';
import type { IconSet } from './check/icons.ts';
import { type CheckedProject, check, isReady } from './check/index.ts';
import { calculatorPages, calculatorUrls, type SitePages } from './check/links.ts';
import { compileCalculator, GENERATED_HEADER } from './compile/calculator.ts';
import { compileCalculatorText } from './compile/calculator-text.ts';
import { compileDatasets } from './compile/datasets.ts';
import { compileExplanations } from './compile/explanation.ts';
import { CONTROL_ICONS_MODULE, compileControlIcons } from './compile/icons.ts';
import { compileBlog, compileChartStyles, compileLoaders, compileRegistry } from './compile/registry.ts';
import { compileRuleBook } from './compile/rule-book.ts';
import { compileSearch, searchData } from './compile/search.ts';
import { load, type ProjectFiles } from './load.ts';
import { type Validators, validate } from './validate.ts';

export interface GeneratedFiles {
  /** The errors: any of them and nothing is written. */
  diagnostics: Diagnostic[];
  /** What does not block the build (printed with the errors). */
  warnings: Diagnostic[];
  /** The errors and warnings rendered with source lines and hints, in file order. */
  report: string;
  checked?: CheckedProject;
  /** The modules by name under src/generated/ (none when any diagnostic exists). */
  files: Map<string, string>;
}

/**
 * `icons`: the icon set (generator/icons.ts's Lucide; the studio's has its names only, and draws no icon).
 * `site`: the pages beyond the files of `project` that links may reach (the studio passes the
 * site's); `tables`: the rows of the datasets (generator/disk.ts, readDatasets), written as the
 * modules that the pages using them load (none in the studio).
 */
export function generateFromTexts(
  project: ProjectFiles,
  validators: Validators,
  icons: IconSet,
  site?: SitePages,
  tables?: DatasetTables,
): GeneratedFiles {
  const loaded = load(project);
  const validated = validate(loaded, validators);
  // A page whose file did not load or validate is missing from the routes: links to it are not
  // reported as broken on top of that file's own error.
  const complete = ![...loaded.diagnostics, ...validated.diagnostics].some(isError);
  const checked = check(validated, loaded.headers, icons, complete, site, tables);
  const all = sortDiagnostics([...loaded.diagnostics, ...validated.diagnostics, ...checked.diagnostics]);
  const report = all.map((d) => formatDiagnostic(d, loaded.texts.get(d.file))).join('\n\n');
  const diagnostics = all.filter(isError);
  const warnings = all.filter((d) => !isError(d));
  const files = new Map<string, string>();
  if (diagnostics.length > 0) return { diagnostics, warnings, report, checked, files };

  const links = calculatorUrls(calculatorPages(checked.calculators, site));
  files.set('registry.ts', compileRegistry(checked, icons));
  files.set(CONTROL_ICONS_MODULE, compileControlIcons(icons));
  files.set('loaders.ts', compileLoaders(checked));
  files.set('charts.css', compileChartStyles());
  files.set('rule-book.ts', compileRuleBook(checked.rules));
  for (const [name, code] of compileDatasets(checked, tables)) files.set(name, code);
  for (const [name, code] of compileBlog(checked)) files.set(name, code);
  for (const [name, code] of compileSearch(searchData(checked, icons))) files.set(name, code);
  for (const c of checked.calculators) {
    if (isReady(c)) {
      files.set(`calculators/${c.data.id}.ts`, compileCalculator(c, links));
      files.set(`texts/${c.data.id}.ts`, compileCalculatorText(c));
      files.set(`explanations/${c.data.id}.ts`, compileExplanations(c, GENERATED_HEADER));
    }
  }
  return { diagnostics, warnings, report, checked, files };
}

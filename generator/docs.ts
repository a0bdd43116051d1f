/**
 * `npm run docs`: rewrites the generated tables of docs/language.md (the regions between
 * `<!-- generated:<name> -->` and `<!-- /generated:<name> -->`) from the language's registries, and
 * leaves the rest of the file as written. tests/docs.test.ts fails when the file differs from what
 * this would write.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The registries the reference is written from: each is one line here, and nowhere else.
import { chartKinds } from '../language/charts/index.ts';
import { datasets } from '../language/datasets/index.ts';
import { diagnosticCodes } from '../language/diagnostics.ts';
import { formats } from '../language/formats/index.ts';
import { formulaFunctions } from '../language/functions/index.ts';
import { inputKinds } from '../language/inputs/index.ts';
import { specialForms } from './forms/index.ts';
import { languageReference, type Registries } from './reference.ts';

export const registries: Registries = {
  inputKinds,
  datasets,
  functions: [...formulaFunctions.values()],
  forms: specialForms,
  formats,
  chartKinds,
  diagnostics: diagnosticCodes,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The reference, relative to the project's root. */
export const LANGUAGE_DOC = 'docs/language.md';

/** docs/language.md as it is, and as `npm run docs` would write it. */
export async function languageDoc(): Promise<{ current: string; expected: string }> {
  const current = await readFile(path.join(root, LANGUAGE_DOC), 'utf8');
  return { current, expected: languageReference(current, registries) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { current, expected } = await languageDoc();
  if (current === expected) {
    console.log(`${LANGUAGE_DOC} is up to date.`);
  } else {
    await writeFile(path.join(root, LANGUAGE_DOC), expected);
    console.log(`${LANGUAGE_DOC}: generated tables rewritten.`);
  }
}

/**
 * A search box over a dataset (`datasets:`, language/datasets/): the visitor types part of a name
 * (or a key), picks one of the rows offered, and formulas see the row's key as a text ("H501").
 * The rows load with the field's first use, not with the page.
 */

import { wholePattern } from '../functions/impl/text.ts';
import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, pick } from './kind.ts';
import { linkText } from './link.ts';

export interface SearchDef extends InputDefBase<'search'> {
  /** The local name of a dataset of the file (`datasets:`). */
  dataset: string;
  /** The key of the row chosen at first; omit for an empty field. */
  default?: string;
  placeholder?: string;
}

export interface SearchSpec extends InputSpecBase<'search'> {
  /** The dataset's id (language/datasets/), which the field loads. */
  dataset: string;
  /** What every key looks like: a link's value that does not is ignored. */
  keyPattern: string;
  /** The label of the default's row, shown before the rows are loaded (the prerendered page). */
  defaultLabel?: string;
  placeholder?: string;
}

export const search = defineInputKind<SearchDef, SearchSpec>({
  description: 'a search box over a dataset: the visitor picks a row by its name; formulas see its key (a text)',
  keys: {
    dataset: {
      description: 'The local name of a dataset under datasets: whose rows the field offers.',
      type: 'string',
    },
    default: { description: 'The key of the row chosen at first (H501); omit for an empty field.', type: 'string' },
    placeholder: { description: 'Text shown while the field is empty.', type: 'string' },
  },
  required: ['dataset'],
  layout: 'field',
  link: {
    encode: linkText,
    decode: (text, spec) => (text === '' || wholePattern(spec.keyPattern).test(text) ? text : undefined),
  },
  shown: () => ({ format: 'text' }),
  // The dataset, its key pattern and the default's row are checked with the file's datasets (generator/check/datasets.ts).
  check: () => 'string',
  compile: (def) => ({
    ...baseSpec(def),
    ...pick(def, ['placeholder']),
    // Filled in by the generator from the dataset (generator/compile/calculator.ts, inputSpecs).
    dataset: '',
    keyPattern: '',
    default: def.default ?? '',
  }),
  parse: (raw, spec) => {
    const key = typeof raw === 'string' && wholePattern(spec.keyPattern).test(raw) ? raw : '';
    return { value: key, filled: key !== '' };
  },
});

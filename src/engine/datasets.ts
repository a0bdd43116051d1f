/**
 * The datasets in the browser (language/datasets/): each loaded once, on use (a search field's
 * first focus, or the page once it is live when its formulas read one), from its own module
 * (src/generated/datasets/<id>.json). Formulas read the rows loaded so far (`datasetRows`): until a
 * dataset arrives its rows read as absent ("" in every column), and the session computes again
 * when it does (src/renderer/Calculator.tsx). The prerendered page is drawn before any load, as the
 * page first computes, so the two agree.
 */
import { type DatasetFile, rowLabel } from '../../language/datasets/kind.ts';
import { datasetLoaders } from '../generated/datasets/loaders.ts';
import { lowerPlain } from './fold.ts';
import { loadOnce } from './load-once.ts';

export interface Entry {
  key: string;
  /** Its name in the search box. */
  label: string;
  /** The same, folded for matching. */
  folded: string;
  /** The first row of its key (the one formulas read: a comune's name in force), offered before the others. */
  first: boolean;
}

export interface Dataset {
  /** Every row's key and name, in the file's order: worked out on the first search (formulas need only byKey). */
  readonly entries: Entry[];
  /** The first row of each key, as formulas read it: column -> text. */
  byKey: Record<string, Record<string, string>>;
}

const loaded = new Map<string, Dataset>();
const pending = new Map<string, Promise<Dataset>>();
const NONE: Record<string, Record<string, string>> = {};

/** Text as the search compares it: small letters without accents, apostrophes and dashes as spaces. */
export const fold = (text: string): string =>
  lowerPlain(text)
    .replace(/['’\-.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A dataset's module read into rows by key, and its search entries when first asked for. */
export function readDataset(file: DatasetFile): Dataset {
  // No prototype: a key such as "constructor" is a row or nothing, never Object's.
  const byKey: Record<string, Record<string, string>> = Object.create(null);
  const rows = file.rows.split('\n').map((line) => line.split('\t'));
  for (const row of rows)
    if (!Object.hasOwn(byKey, row[0]!))
      byKey[row[0]!] = Object.fromEntries(file.columns.map((c, k) => [c, row[k + 1] ?? '']));
  let entries: Entry[] | undefined;
  return {
    byKey,
    get entries() {
      entries ??= rows.map((row, n) => {
        const label = rowLabel(file.label, file.columns, row);
        return { key: row[0]!, label, folded: fold(label), first: n === 0 || rows[n - 1]![0] !== row[0] };
      });
      return entries;
    },
  };
}

/** Loads a dataset (once; a failed load, offline, is tried again on the next use); rejects for an id no page can load. */
export function loadDataset(id: string): Promise<Dataset> {
  return loadOnce(pending, id, async () => {
    const loader = Object.hasOwn(datasetLoaders, id) ? datasetLoaders[id] : undefined;
    if (!loader) throw new Error(`Dataset "${id}" is not generated.`);
    const dataset = readDataset((await loader()).default);
    loaded.set(id, dataset);
    return dataset;
  });
}

/** The dataset if it is loaded already. */
export const loadedDataset = (id: string): Dataset | undefined => loaded.get(id);

/**
 * The rows formulas read now: key -> columns; none before the dataset is loaded. `Row` is the
 * dataset's columns (the generated module names them): every row has each, "" where it has none.
 */
export const datasetRows = <Row extends Record<string, string>>(id: string): Record<string, Row> =>
  (loaded.get(id)?.byKey ?? NONE) as Record<string, Row>;

/**
 * The rows a query finds, best first, at most `limit`: a key typed whole ("h501"), then names that
 * start with it, then names with a word that starts with it, then names that hold it; within each,
 * the first row of a key (a name in force) before the others, then by name.
 */
export function searchDataset(dataset: Dataset, query: string, limit = 8): Entry[] {
  const q = fold(query);
  if (q === '') return [];
  const ranked: Entry[][] = [[], [], [], []];
  const order = (a: Entry, b: Entry) => Number(b.first) - Number(a.first) || a.label.localeCompare(b.label, 'it');
  const upper = query.trim().toUpperCase();
  for (const entry of dataset.entries) {
    const rank =
      entry.key === upper
        ? 0
        : entry.folded.startsWith(q)
          ? 1
          : entry.folded.includes(` ${q}`)
            ? 2
            : entry.folded.includes(q)
              ? 3
              : -1;
    if (rank >= 0) ranked[rank]!.push(entry);
  }
  return ranked.flatMap((entries) => entries.sort(order)).slice(0, limit);
}

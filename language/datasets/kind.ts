/**
 * What a dataset is: a large table of texts by key (a comune's name by its cadastral code) that a
 * maintained npm package ships. A calculator names it under `datasets:`; its formulas read a row
 * as they read a lookup's, and a `search` input offers its rows by label. The generator reads the
 * package's file at build time (generator/disk.ts, never in the browser) and writes the rows into
 * a module of their own (src/generated/datasets/<id>.json) that a page loads only when it needs
 * them: no other page's JavaScript holds them.
 */

/**
 * A dataset's rows: each [key, ...one text per column]. A key may repeat where it had several names
 * (the first row is the one formulas read; the search offers them all).
 */
export interface DatasetTable {
  columns: string[];
  rows: string[][];
}

/** A dataset as a page loads it (src/generated/datasets/<id>.json): its rows as lines of tab-separated texts, key first. */
export interface DatasetFile {
  columns: string[];
  /** How a row is named in the search box: its columns in braces, "{nome} ({dettaglio})". */
  label: string;
  rows: string;
}

/** A row's name in the search box: the label template with the row's columns ("Roma (RM)"). */
export function rowLabel(label: string, columns: readonly string[], row: readonly string[]): string {
  return label.replace(/\{(\w+)\}/g, (_m, column: string) => row[columns.indexOf(column) + 1] ?? '');
}

export interface DatasetDefinition {
  /** One line for the language reference: what the rows are. */
  description: string;
  /** The npm package and version the rows come from (package.json pins it). */
  package: string;
  version: string;
  /** Its licence, for the reference and the pages that cite it. */
  license: string;
  /** The file read, under node_modules/. */
  file: string;
  /** The columns formulas read (`table[key].column`), each a text, with what it holds. */
  columns: Record<string, string>;
  /** How a row is named in the search box: its columns in braces, "{nome} ({dettaglio})". */
  label: string;
  /** What every key looks like (a regular expression for the whole key): a link's value that does not is ignored. */
  keyPattern: string;
  /** The rows, from the file's text. Throws when the file is not what it expects (a new version of the package). */
  read(text: string): DatasetTable;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineDataset(definition: DatasetDefinition): DatasetDefinition {
  return definition;
}

/** Articles and prepositions that stay small inside a name: "Sant'Angelo di Piove di Sacco", "Reggio nell'Emilia". */
const SMALL = new Set(
  "di d' da dal dei del dell' della delle dello degli in nel nell' nella sul sull' sulla al all' alla e ed con".split(
    ' ',
  ),
);

/** A name written in capitals, as a name: "SANT'ANGELO D'ALIFE" -> "Sant'Angelo d'Alife", "ABANO TERME" -> "Abano Terme". */
export function titleCase(text: string): string {
  return text
    .toLocaleLowerCase('it-IT')
    .replace(/\p{L}+['’]?/gu, (word, at: number) =>
      at > 0 && SMALL.has(word.replace('’', "'")) ? word : `${word[0]!.toLocaleUpperCase('it-IT')}${word.slice(1)}`,
    );
}

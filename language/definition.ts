/**
 * The shape of the files once validated: TypeScript mirrors of schemas/*.schema.json (the schema
 * is what editors see). tests/definition-drift.test.ts fails when a key is in one and not the other.
 */

export type AnalyticsCategory = 'finance' | 'taxes' | 'percentages' | 'health' | 'conversions' | 'other';

export interface CategoryEntry {
  id: string;
  name: string;
  /** A Lucide icon's name (checked by the generator against lucide-static's). */
  icon: string;
  segments: string[];
  analytics?: Record<string, AnalyticsCategory>;
}

/** The front matter of blog/<slug>.md (schemas/blog.schema.json). */
export interface ArticleFile {
  title: string;
  slug: string;
  metaDescription: string;
  date: string;
  category: string;
  author: string;
  related?: string[];
}
export type CategoryFile = CategoryEntry[];

export type { Expression } from './values.ts';

import type { Expression } from './values.ts';
export type Scalar = string | number;
export type { Color, FormatName, Reference } from './spec.ts';

import type { FormatName, Reference, ResultSection, ReverseSpec, SourceSpec, TableSummary } from './spec.ts';

export type { InputDef } from './inputs/index.ts';
export type { BracketTable, ParameterValue, RuleFile, RuleReference } from './parameters.ts';

import type { InputDef } from './inputs/index.ts';

export interface LookupDef {
  rows: Record<string, Scalar | Record<string, Scalar>>;
  fallback?: Scalar;
}

/** A data source as written: the compiled SourceSpec with its defaulted keys optional. */
export type SourceDef = Omit<SourceSpec, SourceDefaults> & Partial<Pick<SourceSpec, SourceDefaults>>;
type SourceDefaults = 'provisional' | 'error' | 'timeoutMs';

/** What a source's defaulted keys are when the file leaves them out (the schema's descriptions say so too). */
export const SOURCE_DEFAULTS: Pick<SourceSpec, SourceDefaults> = {
  provisional: 'Valori di esempio, in attesa dei dati aggiornati.',
  error: 'Errore nel recupero dei dati',
  timeoutMs: 5000,
};

export interface ResultDef {
  id: string;
  label: string;
  /** Its name in typeset formulas ('Come si calcola'); default: the label without templates. */
  symbol?: string;
  formula?: Expression;
  cases?: { when?: Expression; value: Expression }[];
  format?: FormatName;
  decimals?: number;
  unit?: string;
  primary?: boolean;
  note?: string;
  visibleWhen?: Expression;
  hidden?: boolean;
  /** Starts a titled group: this result and the later ones up to the next `section` (never a primary one). */
  section?: ResultSection;
}

export interface SeriesDef {
  id: string;
  index: string;
  from?: Expression;
  to?: Expression;
  step?: Expression;
  keys?: Scalar[];
  max?: number;
  columns: Record<string, Expression>;
  /** Readable names of the columns (and the index) in 'Come si calcola', as the file's `symbols:` for values. */
  symbols?: Record<string, string>;
}

export interface TableDef {
  id?: string;
  title: string;
  series: string;
  /** How many rows the page shows (the first); the whole table in its full view and CSV. */
  rows?: number;
  /** The whole table (with `rows`): its title, and the word naming each group of `rows` rows ('Anno'). */
  full?: { title?: string; group?: string };
  visibleWhen?: Expression;
  columns: { label: string; value: Expression; format?: FormatName; decimals?: number; summary?: TableSummary }[];
}

export type { ChartKindDef as ChartDef } from './charts/index.ts';
export type { ChartCommonDef } from './charts/types.ts';

import type { ChartKindDef as ChartDef } from './charts/index.ts';

export interface NoteDef {
  id?: string;
  when?: Expression;
  tone: 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  text?: string;
  link?: { label: string; calculator: string };
}

export interface ActionDef {
  /** Names the action; else a slug of its label. */
  id?: string;
  kind: 'swap';
  label: string;
  fields?: [string, string];
  visibleWhen?: Expression;
}

/** A note an example expects shown: only the keys given are checked. */
export interface NoteExpectation {
  tone?: NoteDef['tone'];
  title?: string;
  text?: string;
  /** The label of its button. */
  link?: string;
}

/** A table an example expects shown: every row, or the row count with the first and last rows. */
export interface TableExpectation {
  rows?: string[][];
  count?: number;
  /** The whole table's rows, when the page shows fewer. */
  total?: number;
  first?: string[];
  last?: string[];
}

/** A 'Calcola al contrario' declaration: the compiled ReverseSpec with its defaulted keys optional. */
export type ReverseDef = Omit<ReverseSpec, 'min' | 'format' | 'decimals' | 'article'> &
  Partial<Pick<ReverseSpec, 'min' | 'format' | 'decimals' | 'article'>>;

/** The keys of an example that say what the page shows (checked in Chromium too). */
export const SHOWN_KEYS = [
  'display',
  'labels',
  'resultNotes',
  'hiddenResults',
  'notes',
  'tables',
  'charts',
  'shownInputs',
  'disabledInputs',
] as const satisfies readonly (keyof ExampleDef)[];

/**
 * Where an authority publishes the worked example an example reproduces (an Agenzia delle Entrate
 * circular, an INPS circular, a MEF page): the document, where in it, its address. The page lists
 * such examples under 'Verificato su N esempi ufficiali'.
 */
export interface ExampleSource {
  /** The document, in Italian: "Agenzia delle Entrate – Circolare n. 4/E del 16 maggio 2025". */
  title: string;
  /** Where in it: "esempio 2, paragrafo 1.3". */
  clause: string;
  /** Its https address, on a primary site unless `secondary`. */
  url: string;
  /** A secondary copy of the document (its own page was not found): the page says so. */
  secondary?: true;
}

export interface ExampleDef {
  name: string;
  /** The authority's document whose worked example this is: its figures are the expected ones. */
  source?: ExampleSource;
  /** The visitor's day the example is run on ("2026-11-26"), for a calculator that depends on it (today()). */
  today?: string;
  /** Run backwards: `result` set to `target`, the input of its declaration found. */
  reverse?: { result: string; input?: string; target: number | string; found?: number[] };
  inputs?: Record<string, number | string | boolean | Record<string, number | string>[]>;
  expect?: Record<string, number | string | boolean>;
  display?: Record<string, string>;
  labels?: Record<string, string>;
  resultNotes?: Record<string, string>;
  hiddenResults?: string[];
  /** Exactly the notes shown, in order. */
  notes?: NoteExpectation[];
  /** By table title. */
  tables?: Record<string, TableExpectation>;
  /** Exactly the titles of the charts shown. */
  charts?: string[];
  /** Exactly the inputs shown. */
  shownInputs?: string[];
  /** Exactly the inputs shown but disabled. */
  disabledInputs?: string[];
  tolerance?: number;
  kept?: true;
}

/** A calculator's `search:` (docs/authoring.md, "Search"). */
export interface SearchWords {
  /** Other names, as short as visitors type them: searched as the title, and a query that is one shows it first. */
  names?: string[];
  /** Other words visitors use for it, colloquial or misspelled: searched as keywords. */
  synonyms?: string[];
  /** Questions it answers, as visitors type them: searched as keywords. */
  questions?: string[];
}

export interface CalculatorFile {
  id: string;
  title: string;
  description: string;
  category: string;
  /** A Lucide icon's name (checked by the generator against lucide-static's). */
  icon: string;
  keywords: string[];
  /** What visitors type in the search box for it, besides its title, keywords and description. */
  search?: SearchWords;
  order?: number;
  popular?: number;
  status?: 'ready' | 'planned';
  analytics?: string;
  seo?: { title: string; description: string };
  trigger?: 'auto' | 'button';
  intro?: string;
  inputs?: InputDef[];
  lookups?: Record<string, LookupDef>;
  /** The rules of the rule book the formulas read: local name -> rule name ("irpef.scaglioni"). */
  rules?: Record<string, string>;
  /** The datasets formulas and search inputs read: local name -> dataset id ("belfiore"). */
  datasets?: Record<string, string>;
  sources?: SourceDef[];
  guards?: Expression[];
  values?: Record<string, Expression>;
  /** Functions of the file: signature ("interessi(capitale, tasso, giorni)") -> formula on its parameters. */
  functions?: Record<string, Expression>;
  /** Readable names of the values in 'Come si calcola'. */
  symbols?: Record<string, string>;
  results?: ResultDef[];
  emptyResults?: string;
  series?: SeriesDef[];
  tables?: TableDef[];
  charts?: ChartDef[];
  notes?: NoteDef[];
  actions?: ActionDef[];
  reverse?: ReverseDef[];
  formula?: string;
  content?: string;
  faq?: { q: string; a: string }[];
  /** The sources shown under 'Fonti'. */
  references?: Reference[];
  /** ISO date ("2026-11-26"): when the file was last checked against its references. */
  reviewed?: string;
  examples?: ExampleDef[];
}

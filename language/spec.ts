/**
 * The contract between the generator and the browser: what a generated calculator module
 * exports. The generator emits one object of type CalculatorModule per calculator file.
 */

export type Tone = 'info' | 'success' | 'warning' | 'danger';

export type { Color } from './charts/palette.ts';
export type { ChartSpecBase } from './charts/types.ts';
export type { FormatName, Shown } from './formats/index.ts';
// The whole contract in one place: the value types and the words' own types are declared where
// the words can read them without this module (no import cycle), and listed here.
export type * from './values.ts';

import type { Article } from './articles.ts';
import type { FormatName, Shown } from './formats/index.ts';
import type { ChartData, ParsedInputs, Reference, Scalar, SeriesRow, Template, Values } from './values.ts';

export type { InputKindName, InputSpec } from './inputs/index.ts';

import type { InputSpec } from './inputs/index.ts';
import type { Rules } from './parameters.ts';

/**
 * Markdown compiled at build time to an allow-listed tree: text, or [tag, attribute, ...children].
 * The attribute is a link's safe target (`a`, null for a refused one), a table cell's alignment
 * (`th`, `td`: left, center, right or null), else null.
 */
export type RichNode = string | [tag: RichTag, attribute: string | null, ...children: RichNode[]];
export type RichTag =
  | 'p'
  | 'strong'
  | 'em'
  | 'a'
  | 'ul'
  | 'ol'
  | 'li'
  | 'code'
  | 'br'
  | 'h2'
  | 'h3'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td';

/**
 * A titled group of results: the result that carries it and every later one, up to the next result
 * with a section. The results before the first section hold the page's headline (primary ones).
 */
export interface ResultSection {
  title: string;
  /** One sentence under the title, plain text. */
  text: string;
}

export interface ResultSpec {
  id: string;
  label: Template;
  format: FormatName;
  decimals?: number;
  unit?: string;
  primary?: boolean;
  note?: Template;
  hidden?: boolean;
  section?: ResultSection;
}

export interface NoteSpec {
  /** Its `id:`, else note-<position>: the key of Evaluation.notes. */
  id: string;
  tone: Tone;
  title?: Template;
  text?: Template;
  link?: { label: string; url: string };
}

export type { ChartKindName, ChartSpec } from './charts/index.ts';

import type { ChartSpec } from './charts/index.ts';

/** A column's cell in a group's summary row: the sum of the group's rows (a flow) or its last row (a stock). */
export type TableSummary = 'sum' | 'last';

export interface TableSpec {
  /** Its `id:`, else a slug of its title: the key of Evaluation.tables. */
  id: string;
  title: string;
  /** The series of its rows: the key of Evaluation.series. */
  series: string;
  /** How many rows (the first) the page shows; the whole table is in its full view and CSV. */
  rows?: number;
  /** The whole table's title and the word naming each group of `rows` rows (TableDef.full). */
  full?: { title?: string; group?: string };
  /** `column`: the series column a table column shows as it is (its row's explanation is that column's). */
  columns: { label: string; format: FormatName; decimals?: number; column?: string; summary?: TableSummary }[];
}

export interface SourceSpec {
  id: string;
  url: string;
  pick?: string;
  /** The answer's `base` property must equal this (the currency exchange rates are quoted against). */
  base?: string;
  add?: Record<string, number>;
  fallback: Record<string, number>;
  warning: string;
  /** Shown while the first call is in flight. */
  provisional: string;
  /** Logged when a call fails (never the answer). */
  error: string;
  refreshLabel?: string;
  timeoutMs: number;
}

export interface ActionSpec {
  /** Its `id:`, else a slug of its label: the key of InputState.actions. */
  id: string;
  kind: 'swap';
  label: string;
  fields: [string, string];
}

/** 'Calcola al contrario': the visitor gives `result`, the engine finds `input` (src/engine/solve.ts). */
export interface ReverseSpec {
  result: string;
  input: string;
  /** The search runs from min to max; without max it widens until the target is passed. */
  min: number;
  max?: number;
  /** How the found input is shown. */
  format: FormatName;
  decimals: number;
  /** Points the range is scanned at (default 32): finer for a result that goes up and down. */
  scan?: number;
  /** The found input's article ('la durata'): declared, or read from its label (language/articles.ts). */
  article: Article;
}

/** One successful calculation: what is shown, by the id of each result, note, table and chart. */
export interface Evaluation {
  values: Values;
  /** Result id -> shown or not. */
  results: Record<string, boolean>;
  /** Note id -> shown or not. */
  notes: Record<string, boolean>;
  /** Table id -> its cells, or null when hidden. */
  tables: Record<string, Scalar[][] | null>;
  /** Chart id -> its data, or null when hidden. */
  charts: Record<string, ChartData | null>;
  /** Series id -> its rows (index and columns by name), as tables and charts read them. */
  series: Record<string, SeriesRow[]>;
  /** Series id -> the rows its range holds, for a series over a range that reached its `max` (more than its rows: cut short). */
  cut?: Record<string, number>;
}

/** Which inputs and actions are hidden or disabled for the current input values. */
export interface InputState {
  hidden: Record<string, boolean>;
  disabled: Record<string, boolean>;
  /** Action id -> shown or not. */
  actions: Record<string, boolean>;
}

/** Source data: source id -> key -> number. */
export type SourceData = Record<string, Record<string, number>>;

export interface FaqItem {
  q: string;
  a: RichNode[];
}

/** A guard failed: nothing is computed. `refused`: the inputs it reads (through values too), in the form's order. */
export interface Refusal {
  refused: readonly string[];
}

/**
 * A generated calculator. `Inputs` is the record of its parsed inputs, which each module declares
 * (principal: number, grades: { value: number }[], ...): parseInputs makes it from the module's own
 * `inputs`, so the engine may hand a module the record of its inputs whatever their names.
 */
export interface CalculatorModule<Inputs extends ParsedInputs = ParsedInputs> {
  id: string;
  title: string;
  trigger: 'auto' | 'button';
  /**
   * It depends on the visitor's day (a formula calls today(), or a date field starts at it): the
   * prerendered page shows no results, and the page computes once it knows the day.
   */
  today?: true;
  analytics: string;
  inputs: InputSpec[];
  results: ResultSpec[];
  emptyResults?: string;
  notes: NoteSpec[];
  charts: ChartSpec[];
  tables: TableSpec[];
  actions: ActionSpec[];
  /** 'Calcola al contrario' declarations (absent when none). */
  reverse?: ReverseSpec[];
  sources: SourceSpec[];
  /** The datasets (ids) its formulas read, which the page loads once it is live (absent when none; a search field loads its own on use). */
  datasets?: string[];
  /** The rules of the rule book it reads, by their local names (absent when it reads none). */
  rules?: Rules;
  /** Loads 'Come si calcola' of every value and result (a module of its own, after first paint). */
  explain: () => Promise<{ default: Explanations; rows: RowExplanations }>;
  /** Which inputs and actions are hidden or disabled; `filled` tells which inputs are not empty (present()). */
  inputState(inputs: Inputs, filled: Record<string, boolean>, rules?: Rules): InputState;
  /**
   * Runs guards and formulas; a Refusal when a guard fails. `filled` tells which inputs are not
   * empty; `rules`, the rules read (default: the module's own, `rules`).
   */
  evaluate(inputs: Inputs, filled: Record<string, boolean>, sources: SourceData, rules?: Rules): Evaluation | Refusal;
}

/**
 * What a calculator's page says around the calculator: its head, texts, FAQ and sources. The
 * prerender writes them into the page's HTML from a module of their own (src/generated/texts/),
 * which the page's script never loads: they need no JavaScript.
 */
export interface CalculatorText {
  id: string;
  /** The page's title, description and keywords (its head). */
  seo: { title: string; description: string; keywords: string[] };
  intro: RichNode[];
  formula: RichNode[];
  /** The primary result's formula typeset as MathML (`<math>`), generated from the formula itself; empty without results. */
  formulaMath: string;
  content: RichNode[];
  faq: FaqItem[];
  /** The sources cited under 'Fonti' (empty when the file cites none). */
  references: Reference[];
  /** The authorities' worked examples the calculator reproduces ('Verificato su N esempi ufficiali'; empty when none). */
  officialExamples: OfficialExample[];
  /** 'Aggiornato al': the oldest of the days the file and the rules it reads were last checked against their sources, ISO "2026-11-26" (with references only). */
  reviewed?: string;
}

/** A figure of an official example as the page writes it: "Retribuzione annua lorda (RAL)": "30.000 €". */
export interface OfficialFigure {
  label: string;
  value: string;
}

/**
 * An authority's worked example that the calculator's examples reproduce (an example with
 * `source:`), as the page lists it: its name, the document and where in it, the inputs it sets and
 * the figures it checks, each already written the Italian way with its result's format.
 */
export interface OfficialExample {
  name: string;
  source: Reference & { clause: string };
  /** The inputs the example sets, as a visitor reads them (the others stay at their defaults). */
  inputs: OfficialFigure[];
  /** The authority's figures the example checks. */
  results: OfficialFigure[];
}

export interface CategorySpec {
  id: string;
  name: string;
  /** Its icon's drawing (its file names it). */
  icon: IconNode;
}

/**
 * An icon's drawing: the elements it draws in a 24×24 box, stroked in the text's colour (Lucide's
 * form, from lucide-static's icon-nodes.json).
 */
export type IconNode = readonly (readonly [tag: IconTag, attributes: Readonly<Record<string, string>>])[];
export type IconTag = 'path' | 'circle' | 'rect' | 'line' | 'ellipse' | 'polyline' | 'polygon';

/** A calculator as the registry lists it (its module loads by id: src/site/modules.ts). */
export interface CalculatorEntry<Id extends string = string> {
  id: Id;
  title: string;
  description: string;
  category: string;
  /** Its icon's drawing (its file names it). */
  icon: IconNode;
  url: string;
  status: 'ready' | 'planned';
  /** Category reported with analytics events (finance, taxes, percentages, health, conversions, other). */
  analyticsCategory: string;
  /** Its position among 'I più usati' on the home page, when it is listed there. */
  popular?: number;
}

/** A blog article as the list shows it; `load` brings its body. */
export interface ArticleEntry {
  title: string;
  slug: string;
  url: string;
  metaDescription: string;
  /** ISO date. */
  date: string;
  category: string;
  author: string;
  related: string[];
  load: () => Promise<{ default: ArticleModule }>;
}

export interface ArticleModule {
  content: RichNode[];
}

/* 'Come si calcola': what a generated explanation module (src/generated/explanations/<id>.ts) exports. */

/** One named value (or result) explained with the visitor's values. */
export interface Worked {
  /** The formula with the values in it, `=` the value: a `<math>` element. */
  math: string;
  /** How its functions and cases worked out: markup of text and `<math>`, one item each. */
  steps: string[];
}

export interface Explained {
  /** The result's label, or the value's symbol. */
  label: string;
  /** The formula typeset with names: a `<math>` element. */
  formula: string;
  /** The named values it reads, each explained in the same module. */
  values: string[];
  /** The inputs it reads directly: [id, label, how its value is written]. */
  inputs: [string, string, Shown][];
  /** A series column's: the other columns of its row that it reads. */
  columns?: string[];
  /**
   * With a series column's, the row, and the row before it (none for the first); with a value
   * whose functions read a whole series (irr(flussi.importo)), the evaluation's series.
   */
  work(
    values: Values,
    row?: SeriesRow,
    previous?: SeriesRow,
    series?: Record<string, SeriesRow[]>,
    /** The rules the values were computed with (default: the calculator's own). */
    rules?: Rules,
  ): Worked;
}

/** What an explanation module exports by default: every named value and result of a calculator, by name. */
export type Explanations = Record<string, Explained>;

/** And as `rows`: every series column, by series id and column name. */
export type RowExplanations = Record<string, Record<string, Explained>>;

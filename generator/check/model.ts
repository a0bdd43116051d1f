/**
 * The checked model: what the check stage hands the compile stage for one calculator. Names are
 * resolved, types known, formulas and templates turned into IR and parts; compile reads the
 * file's data only to copy what no check works out (labels, formats, texts).
 */

import type {
  CalculatorFile,
  ChartDef,
  LookupDef,
  NoteDef,
  Reference,
  ResultDef,
  SeriesDef,
  TableDef,
} from '../../language/definition.ts';
import type { Bounds } from '../../language/inputs/bounds.ts';
import type { InputValueType } from '../../language/inputs/kind.ts';
import type { SourceFile } from '../source.ts';
import type { SearchData } from './datasets.ts';
import type { IR } from './ir.ts';
import type { Route } from './route.ts';
import type { CheckedRule } from './rules.ts';
import type { ScalarRef, Type, ValueType } from './scope.ts';
import type { TemplatePart } from './template.ts';

/** A named value, result or series column. */
export interface CheckedDefinition {
  name: string;
  ir: IR;
  type: ValueType;
  /** A value or result that reads a series (directly or through another): computed after the series. */
  afterSeries?: true;
}

/** A rule of the rule book as a file reads it: its local name (`rules: { name: rule }`), and the rule. */
export interface CheckedParameter {
  name: string;
  rule: CheckedRule;
}

/** A function of the file (functions:), checked: its parameters and its body's IR, which reads them as `param` refs. */
export interface CheckedFunction {
  name: string;
  params: readonly string[];
  ir: IR;
  type: ValueType;
}

/** A lookup table: its rows as written, all of type `rowType`. */
export interface CheckedLookup {
  name: string;
  rowType: Type;
  rows: LookupDef['rows'];
  fallback?: string;
}

export interface CheckedResult {
  def: ResultDef;
  label: TemplatePart[];
  note?: TemplatePart[];
  visible?: IR;
}

export interface CheckedSeries {
  def: SeriesDef;
  /** The type of the index: number for from/to, the type of the keys otherwise. */
  indexType: ValueType;
  from?: IR;
  to?: IR;
  step?: IR;
  columns: CheckedDefinition[];
}

/** Tables, charts and notes have an id (check/ids.ts): the key of their data and state. */
export interface CheckedTable {
  def: TableDef;
  id: string;
  /** Index in CheckedCalculator.series. */
  series: number;
  visible?: IR;
  columns: IR[];
}

export interface CheckedChart {
  def: ChartDef;
  id: string;
  /** Index in CheckedCalculator.series; none for a chart of fixed items. */
  series?: number;
  visible?: IR;
  label?: TemplatePart[];
  values: IR[];
}

export interface CheckedNote {
  def: NoteDef;
  id: string;
  when?: IR;
  title?: TemplatePart[];
  text?: TemplatePart[];
}

export interface CheckedCalculator extends Route {
  source: SourceFile;
  data: CalculatorFile;
  lookups: CheckedLookup[];
  parameters: CheckedParameter[];
  /** What 'Fonti' lists: the file's references, then those of the rules it reads (each once). */
  references: Reference[];
  /** 'Aggiornato al': the oldest of the file's and its rules' `reviewed` days. */
  reviewed?: string;
  /** The file's functions (functions:), each after those it calls. */
  functions: CheckedFunction[];
  inputTypes: Record<string, InputValueType>;
  /** What the guards require of number inputs beyond their own bounds: written under the field. */
  inputBounds: Record<string, Bounds>;
  /** What each search input's spec gets from its dataset (check/datasets.ts). */
  searchData: Record<string, SearchData>;
  inputHidden: Record<string, IR>;
  inputDisabled: Record<string, IR>;
  /** Each action's id, and when it is shown (always without `visibleWhen`). */
  actions: { id: string; visible?: IR }[];
  /** Values and results, in an order where each comes after what it reads. */
  definitions: CheckedDefinition[];
  guards: IR[];
  results: CheckedResult[];
  series: CheckedSeries[];
  tables: CheckedTable[];
  charts: CheckedChart[];
  notes: CheckedNote[];
  /** The names that hold a day ('Come si calcola' writes them as dates): check/days.ts. */
  days: DayNames;
}

/** Whether a name holds a day (a day number): a date input, or a value, result or series column (of its series) that gives one. */
export interface DayNames {
  has(ref: Pick<ScalarRef, 'kind' | 'name'> & { series?: number }): boolean;
}

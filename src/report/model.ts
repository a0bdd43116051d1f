/**
 * 'Scarica il resoconto': what the report of a calculation holds, as plain Italian text ready to
 * be laid out (src/report/pdf.ts draws it as a PDF). Built from the page's calculation by
 * src/report/collect.ts; every figure is already written the Italian way.
 */

/** A source of a rule's value: the act, where in it, its address. */
export interface ReportSource {
  /** "Legge 30 dicembre 2024, n. 207 (legge di bilancio 2025)". */
  title: string;
  /** "art. 1, comma 2". */
  clause: string;
  url: string;
  /** The address is a secondary source (a summary), no primary page of the act was found. */
  secondary?: boolean;
}

/** A rule of law the calculation read: its value in force on the day read, the period of that value, its act. */
export interface ReportRule {
  /** "Scaglioni IRPEF". */
  label: string;
  /** The value as lines: "2 %", or a table's row, or a bracket table's bands ("fino a 28.000 €: 23 %"). */
  value: string[];
  /** "01/01/2026". */
  from: string;
  /** "31/12/2026", or "in vigore" when no later value is known. */
  to: string;
  source: ReportSource;
}

/** One step of 'Come si calcola', with the visitor's numbers, as plain text. */
export interface ReportStep {
  /** The value or result explained: "IRPEF lorda". */
  label: string;
  /** The formula with the values put in: "IRPEF lorda = 30.000,00 € × 23 % = 6.900,00 €". */
  formula: string;
  /** What it adds in words: the case that applied, the rule read, a bracket's band. */
  lines: string[];
}

/** A table of the results (a full amortisation plan), every row. */
export interface ReportTable {
  title: string;
  columns: string[];
  rows: string[][];
}

export interface Report {
  /** The calculator's title. */
  title: string;
  /** When the calculation was made: "29/11/2026 alle 08:15". */
  made: string;
  /** The site's name and address. */
  site: { name: string; url: string };
  /** The permalink that reopens this calculation with the same rules (absolute URL). */
  permalink: string;
  /** The inputs as typed, with their units: "Importo del mutuo" → "200.000 €". */
  inputs: { label: string; value: string }[];
  /** Every result shown, in order; `section` is the title of the group it is shown under, if any. */
  results: { label: string; value: string; section?: string; primary?: boolean }[];
  /** Notes shown with the results (title and text). */
  notes: { title: string; text: string }[];
  tables: ReportTable[];
  steps: ReportStep[];
  rules: ReportRule[];
  /** The rule book's version and the day it was last reviewed ("a1b2c3d4", "20/11/2026"). */
  ruleBook: { version: string; reviewed: string };
}

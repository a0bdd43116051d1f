import { isoDate, todayNumber } from '../../language/dates.ts';
import { formats, formatValue, NOT_AVAILABLE } from '../../language/formats/index.ts';
import { slug } from '../../language/slug.ts';
import type { FormatName, Scalar } from '../../language/spec.ts';

/** A column as the file's header names it (its label and, in brackets, its unit) and as its cells are written. */
export interface CsvColumn {
  label: string;
  format?: FormatName;
  decimals?: number;
  unit?: string;
}

/**
 * The file's name: what it holds, in Italian, and the visitor's day:
 * (a table's title "Tabella dei flussi", a calculator's title "Calcolatore Prova") ->
 * tabella-dei-flussi-calcolatore-prova-2026-11-26.csv.
 */
export function csvFileName(what: string, calculatorTitle: string, day = todayNumber()): string {
  return `${slug(`${what} ${calculatorTitle}`)}-${isoDate(day)}.csv`;
}

/**
 * The cells as the page shows them: a number of a column with a format rounded as it appears
 * (727,018472 € -> 727,02; 5,004% -> 5,00), without thousands separator or sign; a date or a time
 * as it is written (15/01/2026); N/D as an empty cell.
 */
export function csvCells(columns: readonly CsvColumn[], rows: readonly (readonly Scalar[])[]): Scalar[][] {
  return rows.map((row) => row.map((value, c) => shownCell(value, columns[c])));
}

function shownCell(value: Scalar, column: CsvColumn | undefined): Scalar {
  if (typeof value !== 'number' || !column?.format) return value;
  const shown = formatValue(value, column.format, column.decimals);
  if (shown === NOT_AVAILABLE) return '';
  const number = shown.replace(/[\s\u00a0\u202f]*[€%]$/, '');
  return /^-?[\d.]+(,\d+)?$/.test(number) ? number.replaceAll('.', '') : shown;
}

/** "Rata (€)", "Quota (%)", "Distanza (km)", "Mese". */
export function csvHeader(columns: readonly CsvColumn[]): string[] {
  return columns.map(({ label, format, unit }) => {
    const shown = (format && formats[format].unit) ?? unit;
    return shown ? `${label} (${shown})` : label;
  });
}

/**
 * A CSV text that Italian Excel opens as a table: UTF-8 with a BOM, `;` between fields, CRLF
 * line ends, numbers with a decimal comma and no thousands separator, a text that Excel would run
 * as a formula written after a `'`, a field quoted (its quotes doubled) when it holds `;`, `"` or a
 * line break.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Scalar[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvField(value: Scalar): string {
  const text =
    typeof value === 'number' ? csvNumber(value) : typeof value === 'string' ? inertText(value) : value ? 'sì' : 'no';
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A number written as text: what csvCells makes of a formatted number ("-1234,50"), which Excel reads as a number. */
const NUMBER_TEXT = /^-\d+(,\d+)?$/;

/**
 * A text cell as Excel must take it: one starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is a formula to Excel (formula injection), so it gets a leading `'`; a negative number
 * written as text (`-12,5`) stays a number.
 */
function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !NUMBER_TEXT.test(text) ? `'${text}` : text;
}

/** 15 significant digits drop binary noise (0.1 + 0.2 → 0,3); never exponent notation for money. */
function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return Number(value.toPrecision(15))
    .toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 15 })
    .replace('.', ',');
}

/** Hands the CSV to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

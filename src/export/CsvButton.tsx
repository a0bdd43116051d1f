import type { Scalar } from '../../language/spec.ts';
import { showToast } from '../overlays/show-toast.ts';
import type { CsvColumn } from './csv.ts';

/**
 * `Scarica CSV` for a table or a chart's data, named by what it holds and the visitor's day
 * (src/export/csv.ts: csvFileName); `note` closes the file (why a table stops short). The writer
 * loads on the first click, never in the initial chunk; 'File salvato' confirms the download.
 */
export function CsvButton({
  title,
  calculatorTitle,
  columns,
  rows,
  note,
}: {
  title: string;
  calculatorTitle: string;
  columns: CsvColumn[];
  rows: Scalar[][];
  note?: string;
}) {
  async function download() {
    const { toCsv, csvCells, csvFileName, csvHeader, downloadCsv } = await import('./csv.ts');
    const cells = csvCells(columns, rows);
    downloadCsv(csvFileName(title, calculatorTitle), toCsv(csvHeader(columns), note ? [...cells, [note]] : cells));
    showToast('File salvato');
  }
  return (
    <button type="button" className="csv-button" aria-label={`Scarica CSV: ${title}`} onClick={download}>
      Scarica CSV
    </button>
  );
}

import type { Scalar } from '../../language/spec.ts';
import { showToast } from '../overlays/toast.ts';
import type { CsvColumn } from './csv.ts';

/**
 * `Scarica CSV` for a table or a chart's data: the writer loads on the first click, never in the
 * initial chunk; 'File salvato' confirms the download.
 */
export function CsvButton({
  fileName,
  columns,
  rows,
  label,
}: {
  fileName: string;
  columns: CsvColumn[];
  rows: Scalar[][];
  label: string;
}) {
  async function download() {
    const { toCsv, csvHeader, downloadCsv } = await import('./csv.ts');
    downloadCsv(fileName, toCsv(csvHeader(columns), rows));
    showToast('File salvato');
  }
  return (
    <button type="button" className="csv-button" aria-label={`Scarica CSV: ${label}`} onClick={download}>
      Scarica CSV
    </button>
  );
}

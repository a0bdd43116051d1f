import type { Scalar } from '../engine/types.ts';

/** `Scarica CSV` for a table: the writer loads on the first click, never in the initial chunk. */
export function CsvButton({ fileName, header, rows, label }: { fileName: string; header: string[]; rows: Scalar[][]; label: string }) {
  async function download() {
    const { toCsv, downloadCsv } = await import('./csv.ts');
    downloadCsv(fileName, toCsv(header, rows));
  }
  return (
    <button type="button" className="csv-button" aria-label={`Scarica CSV: ${label}`} onClick={download}>
      Scarica CSV
    </button>
  );
}

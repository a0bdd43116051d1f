/** Printing the benchmark's tables and budget lines. */

export interface Budget {
  name: string;
  ok: boolean;
  detail: string;
}

export const budgets: Budget[] = [];

export function budget(name: string, ok: boolean, detail: string): void {
  budgets.push({ name, ok, detail });
}

export function heading(title: string): void {
  console.log(`\n## ${title}\n`);
}

/** A Markdown table (so the output can be pasted into bench/README.md). */
export function table(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of cells.slice(1)) console.log(line(r));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * A full garbage collection, where Node allows it (`npm run bench` runs it with --expose-gc): what
 * earlier work left on the heap is then not marked, on the other core, while something is timed.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

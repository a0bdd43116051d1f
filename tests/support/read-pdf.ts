/** A PDF read back with pdf.js in a worker thread of its own (pdf-read.mjs says why): its lines, links and information. */
import { Worker } from 'node:worker_threads';

export interface ReadPdf {
  /** Each page's lines, one per text operation, in drawing order. */
  pages: string[][];
  /** The addresses of its links. */
  links: string[];
  info: object;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const worker = new Worker(new URL('./pdf-read.mjs', import.meta.url), { workerData: bytes });
  return new Promise<ReadPdf>((resolve, reject) => {
    worker.once('message', resolve).once('error', reject);
  });
}

/** Lines joined as one text, a line break read as the space it replaced (wrapping drops it). */
export const flowing = (lines: string[]) => lines.join(' ').replace(/ +/g, ' ');

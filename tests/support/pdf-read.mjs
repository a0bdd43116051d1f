/**
 * A PDF read back with pdf.js, in a worker thread of its own (tests/report-pdf.test.ts): pdf.js'
 * build for Node 20 (legacy/) replaces built-ins as it loads (Array.prototype.push, JSON, Set,
 * iterators...) and sets globals (navigator, DOMMatrix), and the test files of a Vitest worker
 * share their globals. Plain JavaScript, which a worker thread runs as it is.
 *
 * Given the PDF's bytes (workerData), posts { pages, links, info }: each page's lines, one per text
 * operation in drawing order, the addresses of its links, and the document information. The text
 * is what the PDF's fonts map their glyphs to (their ToUnicode tables), read from the drawing
 * operations: pdf.js' getTextContent writes every whitespace character as a space, and so could not
 * show that a no-break space (U+00A0, U+202F) came out as itself.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdf = await getDocument({ data: workerData, verbosity: 0 }).promise;
const pages = [];
const links = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const { fnArray, argsArray } = await page.getOperatorList();
  const lines = [];
  fnArray.forEach((fn, i) => {
    if (fn !== OPS.showText && fn !== OPS.showSpacedText) return;
    // The operation's glyphs, and numbers for the spacing between them.
    lines.push(argsArray[i][0].map((glyph) => (typeof glyph === 'number' ? '' : glyph.unicode)).join(''));
  });
  pages.push(lines);
  for (const annotation of await page.getAnnotations())
    if (annotation.subtype === 'Link') links.push(annotation.unsafeUrl);
}
const { info } = await pdf.getMetadata();
await pdf.destroy();
parentPort.postMessage({ pages, links, info });

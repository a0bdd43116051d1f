/**
 * What the build gives the PDF of 'Scarica il resoconto' (src/report/pdf.ts), as a Vite plugin:
 *
 * - its fonts, as the virtual module `virtual:report-fonts`: DejaVu Sans regular and bold, cut at
 *   build time to the characters a report writes, in base64 inside the PDF module's chunk (so it
 *   works offline, and in Node for the tests). The PDF standard fonts only know WinAnsi, which
 *   lacks − √ ≤ ≥ and U+202F: text drawn with them comes out garbled. DejaVu Sans has every
 *   character below; whole, it is 370 KB a weight, cut to these blocks (hinting and OpenType layout
 *   go too: jsPDF uses neither) about 50 KB a weight in gzip. jsPDF leaves out a character its
 *   font lacks, without a word: the module also exports `missing`, which matches them, and the
 *   report writes them as '?';
 * - no chunk for what jsPDF loads on use for `html()` and SVG images (html2canvas, DOMPurify,
 *   canvg: 100 KB in gzip), which the report never calls: the offline download would keep them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The Unicode blocks kept, from what the calculator files and the formats write. */
const BLOCKS: [first: number, last: number][] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: à è é ì ò ù È, «», ×, ÷, ·, °, ², no-break space
  [0x0100, 0x017f], // Latin Extended-A: names from other languages
  [0x0370, 0x03ff], // Greek: π, Σ, Δ in formulas
  [0x2000, 0x206f], // General Punctuation: – — ’ … ‰, narrow no-break space (U+202F)
  [0x2070, 0x209f], // Superscripts and Subscripts: ₁ ₂ ₙ
  [0x20a0, 0x20cf], // Currency Symbols: €
  [0x2150, 0x218f], // Number Forms: ½ ⅓
  [0x2190, 0x2194], // the arrows of prose: ← ↑ → ↓ ↔
  [0x2200, 0x22ff], // Mathematical Operators: − √ ≤ ≥ ≈ ∑
];

/** jsPDF's optional imports, loaded by the features the report does not use. */
const UNUSED = new Set(['html2canvas', 'dompurify', 'canvg']);

const ID = 'virtual:report-fonts';
const RESOLVED = `\0${ID}`;

/** The font files of @fontsource/dejavu-sans (its exports map names only stylesheets). */
function fontFile(weight: 400 | 700): string {
  const license = createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/LICENSE');
  return join(dirname(license), 'files', `dejavu-sans-latin-${weight}-normal.woff`);
}

async function subset(weight: 400 | 700): Promise<string> {
  const text = BLOCKS.map(([first, last]) =>
    String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i)),
  ).join('');
  const font = await subsetFont(await readFile(fontFile(weight)), text, {
    targetFormat: 'truetype',
    noHinting: true,
    keepFeatures: [],
  });
  return font.toString('base64');
}

/**
 * The characters of none of the blocks, line breaks apart (a regular expression's source). Within
 * them DejaVu Sans lacks only unassigned code points, a few recent currency signs (₼ ₾ ₿) and the
 * invisible bidi isolates.
 */
const MISSING = `[^\\n${BLOCKS.map(([first, last]) => `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`).join('')}]`;

/**
 * `import { regular, bold, missing } from 'virtual:report-fonts'`: the two fonts, TrueType in
 * base64, and a regular expression (global) that matches the characters they lack.
 */
export function reportPdfPlugin(): Plugin {
  let fonts: Promise<string> | undefined;
  return {
    name: 'report-pdf',
    // Before Vite's own resolver, which would find jsPDF's optional imports in node_modules.
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === ID) return RESOLVED;
      if (UNUSED.has(id) && importer?.includes('/node_modules/jspdf/')) return { id, external: true };
      return null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      fonts ??= Promise.all([subset(400), subset(700)]).then(
        ([regular, bold]) =>
          `export const regular = '${regular}';\nexport const bold = '${bold}';\nexport const missing = /${MISSING}/gu;\n`,
      );
      return fonts;
    },
  };
}

/**
 * 'Scarica il resoconto': a Report (model.ts) laid out as an A4 PDF, in the browser, with jsPDF and
 * jspdf-autotable (tables whose header row repeats on every page). Loaded on click only: with its
 * fonts it is a chunk of its own, of about 240 KB in gzip.
 *
 *   const { reportPdf } = await import('../report/pdf.ts');
 *   const blob = await reportPdf(report); // application/pdf
 */

import { bold, missing, regular } from 'virtual:report-fonts';
import { jsPDF } from 'jspdf';
import { autoTable, type CellDef, type RowInput, type Styles, type Table, type UserOptions } from 'jspdf-autotable';
import type { Report, ReportRule, ReportStep, ReportTable } from './model.ts';

// Every length in millimetres, font sizes in points.
const PAGE = { width: 210, height: 297 };
const MARGIN = { top: 18, right: 16, bottom: 18, left: 16 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const MM_PER_PT = 25.4 / 72;
const LINE_HEIGHT = 1.3;

/**
 * DejaVu Sans, embedded: the PDF standard fonts only know WinAnsi, and − √ ≤ ≥ or U+202F drawn
 * with them come out garbled (scripts/report-pdf.ts says which characters the font keeps).
 */
const FONT = 'DejaVuSans';

/** The text as the font can write it: jsPDF would leave out, unsaid, a character the font lacks. */
function printable(text: string): string {
  return text.replace(missing, '?');
}

type Rgb = [number, number, number];

// The site's colours (src/styles.css, light scheme).
const TEXT: Rgb = [17, 24, 39];
const MUTED: Rgb = [75, 85, 99];
const BLUE: Rgb = [29, 78, 216];
const BLUE_SOFT: Rgb = [239, 246, 255];
const LINE: Rgb = [209, 213, 219];
const STRIPE: Rgb = [243, 244, 246];

type Weight = 'normal' | 'bold';

interface TextStyle {
  size?: number;
  weight?: Weight;
  colour?: Rgb;
  indent?: number;
}

/**
 * The report as a PDF: a header (the site, the calculator, the day), then the inputs, the results,
 * the notes, each table in full, 'Come si calcola', the rules of law with their sources, the rule
 * book's version and the link that reopens the calculation; the site and 'Pagina N di M' at the foot
 * of every page. A part with nothing in it is left out.
 */
export async function reportPdf(report: Report): Promise<Blob> {
  const doc = newDocument(report);
  const page = new Flow(doc);
  header(page, report);
  if (report.inputs.length > 0) {
    page.heading('Dati inseriti');
    page.table(labelled(report.inputs.map(({ label, value }) => [label, value])));
  }
  if (report.results.length > 0) {
    page.heading('Risultati');
    page.table(labelled(resultRows(report.results)));
  }
  if (report.notes.length > 0) {
    page.heading('Note');
    for (const note of report.notes) {
      page.keep(2);
      page.text(note.title, { weight: 'bold' });
      page.text(note.text);
      page.gap(2);
    }
  }
  for (const table of report.tables) {
    page.heading(table.title);
    page.table(fullTable(table));
  }
  if (report.steps.length > 0) {
    page.heading('Come si calcola');
    for (const step of report.steps) explained(page, step);
  }
  if (report.rules.length > 0) {
    page.heading('Regole di legge applicate');
    for (const rule of report.rules) ruleOfLaw(page, rule);
  }
  page.gap(2);
  page.text(`Versione delle regole: ${report.ruleBook.version}, aggiornate al ${report.ruleBook.reviewed}`, {
    size: 9,
    colour: MUTED,
  });
  page.heading('Riapri questo calcolo');
  page.text('Il link riapre il calcolo con gli stessi dati e le stesse regole:');
  page.link('Apri il calcolo sul sito', report.permalink, { weight: 'bold' });
  page.gap(1);
  // The address in full, small: a printout keeps it, and a reader without links can copy it.
  page.link(report.permalink, report.permalink, { size: 7 });
  pageFrames(doc, report);
  return doc.output('blob');
}

function newDocument(report: Report): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.addFileToVFS('DejaVuSans.ttf', regular);
  doc.addFont('DejaVuSans.ttf', FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', bold);
  doc.addFont('DejaVuSans-Bold.ttf', FONT, 'bold');
  // jspdf-autotable asks for the font list for every cell it measures or draws, and jsPDF builds it
  // anew each time: a fifth of the time of a 360-row plan. The fonts are all added by now.
  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;
  doc.setDocumentProperties({
    title: `${report.title}: resoconto del calcolo`,
    subject: `Resoconto del calcolo del ${report.made}`,
    author: report.site.name,
    creator: report.site.name,
  });
  // jsPDF knows 'it' and 'it-CH', not 'it-IT'.
  doc.setLanguage('it');
  // A viewer's title bar shows the title, not the file's name.
  doc.viewerPreferences({ DisplayDocTitle: true });
  return doc;
}

/** The text as it runs down the pages: a cursor that starts a new page when what comes does not fit. */
class Flow {
  /** The top of the next line. */
  private y = MARGIN.top;

  constructor(private readonly doc: jsPDF) {}

  gap(height: number): void {
    this.y += height;
  }

  /** A new page unless `height` fits above the bottom margin. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - MARGIN.bottom) return;
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** Room for `lines` lines of body text: a title is not left alone at the foot of a page. */
  keep(lines: number): void {
    this.room(lines * lineHeight(10));
  }

  /** A section's heading, with the start of what follows it on the same page. */
  heading(title: string): void {
    this.gap(5);
    this.room(lineHeight(13) + 3 + 3 * lineHeight(10));
    this.text(title, { size: 13, weight: 'bold', colour: BLUE });
    this.doc.setDrawColor(...LINE).setLineWidth(0.3);
    this.doc.line(MARGIN.left, this.y + 0.5, PAGE.width - MARGIN.right, this.y + 0.5);
    this.gap(3);
  }

  /** Text wrapped at spaces to the width, page by page. */
  text(text: string, style: TextStyle = {}): void {
    const indent = style.indent ?? 0;
    this.font(style);
    for (const line of this.doc.splitTextToSize(printable(text), WIDTH - indent) as string[]) this.line(line, style);
  }

  /** Link text wrapped anywhere (an address has no spaces), every line a link to `url`. */
  link(text: string, url: string, style: TextStyle = {}): void {
    const indent = style.indent ?? 0;
    this.font({ colour: BLUE, ...style });
    const height = lineHeight(style.size ?? 10);
    for (const line of this.wrapAnywhere(printable(text), WIDTH - indent)) {
      this.line(line, style);
      this.doc.link(MARGIN.left + indent, this.y - height, this.doc.getTextWidth(line), height, { url });
    }
  }

  /** A table from `options`, from the cursor on, its header row repeated on every page it runs onto. */
  table(options: UserOptions): void {
    autoTable(this.doc, {
      startY: this.y,
      margin: MARGIN,
      showHead: 'everyPage',
      rowPageBreak: 'avoid',
      headStyles: { fontStyle: 'bold', fillColor: BLUE_SOFT, textColor: TEXT },
      ...options,
      styles: {
        font: FONT,
        fontSize: 9,
        textColor: TEXT,
        lineColor: LINE,
        cellPadding: { vertical: 1.4, horizontal: 2 },
        overflow: 'linebreak',
        ...options.styles,
      },
      didParseCell: ({ cell }) => {
        cell.text = cell.text.map(printable);
      },
    });
    // jspdf-autotable keeps the table it drew on the document, outside jsPDF's types.
    const drawn = (this.doc as unknown as { lastAutoTable: Table }).lastAutoTable;
    this.y = drawn.finalY ?? this.y;
  }

  private font({ size = 10, weight = 'normal', colour = TEXT }: TextStyle): void {
    this.doc
      .setFont(FONT, weight)
      .setFontSize(size)
      .setTextColor(...colour);
  }

  private line(line: string, style: TextStyle): void {
    const height = lineHeight(style.size ?? 10);
    this.room(height);
    this.doc.text(line, MARGIN.left + (style.indent ?? 0), this.y, { baseline: 'top' });
    this.y += height;
  }

  private wrapAnywhere(text: string, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    let used = 0;
    for (const char of text) {
      const advance = this.doc.getTextWidth(char);
      if (line && used + advance > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += char;
      used += advance;
    }
    return line ? [...lines, line] : lines;
  }
}

function lineHeight(size: number): number {
  return size * MM_PER_PT * LINE_HEIGHT;
}

function header(page: Flow, report: Report): void {
  page.link(report.site.name, report.site.url, { size: 10, weight: 'bold' });
  page.gap(2);
  page.text(report.title, { size: 18, weight: 'bold' });
  page.gap(1);
  page.text(`Resoconto del calcolo del ${report.made}`, { colour: MUTED });
}

/** Two columns, label and value, without a header row. */
function labelled(body: RowInput[]): UserOptions {
  return {
    body,
    theme: 'plain',
    // A rule under each row, to follow a label to its value.
    styles: { lineWidth: { bottom: 0.1 } },
    columnStyles: { 0: { cellWidth: WIDTH * 0.5, textColor: MUTED } },
  };
}

/** A section's title among the results: a subheading, at the table's edge. */
const SECTION: Partial<Styles> = {
  fontStyle: 'bold',
  fontSize: 10,
  textColor: TEXT,
  cellPadding: { top: 4, bottom: 1.4 },
};
const PRIMARY: Partial<Styles> = { fontStyle: 'bold', fontSize: 11, fillColor: BLUE_SOFT, textColor: TEXT };

/**
 * The results in the page's order (model.ts: each section's results follow one another), a section's
 * title before its first result; a primary result larger, bold and tinted, as on the page.
 */
function resultRows(results: Report['results']): RowInput[] {
  const rows: RowInput[] = [];
  let section: string | undefined;
  for (const result of results) {
    if (result.section !== undefined && result.section !== section)
      rows.push([{ content: result.section, colSpan: 2, styles: SECTION }]);
    section = result.section;
    rows.push(
      result.primary
        ? [
            { content: result.label, styles: PRIMARY },
            { content: result.value, styles: PRIMARY },
          ]
        : [result.label, result.value],
    );
  }
  return rows;
}

/** An amount, a percentage or a number as the formats write them: "1.234,56 €", "−3 %", "12". */
const NUMBER = /^[-−+]?\d[\d.,\s\u00a0\u202f]*(?:€|%)?$/u;

/** A table of the results, every row; columns of numbers to the right, so that their digits line up. */
function fullTable(table: ReportTable): UserOptions {
  const right = table.columns.map((_, c) =>
    table.rows.every((row) => !row[c] || NUMBER.test(row[c]!)) ? ('right' as const) : ('left' as const),
  );
  const head: CellDef[] = table.columns.map((content, c) => ({ content, styles: { halign: right[c]! } }));
  return {
    head: [head],
    body: table.rows,
    theme: 'striped',
    alternateRowStyles: { fillColor: STRIPE },
    columnStyles: Object.fromEntries(right.map((halign, c) => [c, { halign }])),
  };
}

function explained(page: Flow, step: ReportStep): void {
  page.keep(3);
  page.text(step.label, { weight: 'bold' });
  page.text(step.formula, { indent: 4 });
  for (const line of step.lines) page.text(line, { size: 9, colour: MUTED, indent: 4 });
  page.gap(2);
}

function ruleOfLaw(page: Flow, rule: ReportRule): void {
  page.keep(4);
  page.text(rule.label, { weight: 'bold' });
  for (const line of rule.value) page.text(line, { indent: 4 });
  const period = rule.to === 'in vigore' ? `dal ${rule.from}, in vigore` : `dal ${rule.from} al ${rule.to}`;
  page.text(period, { size: 9, colour: MUTED, indent: 4 });
  const { title, clause, url, secondary } = rule.source;
  const source = [title, clause].filter(Boolean).join(', ');
  page.text(`Fonte${secondary ? ' secondaria' : ''}: ${source}`, { size: 9, colour: MUTED, indent: 4 });
  page.link(url, url, { size: 8, indent: 4 });
  page.gap(2);
}

/**
 * On every page: the calculator's title at the top (but on the first, which has the header), the
 * site and 'Pagina N di M' at the foot.
 */
function pageFrames(doc: jsPDF, report: Report): void {
  const pages = doc.getNumberOfPages();
  const address = report.site.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const foot = PAGE.height - 10;
  for (let n = 1; n <= pages; n++) {
    doc.setPage(n);
    doc
      .setFont(FONT, 'normal')
      .setFontSize(8)
      .setTextColor(...MUTED);
    if (n > 1) doc.text(printable(report.title), MARGIN.left, 10, { baseline: 'top' });
    doc.setDrawColor(...LINE).setLineWidth(0.2);
    doc.line(MARGIN.left, foot - 2, PAGE.width - MARGIN.right, foot - 2);
    const site = printable(`${report.site.name} · ${address}`);
    doc.text(site, MARGIN.left, foot, { baseline: 'top' });
    doc.link(MARGIN.left, foot, doc.getTextWidth(site), lineHeight(8), { url: report.site.url });
    doc.text(`Pagina ${n} di ${pages}`, PAGE.width - MARGIN.right, foot, { baseline: 'top', align: 'right' });
  }
}

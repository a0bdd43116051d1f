import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report/model.ts';
import { reportPdf } from '../src/report/pdf.ts';
import { flowing, type ReadPdf, readPdf } from './support/read-pdf.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** A share link of about 2,000 characters, as a calculation with many inputs makes. */
const permalink = `https://www.calcolatorionline.it/mutui/calcolo-rata-mutuo?${Array.from(
  { length: 110 },
  (_, i) => `campo${i}=${(i * 1234.5).toFixed(2)}`,
).join('&')}&regole=a1b2c3d4`;

const plan = Array.from({ length: 400 }, (_, i) => [
  String(i + 1),
  `${(1000 + i).toLocaleString('it-IT')},${String(i % 100).padStart(2, '0')}${NBSP}€`,
  `${(500 + i * 3).toLocaleString('it-IT')},00${NBSP}€`,
  `${(400 + i * 7).toLocaleString('it-IT')},50${NBSP}€`,
  `${(199_000 - i * 400).toLocaleString('it-IT')},${String((i * 7) % 100).padStart(2, '0')}${NBSP}€`,
]);

const report: Report = {
  title: 'Calcolo della rata del mutuo – piano d’ammortamento',
  made: '29/11/2026 alle 08:15',
  site: { name: 'Calcolatori online', url: 'https://www.calcolatorionline.it' },
  permalink,
  inputs: [
    { label: 'Importo del mutuo', value: `200.000${NBSP}€` },
    { label: 'Tasso d’interesse annuo (TAN)', value: `3,5${NNBSP}%` },
    { label: 'Durata', value: '30 anni' },
    { label: 'Città', value: 'Forlì – Cesena «centro»' },
  ],
  results: [
    { label: 'Rata mensile', value: `898,09${NBSP}€`, primary: true },
    { label: 'Interessi totali', value: `123.312,18${NBSP}€` },
    { label: 'TAEG di legge', value: `3,72${NNBSP}%`, section: 'Costi del finanziamento', primary: true },
    { label: 'Costo totale del credito', value: `125.000,00${NBSP}€`, section: 'Costi del finanziamento' },
    { label: 'Differenza sul canone', value: `−12,50${NBSP}€`, section: 'Calcolo semplificato della scheda originale' },
  ],
  notes: [
    {
      title: 'Perché è solo una stima',
      text: 'Il tasso può cambiare: la banca può aggiungere spese d’istruttoria e di perizia, che qui non sono contate, e il costo può salire di più; l’importo finale dipende dall’offerta che ricevi, e dal TAEG ≤ 4 % o ≥ 4 %.',
    },
  ],
  tables: [
    {
      title: 'Piano d’ammortamento',
      columns: ['Rata', 'Importo', 'Quota capitale', 'Interessi', 'Debito residuo'],
      rows: plan,
    },
  ],
  steps: [
    {
      label: 'Rata mensile',
      formula: `Rata = 200.000${NBSP}€ × 0,0029 ÷ (1 − (1 + 0,0029)^−360) = 898,09${NBSP}€`,
      lines: ['Tasso mensile = 3,5 % ÷ 12 = 0,29 %', 'Radice di controllo: √4 = 2 · 1'],
    },
    { label: 'Interessi totali', formula: `Interessi = 898,09${NBSP}€ × 360 − 200.000${NBSP}€`, lines: [] },
  ],
  rules: [
    {
      label: 'Scaglioni IRPEF',
      value: [
        `fino a 28.000${NBSP}€: 23${NNBSP}%`,
        `da 28.000${NBSP}€ a 50.000${NBSP}€: 33${NNBSP}%`,
        `oltre 50.000${NBSP}€: 43${NNBSP}%`,
      ],
      from: '01/01/2026',
      to: 'in vigore',
      source: {
        title: 'Legge 30 dicembre 2025, n. 199 (legge di bilancio 2026)',
        clause: 'art. 1, comma 2',
        url: 'https://www.gazzettaufficiale.it/eli/id/2025/12/30/25G00212/sg',
      },
    },
    {
      label: 'Imposta di bollo sugli estratti conto',
      value: [`34,20${NBSP}€`],
      from: '01/01/2025',
      to: '31/12/2025',
      source: {
        title: 'Guida dell’Agenzia delle Entrate all’imposta di bollo',
        clause: 'tabella, punto 3',
        url: 'https://www.agenziaentrate.gov.it/portale/imposta-di-bollo-guida',
        secondary: true,
      },
    },
  ],
  ruleBook: { version: 'a1b2c3d4', reviewed: '20/11/2026' },
};

/** A PDF read back, with its type. */
interface Read extends ReadPdf {
  type: string;
}

/** The PDF of `report`, read back with pdf.js in a worker thread. */
async function read(report: Report): Promise<Read> {
  const blob = await reportPdf(report);
  return { type: blob.type, ...(await readPdf(new Uint8Array(await blob.arrayBuffer()))) };
}

describe('reportPdf', () => {
  let pdf: Read;
  let text: string;

  beforeAll(async () => {
    pdf = await read(report);
    text = flowing(pdf.pages.flat());
  });

  it('is a PDF that names itself: title, language and creator', () => {
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.info).toMatchObject({
      Title: `${report.title}: resoconto del calcolo`,
      Language: 'it',
      Creator: 'Calcolatori online',
    });
  });

  it('runs the 400-row plan over several pages, with "Pagina N di M" at the foot of each', () => {
    const count = pdf.pages.length;
    expect(count).toBeGreaterThan(5);
    pdf.pages.forEach((lines, i) => {
      expect(lines).toContain(`Pagina ${i + 1} di ${count}`);
      expect(lines).toContain('Calcolatori online · www.calcolatorionline.it');
    });
  });

  it('repeats the plan’s header row on every page it runs onto', () => {
    const withRows = pdf.pages.filter((lines) => lines.includes('Debito residuo'));
    expect(withRows.length).toBeGreaterThan(4);
    for (const lines of withRows) expect(lines.indexOf('Rata')).toBeLessThan(lines.indexOf('Debito residuo'));
  });

  it('writes every character as itself: accents, €, «», –, ’, ×, ≤, ≥, −, √, ·, no-break spaces', () => {
    const chars = ['€', 'à', 'è', 'é', 'ì', 'ò', 'ù', '«', '»', '–', '’', '×', '≤', '≥', '−', '√', '·', NBSP, NNBSP];
    for (const char of chars) expect(text.includes(char), `U+${char.codePointAt(0)!.toString(16)}`).toBe(true);
  });

  it('has the header and the parts in order, with every input, result and note', () => {
    expectInOrder(text, [
      report.site.name,
      report.title,
      `Resoconto del calcolo del ${report.made}`,
      'Dati inseriti',
      ...report.inputs.flatMap(({ label, value }) => [label, value]),
      'Risultati',
      ...report.results.flatMap(({ label, value }) => [label, value]),
      'Note',
      ...report.notes.flatMap(({ title, text }) => [title, flowing([text])]),
    ]);
    expectInOrder(text, ['Costi del finanziamento', 'TAEG di legge', 'Calcolo semplificato della scheda originale']);
  });

  it('has every row of every table, in order', () => {
    const [table] = report.tables;
    expectInOrder(text, [table!.title, ...table!.columns, ...table!.rows.flat()]);
  });

  it("has 'Come si calcola', each step with its formula and lines", () => {
    expectInOrder(text, [
      'Come si calcola',
      ...report.steps.flatMap(({ label, formula, lines }) => [label, formula, ...lines]),
    ]);
  });

  it('has each rule of law: its value, its period, its source (secondary said so) and the source’s address', () => {
    expectInOrder(text, [
      'Regole di legge applicate',
      'Scaglioni IRPEF',
      ...report.rules[0]!.value,
      'dal 01/01/2026, in vigore',
      'Fonte: Legge 30 dicembre 2025, n. 199 (legge di bilancio 2026), art. 1, comma 2',
      'Imposta di bollo sugli estratti conto',
      `34,20${NBSP}€`,
      'dal 01/01/2025 al 31/12/2025',
      'Fonte secondaria: Guida dell’Agenzia delle Entrate all’imposta di bollo, tabella, punto 3',
    ]);
    const joined = pdf.pages.flat().join('');
    for (const rule of report.rules) {
      expect(joined.includes(rule.source.url), rule.source.url).toBe(true);
      expect(pdf.links).toContain(rule.source.url);
    }
  });

  it('ends with the rules’ version and the permalink, whole and linked', () => {
    expectInOrder(text, [
      'Versione delle regole: a1b2c3d4, aggiornate al 20/11/2026',
      'Riapri questo calcolo',
      'Apri il calcolo sul sito',
    ]);
    expect(permalink.length).toBeGreaterThan(1900);
    // Wrapped anywhere: its lines joined again.
    expect(pdf.pages.flat().join('').includes(permalink)).toBe(true);
    expect(pdf.links).toContain(permalink);
  });
});

describe('reportPdf, other reports', () => {
  it('leaves out the parts with nothing in them', async () => {
    const { pages } = await read({ ...report, inputs: [], notes: [], tables: [], steps: [], rules: [] });
    const lines = pages.flat();
    expect(pages).toHaveLength(1);
    for (const heading of ['Dati inseriti', 'Note', 'Piano d’ammortamento', 'Come si calcola', 'Regole'])
      expect(lines).not.toContain(heading);
    expect(lines).toEqual(expect.arrayContaining(['Risultati', 'Riapri questo calcolo', 'Pagina 1 di 1']));
  });

  it("writes a character the font lacks as '?', where jsPDF would leave it out", async () => {
    const { pages } = await read({
      ...report,
      inputs: [{ label: 'Segno 漢', value: '✓ fatto' }],
      notes: [{ title: 'Nota', text: 'Vedi 漢 qui' }],
      tables: [],
    });
    expect(pages.flat()).toEqual(expect.arrayContaining(['Segno ?', '? fatto', 'Vedi ? qui']));
  });
});

/** Each of `parts` in `text`, each after the one before. */
function expectInOrder(text: string, parts: string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after character ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

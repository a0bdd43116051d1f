/**
 * The cadastral (Belfiore) codes of the Italian comuni, those suppressed or merged included, and
 * the Z codes of foreign states: what the codice fiscale writes for the place of birth. From the
 * package codice-fiscale-js (src/lista-comuni.js: [code, province, NAME, 1 in force | 0 suppressed],
 * province "EE" for a foreign state), whose list is kept up to date from the Agenzia delle Entrate's
 * and ISTAT's.
 */
import { defineDataset, titleCase } from './kind.ts';

const ROW = /^\s*\['([A-Z]\d{3})', '([A-Z]{2})', (?:'((?:[^'\\]|\\.)*)'|"([^"]*)"), ([01])\],?\s*$/;

export const belfiore = defineDataset({
  description:
    'The cadastral (Belfiore) codes of the Italian comuni (suppressed and merged ones too) and the Z codes of foreign states, from codice-fiscale-js: nome ("Roma", "Germania") and dettaglio (the province, "RM"; "PD, soppresso"; "Stato estero").',
  package: 'codice-fiscale-js',
  version: '2.4.0',
  license: 'CC BY-SA',
  file: 'codice-fiscale-js/src/lista-comuni.js',
  columns: {
    nome: 'The comune or state, in small letters with capitals: "Roma", "Germania".',
    dettaglio:
      'The province ("RM"), with ", soppresso" for a comune suppressed or merged ("PD, soppresso"); "Stato estero" for a state.',
  },
  label: '{nome} ({dettaglio})',
  keyPattern: '[A-Z][0-9]{3}',
  read(text) {
    const lines = text.split('\n').filter((line) => line.trim().startsWith('['));
    const rows = lines.map((line) => {
      const match = ROW.exec(line);
      if (!match) throw new Error(`Unexpected line in ${belfiore.file}: ${line.trim()}`);
      const [, code, province, quoted, doubled, current] = match;
      const name = titleCase((quoted ?? doubled!).replace(/\\'/g, "'"));
      const detail = province === 'EE' ? 'Stato estero' : current === '1' ? province! : `${province}, soppresso`;
      return [code!, name, detail];
    });
    if (rows.length < 8000) throw new Error(`${belfiore.file} has ${rows.length} rows: not the list expected.`);
    // By key; for a key with several names the one in force first (A001: Abano Terme, then Abano Bagni).
    const suppressed = (row: string[]) => (row[2]!.endsWith('soppresso') ? 1 : 0);
    rows.sort((a, b) => a[0]!.localeCompare(b[0]!) || suppressed(a) - suppressed(b));
    return { columns: ['nome', 'dettaglio'], rows };
  },
});

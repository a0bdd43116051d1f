/**
 * Texts in the language: the text functions, the `text` and `search` input kinds (parse, links),
 * a dataset's reader (belfiore, on lines as its package writes them) and the browser's side of
 * datasets (rows by key, the search's ranking). The pages that use them: the fixture
 * tests/fixtures/site/calculators/prove/prova-sigla.yaml (its examples run in tests/examples.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { belfiore } from '../language/datasets/belfiore.ts';
import { type DatasetFile, rowLabel, titleCase } from '../language/datasets/kind.ts';
import {
  concat,
  consonants,
  digits,
  left,
  length,
  letters,
  matches,
  mid,
  padEnd,
  upper,
  vowels,
} from '../language/functions/impl/text.ts';
import { search } from '../language/inputs/search.ts';
import { breaksPattern, text, textValue } from '../language/inputs/text.ts';
import { fold, readDataset, searchDataset } from '../src/engine/datasets.ts';

describe('text functions', () => {
  it('letters, consonants and vowels take accents off and drop what is no letter', () => {
    expect(letters("D'Amico È-ò 1")).toBe('DAMICOEO');
    expect(consonants('Müller')).toBe('MLLR');
    expect(vowels('Müller')).toBe('UE');
    expect(consonants('Aia')).toBe('');
    expect(upper("d'amico è")).toBe("D'AMICO È");
  });

  it('counts positions from 1; a position or count that is not whole gives ""', () => {
    expect(mid('RSSMRA', 4, 3)).toBe('MRA');
    expect(mid('RSS', 3, 5)).toBe('S');
    expect(mid('RSS', 0, 1)).toBe('');
    expect(mid('RSS', 1.5, 1)).toBe('');
    expect(mid('RSS', 1, Number.NaN)).toBe('');
    expect(left('FRNCSC', 3)).toBe('FRN');
    expect(length('àèì')).toBe(3);
  });

  it('pads, writes digits and joins', () => {
    expect(padEnd('FO', 3, 'X')).toBe('FOX');
    expect(padEnd('ROSSI', 3, 'X')).toBe('ROSSI');
    expect(padEnd('A', 1e9, 'X')).toBe('A');
    expect(digits(5, 2)).toBe('05');
    expect(digits(55, 2)).toBe('55');
    expect(digits(-7, 3)).toBe('-007');
    expect(digits(1.5, 2)).toBe('');
    expect(digits(Number.POSITIVE_INFINITY, 2)).toBe('');
    expect(concat('RSS', 'MRA', '80')).toBe('RSSMRA80');
  });

  it('matches the whole text, and a pattern that does not compile matches nothing', () => {
    expect(matches('AB123CD', '[A-Z]{2}[0-9]{3}[A-Z]{2}')).toBe(true);
    expect(matches('XAB123CD', '[A-Z]{2}[0-9]{3}[A-Z]{2}')).toBe(false);
    expect(matches('AB', 'A|AB')).toBe(true);
    expect(matches('A', '[A-')).toBe(false);
  });
});

describe('the text input kind', () => {
  const spec = text.compile(
    {
      id: 'targa',
      kind: 'text',
      label: 'Targa',
      maxLength: 7,
      uppercase: true,
      pattern: '[A-Z]{2}[0-9]{3}[A-Z]{2}',
      patternHelp: 'Due lettere…',
    },
    { defaultOf: () => undefined },
  );

  it('formulas see the text trimmed, cut at maxLength, in capitals with uppercase', () => {
    expect(text.parse('  ab123cd ', spec, {})).toEqual({ value: 'AB123CD', filled: true });
    expect(textValue('abcdefghij', spec)).toBe('ABCDEFG');
    expect(text.parse('   ', spec, {})).toEqual({ value: '', filled: false });
    expect(text.parse(true, spec, {})).toEqual({ value: '', filled: false });
  });

  it('a typed text breaks the pattern; an empty field is to be filled, not an error', () => {
    expect(breaksPattern('ab123cd', spec)).toBe(false);
    expect(breaksPattern('AB12', spec)).toBe(true);
    expect(breaksPattern('', spec)).toBe(false);
  });

  it('travels in a link as typed, up to maxLength', () => {
    expect(text.link.encode('AB123CD', spec)).toBe('AB123CD');
    expect(text.link.decode('AB123CD', spec)).toBe('AB123CD');
    expect(text.link.decode('AB123CDE', spec)).toBeUndefined();
  });
});

describe('the search input kind', () => {
  const spec = {
    ...search.compile(
      { id: 'luogo', kind: 'search', label: 'Luogo', dataset: 'luoghi', default: 'H501' },
      { defaultOf: () => undefined },
    ),
    dataset: 'belfiore',
    keyPattern: '[A-Z][0-9]{3}',
  };

  it('formulas see a key, or "" for anything that is not one', () => {
    expect(search.parse('H501', spec, {})).toEqual({ value: 'H501', filled: true });
    expect(search.parse('Roma', spec, {})).toEqual({ value: '', filled: false });
    expect(search.parse('', spec, {})).toEqual({ value: '', filled: false });
  });

  it('a link carries a key, and nothing that is not one', () => {
    expect(search.link.decode('Z112', spec)).toBe('Z112');
    expect(search.link.decode('', spec)).toBe('');
    expect(search.link.decode('H501<script>', spec)).toBeUndefined();
  });
});

describe('datasets', () => {
  const lines = [
    'export const COMUNI = [',
    "  ['A001', 'PD', 'ABANO BAGNI', 0],",
    "  ['A001', 'PD', 'ABANO TERME', 1],",
    "  ['A029', 'CT', \"ACI SANT'ANTONIO\", 1],",
    "  ['H501', 'RM', 'ROMA', 1],",
    "  ['Z112', 'EE', 'GERMANIA', 0],",
  ];
  // The reader refuses a list much shorter than the real one (a changed package): repeat the rows.
  const many = [
    ...lines,
    ...Array.from({ length: 8000 }, (_, k) => `  ['M${String(k % 1000).padStart(3, '0')}', 'TO', 'PAESE ${k}', 1],`),
    ']',
  ].join('\n');

  it('belfiore reads codes, names and details; the name in force first for a code', () => {
    const table = belfiore.read(many);
    expect(table.columns).toEqual(['nome', 'dettaglio']);
    const a001 = table.rows.filter((row) => row[0] === 'A001');
    expect(a001).toEqual([
      ['A001', 'Abano Terme', 'PD'],
      ['A001', 'Abano Bagni', 'PD, soppresso'],
    ]);
    expect(table.rows.find((row) => row[0] === 'A029')).toEqual(['A029', "Aci Sant'Antonio", 'CT']);
    expect(table.rows.find((row) => row[0] === 'Z112')).toEqual(['Z112', 'Germania', 'Stato estero']);
  });

  it('belfiore refuses a line it does not understand, and a list too short', () => {
    expect(() => belfiore.read([...lines.slice(0, 2), "  ['A1', 'PD', 'X', 1],", ']'].join('\n'))).toThrow(
      /Unexpected line/,
    );
    expect(() => belfiore.read(lines.join('\n'))).toThrow(/not the list expected/);
  });

  it('names a row by its label template, each word capitalised', () => {
    expect(rowLabel('{nome} ({dettaglio})', ['nome', 'dettaglio'], ['H501', 'Roma', 'RM'])).toBe('Roma (RM)');
    expect(titleCase("SANT'ANGELO D'ALIFE")).toBe("Sant'Angelo d'Alife");
    expect(titleCase("REGGIO NELL'EMILIA")).toBe("Reggio nell'Emilia");
  });

  const file: DatasetFile = {
    columns: ['nome', 'dettaglio'],
    label: '{nome} ({dettaglio})',
    rows: [
      'A001\tAbano Terme\tPD',
      'A001\tAbano Bagni\tPD, soppresso',
      'H501\tRoma\tRM',
      "M354\tCastel Sant'Angelo\tRI",
      "Z404\tStati Uniti D'America\tStato estero",
    ].join('\n'),
  };
  const dataset = readDataset(file);

  it('formulas read the first row of a key; the search offers every row', () => {
    expect(dataset.byKey.A001).toEqual({ nome: 'Abano Terme', dettaglio: 'PD' });
    expect(dataset.byKey.constructor).toBeUndefined();
    expect(dataset.entries.map((e) => e.label)).toContain('Abano Bagni (PD, soppresso)');
  });

  it('finds a key typed whole first, then names that start with the text, then words, then any part', () => {
    expect(searchDataset(dataset, 'h501').map((e) => e.key)).toEqual(['H501']);
    expect(searchDataset(dataset, 'abano').map((e) => e.label)).toEqual([
      'Abano Terme (PD)',
      'Abano Bagni (PD, soppresso)',
    ]);
    expect(searchDataset(dataset, "sant'angelo").map((e) => e.key)).toEqual(['M354']);
    expect(searchDataset(dataset, 'uniti d america').map((e) => e.key)).toEqual(['Z404']);
    expect(searchDataset(dataset, 'om').map((e) => e.key)).toEqual(['H501']);
    expect(searchDataset(dataset, '   ')).toEqual([]);
    expect(searchDataset(dataset, 'a', 2)).toHaveLength(2);
    expect(fold("  Nicolò D'Àngelo ")).toBe('nicolo d angelo');
  });
});

describe('a page whose formulas read a dataset', () => {
  it('computes again when the dataset arrives, which is no calculation the visitor asked for', async () => {
    // Fresh copies of the page's modules: a file run before this one in the same worker (the
    // workers' files share their modules: vite.config.ts) may have loaded the dataset already.
    vi.resetModules();
    const [{ default: calculator }, { createSession }, { loadDataset }] = await Promise.all([
      import('../src/generated/calculators/prova-sigla.ts'),
      import('../src/engine/session.ts'),
      import('../src/engine/datasets.ts'),
    ]);
    const session = createSession(calculator);
    const comune = () => session.getSnapshot().evaluation?.values.comune;
    // Before the rows arrive, the key reads as absent: the fixture's case for a place not in the list.
    expect(comune()).toBe("Non nell'elenco");
    let told = 0;
    session.subscribe(() => told++);
    await loadDataset('belfiore');
    session.recompute();
    expect(comune()).toBe('Roma (RM)');
    expect(told).toBe(1);
    expect(session.getSnapshot().calculations).toBe(0);
  });
});

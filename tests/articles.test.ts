/**
 * Italian articles of the labels the page names in a sentence (language/articles.ts): read from the
 * first word where its ending tells, declared where it does not.
 */
import { expect, it } from 'vitest';
import { articleOf, named, ofThe } from '../language/articles.ts';

it('reads the article from the first word where the ending tells', () => {
  expect(articleOf('Durata')).toBe('la');
  expect(articleOf('Peso')).toBe('il');
  expect(articleOf('Tasso di interesse annuo')).toBe('il');
  expect(articleOf('Importo del mutuo')).toBe("l'");
  expect(articleOf('Aliquota')).toBe("l'");
  expect(articleOf('Sconto')).toBe('lo');
  expect(articleOf('Zaino')).toBe('lo');
  expect(articleOf('Psicologo')).toBe('lo');
  expect(articleOf('Sovrapprezzo')).toBe('il');
});

it('does not guess where the ending does not tell: the file declares it', () => {
  for (const label of ['Retribuzione annua lorda (RAL)', 'Capitale iniziale', 'Rate', 'Anni', 'TAN', 'Costi fissi'])
    expect(articleOf(label), label).toBeUndefined();
});

it('writes the label inside a sentence with its article, and with di', () => {
  expect(named('la', 'Retribuzione annua lorda (RAL)')).toBe('la retribuzione annua lorda (RAL)');
  expect(named("l'", 'Importo del mutuo')).toBe("l'importo del mutuo");
  expect(named('il', 'TAN annuo')).toBe('il TAN annuo');
  expect(ofThe('la', 'Durata')).toBe('della durata');
  expect(ofThe("l'", 'Importo del prestito')).toBe("dell'importo del prestito");
  expect(ofThe('il', 'Peso')).toBe('del peso');
  expect(ofThe('lo', 'Sconto')).toBe('dello sconto');
  expect(ofThe('gli', 'Anni')).toBe('degli anni');
  expect(ofThe('le', 'Rate')).toBe('delle rate');
  expect(ofThe('i', 'Mesi')).toBe('dei mesi');
});

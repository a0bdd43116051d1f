/**
 * Italian definite articles, for the sentences that name an input ('la pagina trova la durata',
 * 'Nessun valore della durata…'). The article of a label is read from its first word where the
 * ending tells the gender and number (-o, -a, a vowel at the start); a file declares it (`article:`)
 * where it does not ('Retribuzione…', 'Capitale…', 'Rate').
 *
 *   articleOf('Durata')                     // 'la'
 *   named('la', 'Retribuzione annua (RAL)') // 'la retribuzione annua (RAL)'
 *   ofThe('il', 'Peso')                     // 'del peso'
 */

export const ARTICLES = ['il', 'lo', 'la', "l'", 'i', 'gli', 'le'] as const;
export type Article = (typeof ARTICLES)[number];

const VOWEL = /^[aeiouàèéìíòóùú]/i;
/** Masculine words that take 'lo' (and 'gli'): s + consonant, z, gn, ps, pn, x, y. */
const LO = /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i;

/** The article of a label's first word, or undefined when its ending does not tell (-e, -i, a consonant). */
export function articleOf(label: string): Article | undefined {
  const word = label.trim().split(/[\s(]/)[0] ?? '';
  if (word === '' || word === word.toUpperCase()) return undefined;
  if (VOWEL.test(word)) return /[aeo]$/i.test(word) ? "l'" : undefined;
  if (/o$/i.test(word)) return LO.test(word) ? 'lo' : 'il';
  if (/a$/i.test(word)) return 'la';
  return undefined;
}

/** The label as written inside a sentence: its first letter lower case, unless its first word is an acronym ('TAN'). */
function inSentence(label: string): string {
  const word = label.split(/[\s(]/)[0] ?? '';
  return word.length > 1 && word === word.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** 'la durata', "l'importo del mutuo". */
export function named(article: Article, label: string): string {
  return `${article}${article === "l'" ? '' : ' '}${inSentence(label)}`;
}

/** 'di' joined with the article: 'della durata', "dell'importo del mutuo". */
export function ofThe(article: Article, label: string): string {
  const joined: Record<Article, string> = {
    il: 'del',
    lo: 'dello',
    la: 'della',
    "l'": "dell'",
    i: 'dei',
    gli: 'degli',
    le: 'delle',
  };
  return `${joined[article]}${article === "l'" ? '' : ' '}${inSentence(label)}`;
}

/**
 * Text functions of formulas (the `text` input kind, text lookups, text results). Positions count
 * from 1, as Italian spreadsheets do (STRINGA.ESTRAI); a position or length that is not a whole
 * number gives the empty text, never an error.
 */

/** The text in capitals (Italian rules: "è" -> "È"). */
export const upper = (text: string): string => text.toLocaleUpperCase('it-IT');

/** The letters A-Z of a text in capitals, accents taken off ("D'Amico È" -> "DAMICOE"); everything else dropped. */
export const letters = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** The consonants of a text's letters (letters(text) without A, E, I, O, U), in order. */
export const consonants = (text: string): string => letters(text).replace(/[AEIOU]/g, '');

/** The vowels A, E, I, O, U of a text's letters, in order. */
export const vowels = (text: string): string => letters(text).replace(/[^AEIOU]/g, '');

/** The number of characters of a text. */
export const length = (text: string): number => [...text].length;

/** `count` characters of a text from position `start` (1 = the first); fewer where the text ends. */
export function mid(text: string, start: number, count: number): string {
  if (!Number.isInteger(start) || !Number.isInteger(count) || start < 1 || count < 0) return '';
  return [...text].slice(start - 1, start - 1 + count).join('');
}

/** The first `count` characters of a text. */
export const left = (text: string, count: number): string => mid(text, 1, count);

/** The text followed by copies of `fill` up to `size` characters (a text already that long stays as it is). */
export function padEnd(text: string, size: number, fill: string): string {
  if (!Number.isInteger(size) || size > 1000) return text;
  return text.padEnd(size, fill);
}

/** A whole number written with at least `width` digits, zeros in front ("5", 2 -> "05"); "" when it is not whole. */
export function digits(value: number, width: number): string {
  if (!Number.isSafeInteger(value) || !Number.isInteger(width) || width > 100) return '';
  const written = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${written}` : written;
}

/** Texts one after the other. */
export const concat = (...texts: string[]): string => texts.join('');

const compiled = new Map<string, RegExp>();

/** A pattern as `matches` and a text field's `pattern` test it: the whole text, Unicode-aware. */
export function wholePattern(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    compiled.set(pattern, regex);
  }
  return regex;
}

/** Whether the whole text matches a regular expression (JavaScript's); false for one that does not compile. */
export function matches(text: string, pattern: string): boolean {
  try {
    return wholePattern(pattern).test(text);
  } catch {
    return false;
  }
}

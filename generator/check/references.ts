/**
 * The sources a page cites under 'Fonti': each reference has a title and an https address, no
 * address is cited twice, and a file with references says the day it was last checked against
 * them (`reviewed`), a real date that is not after today in Italy.
 */

import { dayNumber } from '../../language/dates.ts';
import type { CalculatorFile, Reference } from '../../language/definition.ts';
import type { Diagnostic, PathSegment } from '../../language/diagnostics.ts';
import type { SourceFile } from '../source.ts';

/** Made once: a formatter costs half a millisecond to make, and every reference list asks for today. */
const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** Today in Italy as ISO "2026-11-26": a file reviewed today is never in the future, whatever the machine's time zone. */
export function todayInItaly(now = new Date()): string {
  return romeDay.format(now);
}

/**
 * The references listed at `path`. `cited`: each address already cited in the file (normalised) ->
 * where, shared by every list of the file so that an address is cited once.
 */
export function checkReferenceList(
  source: SourceFile,
  path: PathSegment[],
  references: Reference[],
  cited: Map<string, string>,
  diagnostics: Diagnostic[],
): void {
  references.forEach((reference, i) => {
    const at = [...path, i];
    const where = `${path.join('.')}[${i}]`;
    if (reference.title.trim() === '')
      diagnostics.push(
        source.at(
          source.node([...at, 'title']),
          'bad-reference',
          `${where} has an empty title.`,
          'Write what the source is, in Italian: "D.P.R. 26 ottobre 1972, n. 633 (decreto IVA)".',
        ),
      );
    const url = checkAddress(source, [...at, 'url'], reference.url, diagnostics);
    if (!url) return;
    const first = cited.get(url.href);
    if (first)
      diagnostics.push(
        source.at(
          source.node([...at, 'url']),
          'bad-reference',
          `The address "${reference.url}" is already cited by ${first}.`,
          'Cite each source once.',
        ),
      );
    else cited.set(url.href, where);
  });
}

/** The address at `path` parsed, when it is a whole https address; else a diagnostic says why. */
export function checkAddress(
  source: SourceFile,
  path: PathSegment[],
  text: string,
  diagnostics: Diagnostic[],
): URL | undefined {
  const url = addressOf(text);
  if (typeof url === 'string') {
    diagnostics.push(source.at(source.node(path), 'bad-reference', url, 'Write the whole address: https://…'));
    return undefined;
  }
  if (url.protocol !== 'https:') {
    diagnostics.push(
      source.at(
        source.node(path),
        'bad-reference',
        `The address "${text}" is not https.`,
        `Cite the https address of the source${url.protocol === 'http:' ? `: https://${text.slice('http://'.length)}` : ''}.`,
      ),
    );
    return undefined;
  }
  return url;
}

/** The parsed address, or why it is not one. */
function addressOf(text: string): URL | string {
  if (text.trim() === '') return 'The url is empty.';
  if (/\s/.test(text)) return `The address "${text}" has a space in it.`;
  try {
    const url = new URL(text);
    if (url.hostname.includes('.')) return url;
  } catch {
    // Not an absolute address: reported below.
  }
  return `"${text}" is not a web address.`;
}

/**
 * The file's `references`, and `reviewed`: a file that cites sources says when it was checked
 * against them, and only such a file; `today` is ISO. (The rules it reads cite their own: rules.ts.)
 */
export function checkReferences(
  source: SourceFile,
  data: CalculatorFile,
  diagnostics: Diagnostic[],
  today = todayInItaly(),
): void {
  checkReferenceList(source, ['references'], data.references ?? [], new Map(), diagnostics);
  if (data.references && data.reviewed === undefined)
    diagnostics.push(
      source.at(
        source.keyNode(['references']),
        'missing-key',
        'A file with references needs "reviewed": the day its figures were last checked against them.',
        'Add reviewed: "YYYY-MM-DD", the day you checked them.',
      ),
    );
  if (data.reviewed === undefined) return;
  if (!data.references)
    diagnostics.push(
      source.at(
        source.keyNode(['reviewed']),
        'missing-key',
        '"reviewed" says when the references were checked, but the file has no "references".',
        'Add references: the sources its figures come from (the rules it reads say their own day).',
      ),
    );
  checkReviewed(source, data.reviewed, diagnostics, today);
}

/** `reviewed` (at the file's top level): a day written YYYY-MM-DD that exists and is not after `today`. */
export function checkReviewed(source: SourceFile, reviewed: string, diagnostics: Diagnostic[], today: string): void {
  const node = source.node(['reviewed']);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(reviewed);
  if (!iso)
    diagnostics.push(
      source.at(
        node,
        'invalid-value',
        `"reviewed" must be a date written YYYY-MM-DD, not "${reviewed}".`,
        'Write it as reviewed: "2026-01-15".',
      ),
    );
  else if (dayNumber(Number(iso[1]), Number(iso[2]), Number(iso[3])) === undefined)
    diagnostics.push(
      source.at(
        node,
        'invalid-value',
        `"reviewed" is ${reviewed}, a day that does not exist.`,
        'Check the day and the month.',
      ),
    );
  else if (reviewed > today)
    diagnostics.push(
      source.at(
        node,
        'invalid-value',
        `"reviewed" is ${reviewed}, a day still to come.`,
        'Write the day the file was checked: today at the latest.',
      ),
    );
}

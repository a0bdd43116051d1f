/**
 * Links between pages, checked against the routes once every calculator is known:
 * - `calculator:` of a note's link names a calculator by id, file slug or url;
 * - a Markdown link to /calcolatori or /calcolatori/<segment>/<slug> in any text of a file must
 *   reach a page (the list, or a calculator).
 */
import { closest, type Diagnostic, suggest } from '../diagnostics.ts';
import type { PathSegment } from '../source.ts';
import type { CheckedCalculator } from './model.ts';

export type Known = Pick<CheckedCalculator, 'source' | 'data' | 'url'>;

/** Id, slug (when only one file has it) and url of each calculator -> its url. */
export function calculatorUrls(calculators: readonly Known[]): Map<string, string> {
  const bySlug = new Map<string, string[]>();
  for (const c of calculators) {
    const slug = c.url.split('/').pop()!;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), c.url]);
  }
  const urls = new Map<string, string>();
  for (const [slug, list] of bySlug) if (list.length === 1) urls.set(slug, list[0]!);
  for (const c of calculators) {
    urls.set(c.url, c.url);
    urls.set(c.data.id, c.url);
  }
  return urls;
}

/** Markdown link targets inside the site's calculator pages: "](/calcolatori/...)". */
const LINK = /\]\((\/calcolatori(?:\/[^)\s#?]*)?)[)#?\s]/g;

export function checkLinks(calculators: readonly Known[], diagnostics: Diagnostic[]): void {
  const urls = calculatorUrls(calculators);
  const pages = new Set(['/calcolatori', ...calculators.map((c) => c.url)]);
  const titles = new Map(calculators.map((c) => [c.data.title, c.data.id]));
  for (const c of calculators) {
    (c.data.notes ?? []).forEach((note, i) => {
      const name = note.link?.calculator;
      if (name === undefined || urls.has(name)) return;
      // "Did you mean" by slug or by title (then naming the id to write).
      const near = closest(name, [...urls.keys(), ...titles.keys()]);
      const hint = near === undefined ? suggest(name, [...titles.values()], 'calculator ids') : titles.has(near) ? `Did you mean "${titles.get(near)}" (${near})?` : `Did you mean "${near}"?`;
      diagnostics.push(c.source.at(c.source.node(['notes', i, 'link', 'calculator']), 'unknown-calculator', `No calculator has the id, slug or url "${name}".`, hint));
    });
    for (const [path, text] of strings(c.data, [])) {
      for (const match of text.matchAll(LINK)) {
        const target = match[1]!.replace(/\/$/, '');
        if (pages.has(target)) continue;
        const slug = target.split('/').pop()!;
        const near = urls.get(slug) ?? closest(target, pages);
        const hint = near ? `Did you mean ${near}?` : 'Link to /calcolatori/<url-segment>/<slug> of an existing calculator.';
        diagnostics.push(
          c.source.inValue(path, 'unknown-calculator', `The link ${target} reaches no page.`, hint, {
            index: match.index + 2,
            length: match[1]!.length,
          }),
        );
      }
    }
  }
}

/** Every string in a file's data, with its path. */
function* strings(value: unknown, path: PathSegment[]): Generator<[PathSegment[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

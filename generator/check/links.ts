/**
 * Links between pages, checked against the routes once every calculator and article is known:
 * - `calculator:` of a note's link names a calculator by id, file slug or url;
 * - a Markdown link to /calcolatori, /calcolatori/<segment>/<slug>, /blog or /blog/<slug> in any
 *   text of a calculator file or in an article's body must reach a page.
 * The pages are those of the files given, plus, in the studio (which has one file), the rest of the
 * site (`SitePages`).
 */

import type { PathSegment } from '../../language/diagnostics.ts';
import { closest, type Diagnostic, suggest } from '../../language/diagnostics.ts';
import type { SourceFile } from '../source.ts';
import type { CheckedCalculator } from './model.ts';

export type Known = Pick<CheckedCalculator, 'source' | 'data' | 'url'>;
/** An article as links see it: its file, slug and Markdown body. */
export interface KnownArticle {
  source: SourceFile;
  data: { slug: string };
  body: string;
}

/** A calculator page as links see it. */
export interface CalculatorPage {
  id: string;
  title: string;
  url: string;
}

/** The pages of the site beyond the files given to the generator (the studio's one file). */
export interface SitePages {
  calculators: readonly CalculatorPage[];
  /** The articles' slugs. */
  articles: readonly string[];
}

/** The calculator pages of the files, then those of `site` that no file replaces (by id or url). */
export function calculatorPages(calculators: readonly Known[], site?: SitePages): CalculatorPage[] {
  const own = calculators.map((c) => ({ id: c.data.id, title: c.data.title, url: c.url }));
  const replaced = new Set(own.flatMap((p) => [p.id, p.url]));
  return [...own, ...(site?.calculators ?? []).filter((p) => !replaced.has(p.id) && !replaced.has(p.url))];
}

/** Id, slug (when only one page has it) and url of each calculator -> its url. */
export function calculatorUrls(calculators: readonly CalculatorPage[]): Map<string, string> {
  const bySlug = new Map<string, string[]>();
  for (const c of calculators) {
    const slug = c.url.split('/').pop()!;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), c.url]);
  }
  const urls = new Map<string, string>();
  for (const [slug, list] of bySlug) if (list.length === 1) urls.set(slug, list[0]!);
  for (const c of calculators) {
    urls.set(c.url, c.url);
    urls.set(c.id, c.url);
  }
  return urls;
}

/** Markdown link targets inside the site's calculator and blog pages: "](/calcolatori/...)", "](/blog/...)". */
const LINK = /\]\((\/(?:calcolatori|blog)(?:\/[^)\s#?]*)?)[)#?\s]/g;

/** The links of `text` that reach no page, each with where it starts in `text` and a hint. */
function* brokenLinks(
  text: string,
  pages: ReadonlySet<string>,
  urls: ReadonlyMap<string, string>,
): Generator<{ target: string; index: number; hint: string; code: 'unknown-calculator' | 'unknown-reference' }> {
  for (const match of text.matchAll(LINK)) {
    const target = match[1]!.replace(/\/$/, '');
    if (pages.has(target)) continue;
    const toCalculator = target.startsWith('/calcolatori');
    const near = (toCalculator ? urls.get(target.split('/').pop()!) : undefined) ?? closest(target, pages);
    const hint = near
      ? `Did you mean ${near}?`
      : 'Link to /calcolatori/<url-segment>/<slug> of an existing calculator, or /blog/<slug> of an article.';
    yield { target, index: match.index + 2, hint, code: toCalculator ? 'unknown-calculator' : 'unknown-reference' };
  }
}

export function checkLinks(
  calculators: readonly Known[],
  articles: readonly KnownArticle[],
  diagnostics: Diagnostic[],
  site?: SitePages,
): void {
  const all = calculatorPages(calculators, site);
  const urls = calculatorUrls(all);
  const slugs = [...articles.map((a) => a.data.slug), ...(site?.articles ?? [])];
  const pages = new Set(['/calcolatori', ...all.map((c) => c.url), '/blog', ...slugs.map((slug) => `/blog/${slug}`)]);
  const titles = new Map(all.map((c) => [c.title, c.id]));
  for (const c of calculators) {
    (c.data.notes ?? []).forEach((note, i) => {
      const name = note.link?.calculator;
      if (name === undefined || urls.has(name)) return;
      // "Did you mean" by slug or by title (then naming the id to write).
      const near = closest(name, [...urls.keys(), ...titles.keys()]);
      const hint =
        near === undefined
          ? suggest(name, [...titles.values()], 'calculator ids')
          : titles.has(near)
            ? `Did you mean "${titles.get(near)}" (${near})?`
            : `Did you mean "${near}"?`;
      diagnostics.push(
        c.source.at(
          c.source.node(['notes', i, 'link', 'calculator']),
          'unknown-calculator',
          `No calculator has the id, slug or url "${name}".`,
          hint,
        ),
      );
    });
    for (const [path, text] of strings(c.data, [])) {
      for (const { target, index, hint, code } of brokenLinks(text, pages, urls)) {
        diagnostics.push(
          c.source.inValue(path, code, `The link ${target} reaches no page.`, hint, { index, length: target.length }),
        );
      }
    }
  }
  for (const { source, body } of articles) {
    // The body is the end of the file, after the front matter.
    const start = source.text.length - body.length;
    for (const { target, index, hint, code } of brokenLinks(body, pages, urls)) {
      const before = source.text.slice(0, start + index);
      const line = before.split('\n').length;
      const col = start + index - before.lastIndexOf('\n');
      diagnostics.push({
        file: source.file,
        line,
        col,
        length: target.length,
        code,
        message: `The link ${target} reaches no page.`,
        hint,
      });
    }
  }
}

/** Every string in a file's data, with its path. */
function* strings(value: unknown, path: PathSegment[]): Generator<[PathSegment[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/**
 * Stage 3, check: what no schema can say. Per file, formulas, templates and references
 * (check/calculator.ts), data sources against the Content Security Policy (check/sources.ts), and
 * the sources cited under 'Fonti' with the date they were checked (check/references.ts); the rule
 * book's files, once, before the calculators that read them (check/rules.ts);
 * across files, unique ids and routes, known categories, url segments and linked calculators.
 */

import type { ArticleFile, CalculatorFile, CategoryEntry } from '../../language/definition.ts';
import { type Diagnostic, suggest } from '../../language/diagnostics.ts';
import { nameKey } from '../../src/engine/search-words.ts';
import type { HeaderRule } from '../headers.ts';
import type { SourceFile } from '../source.ts';
import type { Validated } from '../validate.ts';
import { type CheckedCalculator, checkCalculator } from './calculator.ts';
import type { DatasetTables } from './datasets.ts';
import { checkIcon, type IconSet } from './icons.ts';
import { checkLinks, type Known, type SitePages } from './links.ts';
import { checkReferences } from './references.ts';
import { type Route, routeOf } from './route.ts';
import { checkRuleBook, type RuleBook } from './rules.ts';
import { checkSources } from './sources.ts';

export type { CheckedCalculator } from './calculator.ts';

/** A calculator listed on the site whose page says 'Calcolatore in sviluppo'. */
export interface PlannedCalculator extends Route {
  source: SourceFile;
  data: CalculatorFile;
}

export interface CheckedArticle {
  data: ArticleFile;
  body: string;
}

export interface CheckedProject {
  categories: CategoryEntry[];
  /** The rule book, checked. */
  rules: RuleBook;
  calculators: (CheckedCalculator | PlannedCalculator)[];
  articles: CheckedArticle[];
  diagnostics: Diagnostic[];
}

export function isReady(c: CheckedCalculator | PlannedCalculator): c is CheckedCalculator {
  return 'definitions' in c;
}

/**
 * `headers`: the rules of public/_headers, whose Content Security Policy the data sources must pass.
 * `icons`: the icon set, whose names each `icon:` must be one of.
 * `pageLinks`: whether to check the links between pages (only when every file loaded and validated);
 * `site`: the pages beyond the files (the studio's); `tables`: the rows of the datasets, read from
 * their packages by the disk pipeline (generator/disk.ts; the studio has none: search defaults are
 * then checked by their key pattern only).
 */
export function check(
  validated: Validated,
  headers: HeaderRule[],
  icons: IconSet,
  pageLinks: boolean,
  site?: SitePages,
  tables?: DatasetTables,
): CheckedProject {
  const diagnostics: Diagnostic[] = [];
  const categories = validated.categories?.flatMap((file) => file.data) ?? [];
  const segmentOwner = new Map<string, string>();
  const categoryIds = new Set<string>();
  for (const { source: catSource, data } of validated.categories ?? []) {
    data.forEach((category, i) => {
      if (categoryIds.has(category.id))
        diagnostics.push(
          catSource.at(
            catSource.node([i, 'id']),
            'duplicate-id',
            `Category id "${category.id}" is used twice.`,
            'Each category needs its own id: rename one, or put its segments in the other.',
          ),
        );
      categoryIds.add(category.id);
      checkIcon(catSource, [i, 'icon'], category.icon, icons, diagnostics);
      category.segments.forEach((segment, j) => {
        // The first category keeps the segment: its files are not blamed for the second's claim.
        if (segmentOwner.has(segment))
          diagnostics.push(
            catSource.at(
              catSource.node([i, 'segments', j]),
              'duplicate-id',
              `The url segment "${segment}" belongs to two categories.`,
              `It already belongs to "${segmentOwner.get(segment)}": remove it from "${category.id}".`,
            ),
          );
        else segmentOwner.set(segment, category.id);
      });
      for (const segment of Object.keys(category.analytics ?? {})) {
        if (!category.segments.includes(segment)) {
          diagnostics.push(
            catSource.at(
              catSource.keyNode([i, 'analytics', segment]),
              'unknown-segment',
              `"${segment}" is not a url segment of "${category.id}".`,
              suggest(segment, category.segments, 'segments'),
            ),
          );
        }
      }
    });
  }

  const book = checkRuleBook(validated.rules, diagnostics);
  const ids = new Map<string, SourceFile>();
  const routes = new Map<string, SourceFile>();
  const titles = new Map<string, SourceFile>();
  /** The search's names (nameKey) -> the first calculator so named. */
  const names = new Map<string, { source: SourceFile; name: string }>();
  const calculators: CheckedProject['calculators'] = [];
  /** Every calculator file with a route, checked or not: what links may reach. */
  const routed: Known[] = [];
  for (const { source, data } of validated.calculators) {
    const route = routeOf(source.file);
    if (!route) {
      diagnostics.push(
        source.at(
          undefined,
          'unknown-segment',
          'A calculator file must be at calculators/<url-segment>/<slug>.yaml.',
          'Move it into the folder of its url segment.',
        ),
      );
      continue;
    }
    const { segment, url } = route;
    routed.push({ source, data, url });
    const firstId = ids.get(data.id);
    if (firstId)
      diagnostics.push(
        source.at(
          source.node(['id']),
          'duplicate-id',
          `The id "${data.id}" is already used by ${firstId.file}.`,
          'Each calculator needs its own id.',
        ),
      );
    else ids.set(data.id, source);
    const firstRoute = routes.get(url);
    if (firstRoute)
      diagnostics.push(
        source.at(
          undefined,
          'duplicate-route',
          `The route ${url} is already served by ${firstRoute.file}.`,
          'Rename one of the files.',
        ),
      );
    else routes.set(url, source);
    // The page's <title>: seo.title (a planned page has its title).
    const pageTitle = data.seo?.title ?? data.title;
    const firstTitle = titles.get(pageTitle);
    // Not again for a file already said to repeat another's id or route.
    if (firstTitle && !firstId && !firstRoute)
      diagnostics.push(
        source.at(
          source.node(data.seo ? ['seo', 'title'] : ['title']),
          'duplicate-title',
          `The page title "${pageTitle}" is already the title of ${firstTitle.file}.`,
          'Give each page a title of its own: what it computes, as a visitor searches for it.',
        ),
      );
    else titles.set(pageTitle, source);
    checkIcon(source, ['icon'], data.icon, icons, diagnostics);
    // Not for a file already said to repeat another's id, route or title.
    if (!firstId && !firstRoute && !firstTitle) checkSearchNames(source, data, names, diagnostics);
    if (validated.categories) {
      if (!categoryIds.has(data.category)) {
        // The folder says which category is meant, when one owns it.
        const owner = segmentOwner.get(segment);
        const hint = owner
          ? `Files under calculators/${segment}/ belong to category "${owner}": set category: ${owner}.`
          : `${suggest(data.category, [...categoryIds], 'categories')} A new category is declared in calculators/categories.yaml, with "${segment}" among its segments (docs/authoring.md, "Add a category").`;
        diagnostics.push(
          source.at(source.node(['category']), 'unknown-category', `Unknown category "${data.category}".`, hint),
        );
      } else if (!segmentOwner.has(segment)) {
        const home = categories.find((c) => c.id === data.category)!.segments[0];
        diagnostics.push(
          source.at(
            undefined,
            'unknown-segment',
            `The url segment "${segment}" is not declared in calculators/categories.yaml.`,
            `Move the file into calculators/${home}/, or add "${segment}" to the segments of category "${data.category}".`,
          ),
        );
      } else if (segmentOwner.get(segment) !== data.category) {
        diagnostics.push(
          source.at(
            source.node(['category']),
            'segment-category-mismatch',
            `The file is under "${segment}", a segment of "${segmentOwner.get(segment)}", but its category is "${data.category}".`,
            `Move the file, or set category: ${segmentOwner.get(segment)}.`,
          ),
        );
      }
    }
    if (data.status === 'planned') {
      calculators.push({ source, data, ...route });
      continue;
    }
    checkSources(source, data, url, headers, diagnostics);
    checkReferences(source, data, diagnostics);
    const checked = checkCalculator(source, data, route, diagnostics, book, tables);
    if (checked) calculators.push(checked);
  }
  // Links between pages, once every calculator and article is known.
  if (pageLinks) checkLinks(routed, validated.articles, diagnostics, site);
  return {
    categories,
    rules: book,
    calculators,
    articles: checkArticles(validated.articles, diagnostics),
    diagnostics,
  };
}

/** Each article's slug is its file name; related slugs exist and are not the article itself. */
function checkArticles(articles: Validated['articles'], diagnostics: Diagnostic[]): CheckedArticle[] {
  const slugs = new Set(articles.map((a) => a.data.slug));
  for (const { source, data } of articles) {
    const fileSlug = source.file.split('/').pop()!.replace(/\.md$/, '');
    if (data.slug !== fileSlug)
      diagnostics.push(
        source.at(
          source.node(['slug']),
          'invalid-value',
          `The slug "${data.slug}" differs from the file name "${fileSlug}".`,
          `Set slug: ${fileSlug}, or rename the file.`,
        ),
      );
    if (Number.isNaN(Date.parse(data.date)))
      diagnostics.push(
        source.at(
          source.node(['date']),
          'invalid-value',
          `"${data.date}" is not a date.`,
          'Write the date as YYYY-MM-DD.',
        ),
      );
    (data.related ?? []).forEach((slug, i) => {
      if (slug === data.slug)
        diagnostics.push(
          source.at(
            source.node(['related', i]),
            'invalid-value',
            'An article cannot be related to itself.',
            'Remove it from "related".',
          ),
        );
      else if (!slugs.has(slug))
        diagnostics.push(
          source.at(
            source.node(['related', i]),
            'unknown-reference',
            `No article has the slug "${slug}".`,
            suggest(slug, [...slugs], 'articles'),
          ),
        );
    });
  }
  return articles.map(({ data, body }) => ({ data, body }));
}

/**
 * A calculator's names in the search (its title, `search.names` and `search.questions`:
 * src/engine/search-build.ts, namesOf): each names this calculator alone, since a query that is a
 * name (nameKey) shows its calculator first.
 */
function checkSearchNames(
  source: SourceFile,
  data: CalculatorFile,
  names: Map<string, { source: SourceFile; name: string }>,
  diagnostics: Diagnostic[],
): void {
  const declared: [name: string, path: (string | number)[]][] = [
    [data.title, ['title']],
    ...(['names', 'questions'] as const).flatMap((list) =>
      (data.search?.[list] ?? []).map((name, k): [string, (string | number)[]] => [name, ['search', list, k]]),
    ),
  ];
  for (const [name, path] of declared) {
    const key = nameKey(name);
    if (key === '') {
      if (path[0] === 'search')
        diagnostics.push(
          source.at(
            source.node(path),
            'invalid-value',
            `"${name}" says only what every calculator is.`,
            'Write the words that tell this calculator apart ("IVA", not "calcolatore").',
          ),
        );
      continue;
    }
    const first = names.get(key);
    if (!first) names.set(key, { source, name });
    else if (first.source !== source)
      diagnostics.push(
        source.at(
          source.node(path),
          'duplicate-search-name',
          `"${name}" is "${first.name}" of ${first.source.file} to the search (the same words, leaving out "calcolo" and the like).`,
          'A query typed whole as a title, a name or a question shows its calculator first: give each calculator its own.',
        ),
      );
  }
}

/**
 * What Italian visitors type (tests/search-queries.yaml, issue 39) finds, FIRST, the calculator they
 * mean, over the index the site loads (src/generated/search/). The test site's fixture calculators
 * (tests/fixtures/site/) are left out of the ranking: they are made for other tests, not for visitors.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FIXTURE_ROOT } from '../generator/load.ts';
import { calculators } from '../src/generated/registry.ts';
import { searchCalculators } from '../src/search/search-index.ts';
import { project } from './support/project.ts';

interface Query {
  query: string;
  first: string;
}

const queries: Query[] = parse(readFileSync(new URL('search-queries.yaml', import.meta.url), 'utf8'));
const fixtures = new Set(
  project.checked!.calculators.filter((c) => c.source.file.startsWith(FIXTURE_ROOT)).map((c) => c.data.id),
);

describe('what visitors type', () => {
  it('is a set of at least 60 queries, each once', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((q) => q.query)).size).toBe(queries.length);
  });
  it.each(queries.map(({ query, first }) => [query, first]))('"%s" finds %s first', async (query, first) => {
    // A renamed or removed calculator says so, rather than dropping the case.
    expect(
      calculators.map((c) => c.id as string),
      `no calculator "${first}" in the catalogue`,
    ).toContain(first);
    const found = (await searchCalculators(query!)).filter((c) => !fixtures.has(c.id)).map((c) => c.id);
    expect(found[0], `"${query}" finds first: ${found.slice(0, 5).join(', ')}`).toBe(first);
  });
});

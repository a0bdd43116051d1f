import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * What axe (WCAG 2.0/2.1 A and AA, and best practices) finds on the page: one line per rule with
 * its help and the offending elements. axe runs in the page itself (its "legacy mode": the pages
 * have no frames, so nothing goes unchecked), which spares a second page per run, and fills in only
 * the violations (the passes are not read). `exclude`: a part checked on its own (a frame of one of
 * the site's pages, whose landmarks would otherwise be taken for the page's own); `skip`: rules
 * checked elsewhere.
 */
export async function violations(
  page: Page,
  context: string,
  { exclude, include, skip }: { exclude?: string; include?: string; skip?: string[] } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  if (include) builder.include(include);
  if (skip) builder.disableRules(skip);
  const { violations } = await builder
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations.map(
    (v) => `${context}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * The static HTML of every route, read without JavaScript: its own head and its full content
 * (with 'Fonti', the sources of every calculator that cites them, and the official examples it
 * reproduces).
 * (That every route then hydrates with no console error is checked where pages.spec.ts loads it.)
 */

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { COMPRESSED } from '../../scripts/compress.ts';
import { sitemapUrls } from '../../scripts/sitemap.ts';
import { verifiedOn } from '../../src/components/OfficialExamples.tsx';
import { embedPathOf } from '../../src/embed/paths.ts';
import { articles } from '../../src/generated/blog.ts';
import { categories } from '../../src/generated/registry.ts';
import { OFFLINE_LIST } from '../../src/offline/caches.ts';
import { italianDate } from '../../src/site/dates.ts';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { fileOf, PLAN } from './fixtures.ts';
import { ROUTES } from './helpers.ts';

const SITE = 'https://www.calcolatorionline.it';

async function routes(request: APIRequestContext): Promise<string[]> {
  const urls = await sitemapUrls(async (name) => (await request.get(`/${name}`)).text());
  return urls.map((url) => url.replace(SITE, ''));
}

function head(html: string) {
  const attr = (selector: RegExp) => selector.exec(html)?.[1];
  return {
    title: attr(/<title[^>]*>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogType: attr(/<meta property="og:type" content="([^"]*)"/),
    ogLocale: attr(/<meta property="og:locale" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

test('the sitemap lists home, the list, every category page, every calculator, the blog and its articles', async ({
  request,
}) => {
  const all = await routes(request);
  expect(all.toSorted()).toEqual(ROUTES.toSorted());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('every route has its own title, description, canonical and Open Graph tags', async ({ request }) => {
  const titles = new Map<string, string[]>();
  const all = await routes(request);
  for (const route of all) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const h = head(html);
    expect(h.title, route).toBeTruthy();
    expect(h.description, route).toBeTruthy();
    expect(h.canonical, route).toBe(`${SITE}${route}`);
    expect(h.ogUrl, route).toBe(`${SITE}${route}`);
    expect(h.ogLocale, route).toBe('it_IT');
    expect(h.ogType, route).toBe(route.startsWith('/blog/') ? 'article' : 'website');
    expect(html, route).toMatch(/<h1[^>]*>/);
    expect(html, route).toContain(`data-path="${route}"`);
    titles.set(h.title!, [...(titles.get(h.title!) ?? []), route]);
  }
  // Each title once (the generator refuses two calculators with one title: duplicate-title).
  expect([...titles].filter(([, pages]) => pages.length > 1)).toEqual([]);
});

test('home declares the WebSite with its search action', async ({ request }) => {
  const { jsonLd } = head(await (await request.get('/')).text());
  const site = jsonLd.find((d) => d['@type'] === 'WebSite') as { potentialAction: { '@type': string; target: string } };
  expect(site.potentialAction['@type']).toBe('SearchAction');
  expect(site.potentialAction.target).toBe(`${SITE}/search?q={search_term_string}`);
});

test('a calculator page holds its whole content and default results, with breadcrumb and FAQ data', async ({
  request,
}) => {
  const { data } = await fileOf(PLAN);
  const html = await (await request.get(PLAN.url)).text();
  expect(html).toContain(`${PLAN.title}</h1>`);
  // The default, grouped by thousands as a field shows a number it is not editing.
  expect(html).toMatch(/<input[^>]*value="36.000"/);
  // 36.000 € over 360 months at 6 %: first payment 36000 / 360 + 36000 × 0,005 = 280; interest
  // 36000 × 0,005 × 361 / 2 = 32.490.
  expect(html).toContain('280,00\u00a0€');
  expect(html).toContain('32.490,00\u00a0€');
  expect(html).toContain('Formula</h2>');
  expect(html).toContain('Come funziona</h2>');
  expect(html).toContain('Domande frequenti</h2>');
  expect(html).toContain('Calcolatori Correlati</h2>');
  const { jsonLd } = head(html);
  const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string; item: string }[];
  };
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
    'Home',
    categories.find((c) => c.id === PLAN.category)!.name,
    PLAN.title,
  ]);
  const faq = jsonLd.find((d) => d['@type'] === 'FAQPage') as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  // Every question of the file.
  expect(faq.mainEntity.map((q) => q.name)).toEqual(data.faq!.map((q) => q.q));
  expect(html).toContain(faq.mainEntity[0]!.name.replace(/'/g, '&#x27;'));
});

for (const entry of articles)
  test(`blog/${entry.slug}.md: its page holds its body and Article data`, async ({ request }) => {
    const html = await (await request.get(entry.url)).text();
    const { jsonLd } = head(html);
    const article = jsonLd.find((d) => d['@type'] === 'Article') as { headline: string; datePublished: string };
    expect(article.datePublished).toBe(entry.date);
    expect(html).toContain(italianDate(entry.date));
    const related = entry.related.some((slug) => slug !== entry.slug && articles.some((a) => a.slug === slug));
    if (related) expect(html).toContain('Articoli Correlati');
    else expect(html).not.toContain('Articoli Correlati');
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const NOTE = 'Attiva JavaScript per vedere il grafico.';

  // Both checks on one load of each route.
  test("no chart says it is loading; every chart says why it is missing and shows its data; every calculator with references shows 'Fonti': each link, and the day they were checked; none without; one with official examples says 'Verificato su N esempi ufficiali' with each document's link", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const calculators = new Map((await readCalculatorPages()).map((entry) => [entry.url, entry]));
    let charts = 0;
    let cited = 0;
    let verifiedPages = 0;
    for (const route of new Set([...(await routes(request)), ...calculators.keys()])) {
      await page.goto(route);
      await expect(page.getByText('Caricamento grafico').filter({ visible: true }), route).toHaveCount(0);
      const figures = page.locator('figure.chart');
      const count = await figures.count();
      charts += count;
      await expect(page.getByText(NOTE, { exact: true }).filter({ visible: true }), route).toHaveCount(count);
      // Each chart's data: a table, or a pie's legend with values.
      for (const figure of await figures.all()) {
        await expect(figure.locator('table, .chart-legend.values').filter({ visible: true }), route).toHaveCount(1);
      }

      const entry = calculators.get(route);
      if (!entry) continue;
      const sources = page.getByRole('region', { name: 'Fonti' });
      // The file's references, then the act of each dated value of its rules, with its clause (each once).
      const { data, rules } = entry;
      // 'Verificato su N esempi ufficiali': each example with a source, its document a link; none without.
      const official = (data.examples ?? []).flatMap((example) => (example.source ? [example.source] : []));
      const verified = page.getByRole('region', { name: /^Verificato su / });
      if (!official.length) await expect(verified, route).toHaveCount(0);
      else {
        verifiedPages++;
        await expect(verified.getByRole('heading', { level: 2 }), route).toHaveText(verifiedOn(official.length));
        const documents = verified.locator('.official-source').getByRole('link');
        await expect(documents, route).toHaveText(official.map((source) => source.title));
        for (const [i, source] of official.entries())
          await expect(documents.nth(i), route).toHaveAttribute('href', source.url);
      }
      const all = [
        ...(data.references ?? []),
        ...Object.values(rules).flatMap((rule) =>
          Object.keys(rule.values)
            .sort()
            .map((date) => rule.values[date]!.reference)
            .map((r) => ({ title: `${r.title}, ${r.clause}`, url: r.url, secondary: r.secondary })),
        ),
      ];
      const references = all.filter((r, k) => all.findIndex((o) => o.url === r.url && o.title === r.title) === k);
      // 'Aggiornato al': the oldest of the days the file and its rules were checked.
      const reviewed = [data.reviewed, ...Object.values(rules).map((rule) => rule.reviewed)]
        .filter((day) => day !== undefined)
        .sort()[0]!;
      if (!references.length) {
        await expect(sources, route).toHaveCount(0);
        continue;
      }
      cited++;
      await expect(sources.getByRole('heading', { level: 2 }), route).toHaveText('Fonti');
      const links = sources.getByRole('listitem').getByRole('link');
      await expect(links, route).toHaveText(references.map((r) => r.title));
      for (const [i, reference] of references.entries()) {
        await expect(links.nth(i), route).toHaveAttribute('href', reference.url);
        // A secondary source says so beside its link.
        await expect(sources.getByRole('listitem').nth(i).getByText('fonte secondaria'), route).toHaveCount(
          reference.secondary ? 1 : 0,
        );
      }
      await expect(sources.locator('.reviewed'), route).toHaveText(`Aggiornato al ${italianDate(reviewed)}`);
      await expect(sources.locator('time'), route).toHaveAttribute('datetime', reviewed);
    }
    expect(charts).toBeGreaterThan(0);
    expect(cited).toBeGreaterThan(0);
    expect(verifiedPages).toBeGreaterThan(0);
  });

  test("a line chart's data is a table in it-IT format; a pie's, its legend", async ({ page }) => {
    await page.goto(PLAN.url);
    const debt = page.getByRole('figure', { name: 'Debito anno per anno' });
    await expect(debt.getByRole('img')).toBeHidden();
    // 31 points (years 0 to 30): a row every 3 and the last.
    const table = debt.getByRole('table', { name: 'Dati del grafico' });
    await expect(table.locator('caption')).toHaveText("Dati del grafico: una riga ogni 3 e l'ultima");
    await expect(table.getByRole('columnheader')).toHaveText(['Voce', 'Debito residuo']);
    // 36.000 € repaid by 12 × 100 = 1.200 € a year: 36.000 − 1.200 × year owed at the end of each.
    await expect(table.getByRole('row')).toHaveCount(1 + 11);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Anno 0', '36.000,00\u00a0€']);
    await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Anno 3', '32.400,00\u00a0€']);
    await expect(table.getByRole('row').last().getByRole('cell')).toHaveText(['Anno 30', '0,00\u00a0€']);

    // 36.000 € of capital and 32.490 € of interest: 36.000 / 68.490 = 52,56 % of the whole.
    const pie = page.getByRole('figure', { name: 'Capitale e interessi' });
    await expect(pie.getByRole('listitem').first()).toHaveText('Capitale36.000,00\u00a0€ (52,6%)');
    await expect(pie.getByText(NOTE, { exact: true })).toBeVisible();
  });
});

test('unknown paths get the 404 page, with status 404', async ({ request }) => {
  const response = await request.get('/pagina/che/non/esiste');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('404 Page Not Found');
  expect(html).toContain('Did you forget to add the page to the router?');
  expect(html).toContain('<meta name="robots" content="noindex"');
});

test('every text file of the build has its gzip and brotli copies, with its bytes', async () => {
  const dist = 'dist';
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSED.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Vite's manifest is for the build; the offline list is written last, as it counts the copies' bytes.
    .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`) && file !== path.join(dist, OFFLINE_LIST));
  // Every kind the build writes: the pages, the embeds, the 404 page, the sitemap, robots.txt, the chunks.
  for (const name of ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'sw.js'])
    expect(files).toContain(path.join(dist, name));
  const embeds = path.join(dist, path.dirname(embedPathOf('/calcolatori/x')), path.sep);
  expect(files.some((file) => file.startsWith(embeds))).toBe(true);
  const wrong: string[] = [];
  for (const file of files) {
    const body = await readFile(file);
    const [gz, br] = await Promise.all([readFile(`${file}.gz`), readFile(`${file}.br`)]).catch(() => [null, null]);
    if (!gz || !br || !gunzipSync(gz).equals(body) || !brotliDecompressSync(br).equals(body)) wrong.push(file);
  }
  expect(wrong).toEqual([]);
});

test('responses are compressed', async ({ request }) => {
  const response = await request.get(PLAN.url, {
    headers: { 'Accept-Encoding': 'br, gzip' },
  });
  expect(response.headers()['content-encoding']).toBe('br');
  const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

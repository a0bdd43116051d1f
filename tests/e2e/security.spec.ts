/**
 * The response headers of public/_headers (served by `npm start` as by a static host), and pages
 * that work under that Content Security Policy: no violation is reported while they load, hydrate,
 * draw a chart with its tooltip, and fetch from a data source.
 */
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { articles } from '../../src/generated/blog.ts';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { EVERY_FEATURE, PLAN } from './fixtures.ts';
import { fallbackAnswer } from './form.ts';
import { hydrated } from './helpers.ts';

/** The calculator files that declare data sources (fetched in the browser), read at run time. */
const withSources = (await readCalculatorPages()).filter(({ data }) => data.sources?.length);
const NO_SOURCE =
  'No calculator file declares `sources`: the checks of a data source under the policy need one (the test site has none, a source being a call to another site).';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation of the page from before its first script, and CSP console errors. */
async function watchPolicy(page: Page): Promise<{ console: string[]; violations: () => Promise<Violation[]> }> {
  await page.addInitScript(() => {
    const found: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  page.on('pageerror', (error) => {
    throw error;
  });
  return {
    console: messages,
    // A violation is reported in a task of its own: let pending tasks run before reading.
    violations: () =>
      page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve));
        return (window as unknown as { cspViolations: Violation[] }).cspViolations;
      }),
  };
}

/** Every directive of a CSP header: name -> its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function policyOf(page: Page, url: string): Promise<Record<string, string[]>> {
  const response = await page.request.get(url);
  const header = response.headers()['content-security-policy'];
  expect(header, url).toBeTruthy();
  return directives(header!);
}

test('every response carries the security headers; hashed assets are cached for a year', async ({ request }) => {
  const home = await request.get('/');
  const html = await home.text();
  // The one inline script (the theme, then the app's chunks after the first paint) and the inlined
  // stylesheet are allowed by their hashes, and nothing else inline is.
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  expect(styles).toHaveLength(1);
  const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const responses = {
    home,
    article: await request.get(articles[0]!.url),
    asset: await request.get(asset),
    missing: await request.get('/pagina/che/non/esiste'),
  };
  expect(responses.missing.status()).toBe(404);
  // connect-src: 'self', then the https origins that data sources call (each source's is checked
  // below), as the calculator files need them: the same on every response.
  const connect = directives(home.headers()['content-security-policy'] ?? '')['connect-src'];
  expect(connect?.[0]).toBe("'self'");
  for (const origin of connect!.slice(1)) expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  for (const [name, response] of Object.entries(responses)) {
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp['default-src'], name).toEqual(["'self'"]);
    // blob: only on the studio (below).
    expect(csp['script-src'], name).toEqual(["'self'", hash(inline[0]!)]);
    expect(csp['style-src'], name).toEqual(["'self'", hash(styles[0]!)]);
    expect(csp['connect-src'], name).toEqual(connect);
    expect(csp['img-src'], name).toEqual(["'self'", 'data:']);
    expect(csp['object-src'], name).toEqual(["'none'"]);
    expect(csp['base-uri'], name).toEqual(["'self'"]);
    expect(csp['form-action'], name).toEqual(["'self'"]);
    expect(csp['frame-ancestors'], name).toEqual(["'none'"]);
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], name).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-frame-options'], name).toBe('DENY');
    const permissions = headers['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'interest-cohort'])
      expect(permissions, name).toContain(`${feature}=()`);
  }
  const studio = directives((await request.get('/studio')).headers()['content-security-policy'] ?? '');
  expect(studio['script-src']).toEqual(["'self'", 'blob:', hash(inline[0]!)]);
  expect(studio['frame-ancestors']).toEqual(["'none'"]);
  expect((await request.get('/404')).status()).toBe(404);
  expect(responses.asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(responses.home.headers()['cache-control']).toBe('no-cache');
  expect(responses.article.headers()['cache-control']).toBe('no-cache');
  // A missing asset must not be cached for a year.
  expect((await request.get('/assets/manca-123.js')).headers()['cache-control']).toBe('no-cache');
  // Compression still applies.
  expect((await request.get(asset, { headers: { 'Accept-Encoding': 'br' } })).headers()['content-encoding']).toBe('br');
  // As on the static hosts, the rules file is not published.
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('the permissions policy names only features the browser knows, and turns each off', async ({ page }) => {
  const response = await page.goto('/');
  const features = [...response!.headers()['permissions-policy']!.matchAll(/([a-z-]+)=\(\)/g)].map((m) => m[1]!);
  expect(features.length).toBeGreaterThanOrEqual(4);
  const state = await page.evaluate((names) => {
    const policy = (
      document as unknown as { featurePolicy: { features(): string[]; allowsFeature(name: string): boolean } }
    ).featurePolicy;
    const known = policy.features();
    return {
      unknown: names.filter((name) => !known.includes(name)),
      allowed: names.filter((name) => policy.allowsFeature(name)),
      fullscreen: policy.allowsFeature('fullscreen'),
    };
  }, features);
  expect(state.unknown).toEqual([]);
  expect(state.allowed).toEqual([]);
  // Control: a feature the header does not name stays allowed.
  expect(state.fullscreen).toBe(true);
});

test('the policy allows the address of every calculator data source, and no other', async ({ page }) => {
  const csp = await policyOf(page, '/');
  const origins = new Set(withSources.flatMap(({ data }) => data.sources!.map((source) => new URL(source.url).origin)));
  expect(origins.size, NO_SOURCE).toBeGreaterThan(0);
  expect(csp['connect-src']).toEqual(["'self'", ...[...origins].sort()]);
});

test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
  const policy = await watchPolicy(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected;
  });
  expect(ran).toBeUndefined();
  expect((await policy.violations()).map((v) => v.directive)).toContain('script-src-elem');
});

test.describe('no policy violation', () => {
  test('on home', async ({ page }) => {
    const policy = await watchPolicy(page);
    const response = await page.goto('/');
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A visitor's search (the combobox popover) works too.
    await page.getByRole('combobox', { name: 'Cerca calcolatori' }).fill(EVERY_FEATURE.title);
    await expect(page.getByRole('option', { name: EVERY_FEATURE.title })).toBeVisible();
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });

  test('on the studio, which compiles a calculator and loads it from a blob: URL, with completion and hover', async ({
    page,
  }) => {
    const policy = await watchPolicy(page);
    await page.goto('/studio');
    // The starting file's calculator, generated and loaded in the page: 12.5 × 4 = 50.
    await expect(page.locator('[data-result="total"] output')).toHaveText('50,00\u00a0€', { timeout: 30_000 });
    // The editor's completion and hover popups (CodeMirror's styles) too.
    const editor = page.getByRole('textbox', { name: 'File YAML del calcolatore' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nstat');
    await expect(page.getByRole('option', { name: /status/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .locator('.cm-line')
      .filter({ hasText: /^title:/ })
      .getByText('title')
      .hover();
    await expect(page.locator('.studio-hover')).toHaveText('Page title and h1, in Italian.');
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });

  test('on a calculator drawing a line chart, with its tooltip', async ({ page }) => {
    const policy = await watchPolicy(page);
    const response = await page.goto(PLAN.url);
    expect(response!.headers()['content-security-policy']).toContain("style-src 'self'");
    const chart = page.getByRole('img', { name: 'Debito anno per anno' });
    const canvas = chart.locator('canvas');
    await chart.scrollIntoViewIfNeeded();
    await expect(canvas).toBeVisible();
    // The tooltip is written into the page by ECharts; hovering during the opening animation may
    // show nothing, so hover again until it appears.
    const tip = chart.locator('.chart-tip');
    await expect(async () => {
      await canvas.hover();
      await expect(tip).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(tip.locator('.chart-tip-title')).toHaveText(/^Anno \d+$/);
    await expect(tip.locator('.chart-tip-row')).toHaveText(/^Debito residuo\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });

  test('on a calculator drawing a pie chart, with its tooltip', async ({ page }) => {
    const policy = await watchPolicy(page);
    await page.goto(PLAN.url);
    const chart = page.getByRole('img', { name: 'Capitale e interessi' });
    const canvas = chart.locator('canvas');
    await chart.scrollIntoViewIfNeeded();
    await expect(canvas).toBeVisible();
    // The ring is centred in the canvas (its legend is HTML below), from 42% to 78% of its half
    // height, its first slice from the top clockwise: 70 px right of the centre is on the first
    // slice, the capital (36.000 € of 36.000 + 32.490 of interest: 52,6 %, past 3 o'clock), once the
    // opening animation has swept the slices to their angles (until then the point may be on
    // another slice: hover again until it is the first).
    const box = (await canvas.boundingBox())!;
    const tip = chart.locator('.chart-tip');
    await expect(async () => {
      await page.mouse.move(0, 0);
      await canvas.hover({ position: { x: box.width / 2 + 70, y: box.height / 2 } });
      await expect(tip.locator('.chart-tip-row')).toHaveText('Capitale36.000,00\u00a0€', { timeout: 1000 });
    }).toPass();
    await expect(tip.locator('.chart-tip-title')).toHaveCount(0);
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });

  test('on a calculator fetching its data source', async ({ page }) => {
    // The first calculator file with a source (the currency converter, as the catalogue stands).
    expect(withSources.length, NO_SOURCE).toBeGreaterThan(0);
    const { data, url } = withSources[0]!;
    const sources = data.sources!;
    const policy = await watchPolicy(page);
    const calls: string[] = [];
    for (const source of sources) {
      const address = source.url.split('?')[0];
      await page.route(
        (u) => u.href.split('?')[0] === address,
        (route) => {
          calls.push(source.id);
          return route.fulfill({ json: fallbackAnswer(source), headers: { 'access-control-allow-origin': '*' } });
        },
      );
    }
    const response = await page.goto(url);
    expect(response!.headers()['content-security-policy']).toContain('connect-src');
    // Each answer arrived and is in use, so its call was allowed: the page says when its data were
    // updated, where it says the provisional values until then and the source's warning on a failure.
    await expect(page.getByText(/^Aggiornati alle \d{2}:\d{2}$/), url).toHaveCount(sources.length);
    for (const source of sources) await expect(page.getByText(source.warning, { exact: true }), url).toHaveCount(0);
    expect(calls.toSorted()).toEqual(sources.map((source) => source.id).toSorted());
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });

  test('on a blog article', async ({ page }) => {
    const policy = await watchPolicy(page);
    const response = await page.goto(articles[0]!.url);
    expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.locator('article.blog-article .prose')).not.toBeEmpty();
    await hydrated(page);
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });
});

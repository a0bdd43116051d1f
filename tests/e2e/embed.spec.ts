/**
 * The embeds (/embed/<segment>/<slug>) on another site: a host page served from another origin
 * (a port of its own, from this file) frames one with the snippet of 'Incorpora'; the calculator
 * loads, computes, fits its frame as a table opens (and no frame of another origin is resized),
 * keeps its theme through edits and reloads, and links to its full page with the calculation.
 * Only the embeds may be framed. The 'Incorpora' dialog gives that snippet.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { embedPathOf } from '../../src/embed/paths.ts';
import { EMBED_MESSAGE, EMBED_PROTOCOL_VERSION } from '../../src/embed/protocol.ts';
import { articles } from '../../src/generated/blog.ts';
import { PLAN } from './fixtures.ts';
import { hydrated, nb } from './helpers.ts';

/** The fixture loan (tests/fixtures/site/calculators/prove/prova-piano.yaml): a table whose whole view opens. */
const calculator = PLAN;
const embed = embedPathOf(calculator.url);

/** The host page's body, by the path the test asks for (`?body=` is not used: one page per test). */
let hostBody = '';
let host: Server;
let hostOrigin: string;

test.beforeAll(async () => {
  host = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="it"><head><title>Un blog</title></head><body>${hostBody}</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** Opens the host page with `body`, which the site's pages are framed in. */
async function openHost(page: Page, body: string): Promise<void> {
  hostBody = body;
  await page.goto(`${hostOrigin}/`);
}

/** The frame of the host page whose address starts with `url`. */
async function frameAt(page: Page, url: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(url))).toBe(true);
  return page.frames().find((f) => f.url().startsWith(url))!;
}

test('an embed on another site loads, computes, fits its content, and opens its full page', async ({
  page,
  baseURL,
}) => {
  await openHost(
    page,
    `<p>Prima</p><iframe src="${baseURL}${embed}" title="${calculator.title}" width="100%" height="800" style="border:0"></iframe><script src="${baseURL}/embed.js" async></script><p>Dopo</p>`,
  );
  const iframe = page.locator('iframe');
  const frame = await frameAt(page, `${baseURL}${embed}`);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(calculator.title);
  // The calculator alone: no site header or footer.
  await expect(frame.locator('.site-header, .site-footer')).toHaveCount(0);
  await hydrated(frame as unknown as Page);

  // 72.000 € at 6% over 30 years, repaid in equal parts: 72000 / 360 + 72000 × 0,06 / 12 = 200 + 360 = 560.
  await frame.getByLabel('Capitale prestato', { exact: true }).fill('72000');
  await expect(frame.locator('[data-result="primaRata"] output')).toHaveText(nb('560,00 €'));

  // The frame is as tall as its content, which does not scroll inside it.
  const fits = () =>
    Promise.all([
      iframe.evaluate((f) => f.getBoundingClientRect().height),
      frame.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height)),
    ]).then(([outer, inner]) => Math.abs(outer - inner) <= 1);
  await expect.poll(fits, 'fitted at first').toBe(true);
  const before = await iframe.evaluate((f) => f.getBoundingClientRect().height);
  expect(before).not.toBe(800);
  await frame.getByText(/^Mostra tutte le \d+ righe$/).click();
  // The whole plan: a row a year (30) in place of the first 12 months, years closed.
  await expect.poll(() => iframe.evaluate((f) => f.getBoundingClientRect().height)).toBeGreaterThan(before + 500);
  await expect.poll(fits, 'fitted once the table opened').toBe(true);

  // The host script heeds the site's frames only: a frame of another origin (the host's own) that
  // sends the same message keeps its height.
  await page.evaluate(
    (message) =>
      new Promise<void>((resolve) => {
        const other = document.createElement('iframe');
        other.title = 'Altro';
        other.height = '150';
        other.srcdoc = `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`;
        // After the host script's listener, added first, has had the message.
        addEventListener('message', (event) => event.source === other.contentWindow && setTimeout(resolve));
        document.body.append(other);
      }),
    { type: EMBED_MESSAGE.height, version: EMBED_PROTOCOL_VERSION, height: 77 },
  );
  expect(await page.locator('iframe[title="Altro"]').evaluate((f) => f.clientHeight)).toBe(150);

  // The link opens the full page in a new tab, with the calculation made in the frame.
  const link = frame.getByRole('link', { name: /Calcolato con Calcolatori Online/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const [full] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(full).toHaveURL(new RegExp(`^${baseURL}${calculator.url}\\?`));
  await expect(full.locator('[data-result="primaRata"] output')).toHaveText(nb('560,00 €'));
  await expect(full.locator('.site-header')).toBeVisible();
});

test('without the host script the frame keeps its height; ?tema=scuro is dark, after an edit and a reload too; noindex, canonical to the page', async ({
  page,
  baseURL,
  request,
}) => {
  await openHost(
    page,
    `<iframe src="${baseURL}${embed}?tema=scuro" title="${calculator.title}" width="100%" height="600"></iframe>`,
  );
  const frame = await frameAt(page, `${baseURL}${embed}`);
  await hydrated(frame as unknown as Page);
  await expect(frame.locator('[data-result="primaRata"] output')).toBeVisible();
  expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // An edit writes the calculation into the frame's address, which keeps the theme: reloaded, the
  // frame is still dark and shows the calculation (560,00 €: the first test's).
  await frame.getByLabel('Capitale prestato', { exact: true }).fill('72000');
  await expect.poll(() => frame.evaluate(() => location.search)).toMatch(/[?&]v=/);
  expect(new URLSearchParams(await frame.evaluate(() => location.search)).get('tema')).toBe('scuro');
  // The reloaded frame, once hydrated: the result shows the same text before the reload.
  const reloaded = page.waitForEvent('framenavigated', (navigated) => navigated === frame);
  await frame.evaluate(() => location.reload());
  await reloaded;
  await hydrated(frame as unknown as Page);
  await expect(frame.locator('[data-result="primaRata"] output')).toHaveText(nb('560,00 €'));
  expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // The content is taller than the frame, and scrolls inside it.
  expect(await page.locator('iframe').evaluate((f) => f.clientHeight)).toBe(600);
  expect(await frame.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600);

  const html = await (await request.get(embed)).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${calculator.url}"`));

  // Light without the parameter, whatever the visitor chose on the site.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('tema', 'dark'));
  await page.goto(embed);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
});

test('only the embeds may be framed by another site', async ({ page, baseURL }) => {
  const refused = ['/', calculator.url, articles[0]!.url, '/studio'];
  await openHost(
    page,
    [embed, ...refused]
      .map((path) => `<iframe src="${baseURL}${path}" title="${path}" width="400" height="300"></iframe>`)
      .join(''),
  );
  const allowed = await frameAt(page, `${baseURL}${embed}`);
  await expect(allowed.getByRole('heading', { level: 1 })).toHaveText(calculator.title);
  for (const path of refused) {
    // The site answered (200), and the browser refused to show the answer in the frame.
    const iframe = await page.locator(`iframe[title="${path}"]`).elementHandle();
    await expect.poll(async () => (await iframe!.contentFrame())?.url(), path).toBe('chrome-error://chromewebdata/');
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test("'Incorpora' gives the snippet, with a live preview and 'Copia codice'", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(calculator.url);
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Incorpora' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Incorpora il calcolatore' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByLabel('Codice da incollare');
  await expect(code).toHaveValue(new RegExp(`<iframe src="${baseURL}${embed}" title="${calculator.title}"`));
  await expect(code).toHaveValue(new RegExp(`<script src="${baseURL}/embed.js" async></script>`));

  // The preview is the snippet at work: the frame fits its content.
  const preview = dialog.locator('iframe');
  const frame = await frameAt(page, `${baseURL}${embed}`);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(calculator.title);
  await expect.poll(() => preview.evaluate((f) => f.style.height)).toMatch(/^\d+px$/);

  await dialog.getByRole('radio', { name: 'Scuro' }).check();
  await expect(code).toHaveValue(new RegExp(`${embed}\\?tema=scuro"`));
  await dialog.getByRole('button', { name: 'Copia codice' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Codice copiato');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

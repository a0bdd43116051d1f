/**
 * Offline and installable (src/offline/, docs/offline.md), with the service worker running (the
 * other specs block it: playwright.config.ts) and the network cut (context.setOffline): a visited
 * calculator reloads and computes; a page never kept shows the offline page, listing what is kept;
 * after 'Scarica tutti…' a calculator never visited opens and computes, and a data source falls
 * back to its warning; a new build takes over (with 'Aggiorna', or on the next page) without a
 * broken page. The calculators are chosen from the calculator files.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { CalculatorFile } from '../../language/definition.ts';
import { chunkFiles, type Manifest } from '../../scripts/boot-chunks.ts';
import { pageFile } from '../../scripts/page-file.ts';
import { createSiteServer } from '../../scripts/site-server.ts';
import { writeWorkerFacts } from '../../scripts/worker-facts.ts';
import { defaultValues } from '../../src/engine/compute.ts';
import { articles } from '../../src/generated/blog.ts';
import { calculatorLoaders } from '../../src/generated/loaders.ts';
import type { CalculatorId } from '../../src/generated/registry.ts';
import { ASSETS_CACHE, PAGES_CACHE } from '../../src/offline/caches.ts';
import { categoryPaths } from '../../src/site/catalogue.ts';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { shownWith } from '../support/defaults.ts';
import { workerPayloadPaths } from '../support/hostile.ts';
import { flowing, readPdf } from '../support/read-pdf.ts';
import { failOnConsoleErrors, hydrated, literal, nb, result } from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** A calculator to type into: its first field (a number), a new value, and the first result that shows then. */
interface Typing {
  id: string;
  url: string;
  title: string;
  label: string;
  text: string;
  result: { id: string; value: string };
}

/** Typing for a calculator with no data source whose first field is a whole number and whose first result changes with it. */
async function typingFor(data: CalculatorFile, url: string): Promise<Typing | undefined> {
  const input = data.inputs?.[0];
  if (data.sources?.length || input?.kind !== 'number' || !Number.isInteger(input.default)) return undefined;
  const load = calculatorLoaders[data.id as CalculatorId];
  if (!load) return undefined;
  const calculator = (await load()).default;
  const raw = defaultValues(calculator);
  const value = String((input.default as number) + 1);
  const before = shownWith(calculator, raw)[0];
  const after = shownWith(calculator, { ...raw, [input.id]: value })[0];
  if (!before || !after || before.value === after.value || before.id !== after.id) return undefined;
  return { id: data.id, url, title: data.title, label: input.label, text: value, result: after };
}

const pages = await readCalculatorPages();
const [visited, unvisited] = (await Promise.all(pages.map(({ data, url }) => typingFor(data, url)))).filter(
  (t) => t !== undefined,
);
const withSource = pages.find(({ data }) => data.sources?.length);

/** Types the new value and checks the result the page computes. */
async function computes(page: Page, typing: Typing): Promise<void> {
  await hydrated(page, typing.url);
  await page.getByLabel(typing.label, { exact: true }).fill(typing.text);
  await expect(result(page, typing.result.id)).toHaveText(nb(typing.result.value));
}

/** Waits until the service worker runs the page and the page and every chunk it loaded are kept. */
async function kept(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return ['no controller'];
        const chunks = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/assets/'));
        const urls = [location.origin + location.pathname, ...chunks];
        const found = await Promise.all(urls.map((u) => caches.match(u)));
        return urls.filter((_, i) => !found[i]);
      }),
    )
    .toEqual([]);
}

test('a visited calculator reloads offline, computes and makes its report; a page not kept shows the offline page', async ({
  context,
  page,
}) => {
  // Offline, the report's 'Come si calcola' module fails to load (below): that one failure is allowed, and counted.
  failOnConsoleErrors(page, [/^Failed to load resource: net::ERR_FAILED$/]);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await page.goto(visited!.url);
  await kept(page);
  // Nothing of this before the first paint: the module that registers the worker (src/offline/
  // register.ts) is asked for once the page has painted and loaded.
  const timing = await page.evaluate(() => ({
    register: performance.getEntriesByType('resource').find((e) => /\/assets\/register-[\w-]+\.js$/.test(e.name))
      ?.startTime,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(timing.register).toBeGreaterThan(Math.max(timing.painted!, timing.loaded));
  // The web manifest, as Chromium reads it: found, with no error (what it holds: tests/manifest.test.ts).
  const manifest = await (await context.newCDPSession(page)).send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await computes(page, visited!);
  // The report, never asked for online, is made offline too: its chunks are in the worker's shell.
  // 'Come si calcola' was never opened, so its module was not kept: the browser logs its failed
  // load, and the report says its steps need the network.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica il resoconto', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^resoconto-.+\.pdf$/);
  const { pages } = await readPdf(new Uint8Array(await readFile((await download.path())!)));
  expect(flowing(pages.flat())).toContain('Passaggi non disponibili senza connessione');
  // What failed is 'Come si calcola' of this calculator and the chunks only it imports, nothing else.
  const built = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Manifest;
  const explanation = chunkFiles(built, [`src/generated/explanations/${visited!.id}.ts`]).map((f) => `/${f}`);
  expect(failed).toContain(explanation[0]);
  expect(failed.filter((path) => !explanation.includes(path))).toEqual([]);

  await page.goto(unvisited!.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sei offline');
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('link')).toContainText([visited!.title]);
  await expect(page.getByText('Nessun calcolatore è ancora salvato')).toHaveCount(0);
  await hydrated(page, 'the offline page');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test("'Scarica tutti i calcolatori' keeps every page, categories and the blog too: ones never visited open offline", async ({
  context,
  page,
}) => {
  failOnConsoleErrors(page, [/ERR_INTERNET_DISCONNECTED/, new RegExp(`^${withSource!.data.sources![0]!.error}$`)]);
  await page.goto('/calcolatori');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const list = (await (await page.request.get('/offline.json')).json()) as { bytes: number };
  const size = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(list.bytes / 1_000_000);
  await expect(page.getByRole('status')).toHaveText(`Circa ${size} MB da scaricare, una volta sola.`);
  await page.getByRole('button', { name: "Scarica tutti i calcolatori per l'uso offline" }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Fatto: tutti i calcolatori, le categorie e il blog funzionano anche senza connessione su questo dispositivo.',
    { timeout: 30_000 },
  );

  await context.setOffline(true);
  await page.goto(unvisited!.url);
  await computes(page, unvisited!);
  // The page of the method, never visited: the page itself, not the offline page.
  await page.goto('/come-verifichiamo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Come verifichiamo i calcoli');
  // A category's page, the blog and an article, never visited: themselves too.
  const category = categoryPaths()[0]!;
  await page.goto(category);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sei offline');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sei offline');
  await page.goto(articles[0]!.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]!.title);
  // A data source with no network and nothing kept from an earlier visit: its warning, the fallback.
  await page.goto(withSource!.url);
  await hydrated(page, withSource!.url);
  await expect(page.getByRole('status').filter({ hasText: withSource!.data.sources![0]!.warning })).toBeVisible();
});

/** Those of the chunks `names` kept on the device (in the cache of /assets/, src/offline/caches.ts). */
const keptOf = (page: Page, names: string[]) =>
  page.evaluate(
    async ([cache, names]) => {
      const keys = await (await caches.open(cache)).keys();
      const kept = new Set(keys.map((request) => new URL(request.url).pathname.split('/').pop()));
      return names.filter((name) => kept.has(name));
    },
    [ASSETS_CACHE, names] as const,
  );

/**
 * Changes the build in `root` as a change in calculator `id` would: its chunks get new names, and so
 * does every chunk that names a renamed one, to the entry; every file naming them is rewritten.
 * Returns the old names.
 */
async function renameChunks(root: string, id: string): Promise<string[]> {
  const assets = path.join(root, 'assets');
  const texts = new Map<string, string>();
  for (const name of await readdir(assets))
    if (/\.(?:js|css)$/.test(name)) texts.set(name, await readFile(path.join(assets, name), 'utf8'));
  const renamed = [...texts.keys()].filter((name) => new RegExp(`^${id}-[\\w-]{8}\\.js$`).test(name));
  for (let grew = true; grew; ) {
    const more = [...texts].filter(
      ([name, text]) => !renamed.includes(name) && renamed.some((old) => text.includes(old)),
    );
    renamed.push(...more.map(([name]) => name));
    grew = more.length > 0;
  }
  // Another hash of the same length (the last character changed), as a build gives.
  const newName = (name: string) =>
    name.replace(/.(\.\w+)$/, (last, extension: string) => `${last[0] === 'b' ? 'c' : 'b'}${extension}`);
  for (const file of await readdir(root, { recursive: true })) {
    if (!/\.(?:html|js|css|json)$/.test(file)) continue;
    const at = path.join(root, file);
    const text = await readFile(at, 'utf8');
    const changed = renamed.reduce((t, old) => t.replaceAll(old, newName(old)), text);
    const name = path.basename(file);
    if (changed === text && !renamed.includes(name)) continue;
    // The server would send the old compressed copies.
    await Promise.all([rm(`${at}.br`, { force: true }), rm(`${at}.gz`, { force: true })]);
    await writeFile(at, changed);
    if (renamed.includes(name)) await rename(at, path.join(path.dirname(at), newName(name)));
  }
  return renamed;
}

/**
 * Stops the active service worker, as the browser does once it is idle. A version told to skip
 * waiting takes over when the worker it replaces is idle; a browser with DevTools attached (as
 * Playwright attaches to every service worker) never finds a running worker idle, and waits 5
 * minutes instead (Chromium's ServiceWorkerRegistration::IsReadyToActivate). A version not told to
 * skip waiting still waits after this, while the page uses the old worker.
 */
async function stopActiveWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, { versionId: string; status: string; runningStatus: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const version of event.versions) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  const active = () => [...versions.values()].filter((version) => version.status === 'activated');
  await expect.poll(() => active().length).toBeGreaterThan(0);
  for (const { versionId, runningStatus } of active())
    if (runningStatus !== 'stopped') await cdp.send('ServiceWorker.stopWorker', { versionId });
  await cdp.detach();
}

test('a new build takes over, on Aggiorna or on the next page, and the page keeps working', async ({
  context,
  page,
}) => {
  failOnConsoleErrors(page);
  // A copy of the build on a server of its own, changed in place as a deploy would change it.
  const root = await mkdtemp(path.join(tmpdir(), 'offline-build-'));
  await cp('dist', root, { recursive: true });
  const server = await createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  /** A new build: another service worker (knowing the files as they are now), and the calculator page titled `name`. */
  const deploy = async (name: string) => {
    const worker = path.join(root, 'sw.js');
    const page = path.join(root, pageFile(visited!.url));
    // The server would send the old compressed copies.
    for (const file of [worker, page])
      await rm(`${file}.br`, { force: true }).then(() => rm(`${file}.gz`, { force: true }));
    await writeWorkerFacts(root);
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// ${name}\n`);
    await writeFile(page, (await readFile(page, 'utf8')).replace(/(<title[^>]*>)(?:[A-Z] · )?/, `$1${name} · `));
  };
  const newWorkerWaits = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      await registration.update();
      return registration.installing !== null || registration.waiting !== null;
    });
  const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
  try {
    // Two pages kept: the one the visitor stays on, and another one kept from build A.
    await page.goto(origin + visited!.url);
    await kept(page);
    await page.goto(origin + unvisited!.url);
    await kept(page);
    await page.goto(origin + visited!.url);

    // B changes the calculator: its chunks, and those that name them, get new names.
    const old = await keptOf(page, await renameChunks(root, visited!.id));
    expect(old, "A's renamed chunks that the visit kept").not.toEqual([]);
    await deploy('B');
    expect(await newWorkerWaits()).toBe(true);
    const update = page.getByRole('button', { name: 'Aggiorna' });
    await expect(page.getByText('È disponibile una nuova versione del sito.', { exact: true })).toBeVisible();
    // On a phone, at the top of the page (the results below the screen): the toast sits above the
    // result bar, and its buttons take a finger (44 × 44 px).
    await page.setViewportSize({ width: 360, height: 780 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator('.result-bar');
    await expect(bar).toBeVisible();
    const toast = (await page.locator('.toast').boundingBox())!;
    expect(toast.y + toast.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    for (const button of [update, page.getByRole('button', { name: 'Chiudi' })]) {
      const box = (await button.boundingBox())!;
      expect([box.width, box.height].every((side) => side >= 44)).toBe(true);
    }
    await update.click();
    await expect(page).toHaveTitle(/^B · /);
    await computes(page, visited!);
    expect(await waiting()).toBe(false);
    // When B took over, A's chunks went (B's worker could not vouch for them); the other page kept
    // from A was fetched again from B, with its chunks, and works offline.
    await expect.poll(() => keptOf(page, old)).toEqual([]);
    await expect
      .poll(() =>
        page.evaluate(async ([cache, url]) => (await (await caches.open(cache)).match(location.origin + url))?.text(), [
          PAGES_CACHE,
          unvisited!.url,
        ] as const),
      )
      .not.toMatch(new RegExp(old.map(literal).join('|')));
    await context.setOffline(true);
    await page.goto(origin + unvisited!.url);
    await computes(page, unvisited!);
    await context.setOffline(false);
    await page.goto(origin + visited!.url);
    await computes(page, visited!);
    await kept(page);

    await deploy('C');
    expect(await newWorkerWaits()).toBe(true);
    await expect.poll(waiting).toBe(true);
    // The page offers it: its worker is registered (at idle, after the load: src/main.tsx), so it
    // hands the waiting one over when the visitor leaves. Left before that, the page could not.
    await expect(page.getByText('È disponibile una nuova versione del sito.', { exact: true })).toBeVisible();
    await page.goto(origin + visited!.url);
    await expect(page).toHaveTitle(/^C · /);
    await computes(page, visited!);
    await stopActiveWorker(page);
    await expect.poll(waiting).toBe(false);
    // Reloaded online first: a page reloaded offline right after DevTools stopped its worker never
    // loads under Playwright (seen every time), while a visitor's browser starts the worker anew.
    await page.reload();
    // C's worker keeps the page working offline.
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveTitle(/^C · /);
    await computes(page, visited!);
  } finally {
    server.close();
    server.closeAllConnections();
    await rm(root, { recursive: true, force: true });
  }
});

/**
 * The worker's defences (issue 41): a hostile address never becomes script, online or offline; a
 * chunk or page planted in the caches by a script of the origin is never served as it was planted.
 */
test.describe('hostile addresses and planted files', () => {
  /** Records every dialog (the payloads' alert()) and every script-made mark on the window. */
  const watch = (page: Page) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  };

  test('the payload addresses run nothing, online and offline; the offline page carries the policy', async ({
    context,
    page,
    baseURL,
  }) => {
    const dialogs = watch(page);
    await page.goto(visited!.url);
    await kept(page);
    const origin = new URL(baseURL!);
    for (const path of workerPayloadPaths) {
      // Online, with credentials in the address: the browser's fetch refuses it, and so does the worker
      // (no offline page for it).
      const withCredentials = `${origin.protocol}//u:p@${origin.host}${path}`;
      await expect(page.goto(withCredentials)).rejects.toThrow(/net::ERR_FAILED/);
    }
    await context.setOffline(true);
    for (const path of workerPayloadPaths) {
      const response = await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sei offline');
      // #root names the path as the worker read it, in one attribute, and holds no other of the path's words.
      const root = await page.evaluate(() => {
        const element = document.getElementById('root')!;
        return { path: element.dataset.path, attributes: element.getAttributeNames().sort() };
      });
      expect(root.path).toBe(new URL(path, origin).pathname);
      expect(root.attributes).toEqual(['data-entry', 'data-modules', 'data-path', 'id']);
      const policy = response!.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    }
    expect(dialogs).toEqual([]);
  });

  test('a chunk or a page planted in the caches is never served as planted', async ({ context, page }) => {
    const dialogs = watch(page);
    await page.goto(visited!.url);
    await kept(page);
    // What a script of the origin could do: change a kept chunk the page runs.
    const planted = await page.evaluate(async (assetsCache) => {
      const entry = document.getElementById('root')!.dataset.entry!;
      const assets = await caches.open(assetsCache);
      const real = await (await assets.match(entry))!.text();
      await assets.put(
        entry,
        new Response(`window.planted = 'chunk';\n${real}`, { headers: { 'Content-Type': 'text/javascript' } }),
      );
      return entry;
    }, ASSETS_CACHE);
    // Online: the planted chunk is not the build's, so the network's is served (and kept in its place).
    await page.reload();
    await computes(page, visited!);
    expect(await page.evaluate(() => (window as { planted?: string }).planted)).toBeUndefined();
    expect(
      await page.evaluate(async ([cache, entry]) => (await (await caches.open(cache)).match(entry))?.text(), [
        ASSETS_CACHE,
        planted,
      ] as const),
    ).not.toContain('window.planted');
    // And plant a page of its own: offline, the page kept is served with the site's policy, so its
    // planted inline script does not run.
    await page.evaluate(
      async ([pagesCache, pageUrl]) => {
        const pages = await caches.open(pagesCache);
        const html = (await (await pages.match(location.origin + pageUrl))!.text()).replace(
          '<head>',
          "<head><script>window.planted = 'page'; alert('page')</script>",
        );
        await pages.put(location.origin + pageUrl, new Response(html, { headers: { 'Content-Type': 'text/html' } }));
      },
      [PAGES_CACHE, visited!.url] as const,
    );
    await context.setOffline(true);
    const response = await page.reload();
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await computes(page, visited!);
    expect(await page.evaluate(() => (window as { planted?: string }).planted)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test("a kept page whose chunks are gone says 'Aggiornamento necessario' offline, not alive", async ({
  context,
  page,
}) => {
  await page.goto(visited!.url);
  await kept(page);
  const notice = page.getByRole('alert').filter({ hasText: 'Aggiornamento necessario' });
  await expect(notice).toBeHidden();
  // As after a deploy whose worker could not fetch this page's new version: its chunks are not on the device.
  // (nor in the browser's HTTP cache, which would otherwise answer the worker's fetch).
  await page.evaluate(async (cache) => caches.delete(cache), ASSETS_CACHE);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Collegati a internet e ricarica la pagina.');
});

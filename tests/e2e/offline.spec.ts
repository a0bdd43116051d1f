/**
 * Offline and installable (src/offline/, docs/offline.md), with the service worker running (the
 * other specs block it: playwright.config.ts) and the network cut (context.setOffline): a visited
 * calculator reloads and computes; a page never kept shows the offline page, listing what is kept;
 * after 'Scarica tutti…' a calculator never visited opens and computes, and a data source falls
 * back to its warning; a new build takes over (with 'Aggiorna', or on the next page) without a
 * broken page. The calculators are chosen from the calculator files.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { CalculatorFile } from '../../language/definition.ts';
import { pageFile } from '../../scripts/page-file.ts';
import { createSiteServer } from '../../scripts/site-server.ts';
import { defaultValues } from '../../src/engine/compute.ts';
import { calculatorLoaders } from '../../src/generated/loaders.ts';
import type { CalculatorId } from '../../src/generated/registry.ts';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { shownWith } from '../support/defaults.ts';
import { failOnConsoleErrors, hydrated, nb, result } from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** A calculator to type into: its first field (a number), a new value, and the first result that shows then. */
interface Typing {
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
  return { url, title: data.title, label: input.label, text: value, result: after };
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

test('a visited calculator reloads offline and computes; a page not kept shows the offline page', async ({
  context,
  page,
}) => {
  failOnConsoleErrors(page);
  await page.goto(visited!.url);
  await kept(page);
  await context.setOffline(true);
  await page.reload();
  await computes(page, visited!);

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

test("'Scarica tutti i calcolatori' keeps every calculator: one never visited opens offline", async ({
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
    'Fatto: tutti i calcolatori funzionano anche senza connessione su questo dispositivo.',
    { timeout: 30_000 },
  );

  await context.setOffline(true);
  await page.goto(unvisited!.url);
  await computes(page, unvisited!);
  // A data source with no network and nothing kept from an earlier visit: its warning, the fallback.
  await page.goto(withSource!.url);
  await hydrated(page, withSource!.url);
  await expect(page.getByRole('status').filter({ hasText: withSource!.data.sources![0]!.warning })).toBeVisible();
});

test('a new build takes over, on Aggiorna or on the next page, and the page keeps working', async ({ page }) => {
  failOnConsoleErrors(page);
  // A copy of the build on a server of its own, changed in place as a deploy would change it.
  const root = await mkdtemp(path.join(tmpdir(), 'offline-build-'));
  await cp('dist', root, { recursive: true });
  const server = await createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  /** A new build: another service worker, and the calculator page titled `name`. */
  const deploy = async (name: string) => {
    const worker = path.join(root, 'sw.js');
    const page = path.join(root, pageFile(visited!.url));
    // The server would send the old compressed copies.
    for (const file of [worker, page])
      await rm(`${file}.br`, { force: true }).then(() => rm(`${file}.gz`, { force: true }));
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
    await page.goto(origin + visited!.url);
    await kept(page);

    await deploy('B');
    expect(await newWorkerWaits()).toBe(true);
    const update = page.getByRole('button', { name: 'Aggiorna' });
    await expect(page.getByText('È disponibile una nuova versione del sito.', { exact: true })).toBeVisible();
    await update.click();
    await expect(page).toHaveTitle(/^B · /);
    await computes(page, visited!);
    expect(await waiting()).toBe(false);

    await deploy('C');
    expect(await newWorkerWaits()).toBe(true);
    await expect.poll(waiting).toBe(true);
    await page.goto(origin + visited!.url);
    await expect(page).toHaveTitle(/^C · /);
    await computes(page, visited!);
    await expect.poll(waiting).toBe(false);
  } finally {
    server.close();
    server.closeAllConnections();
    await rm(root, { recursive: true, force: true });
  }
});

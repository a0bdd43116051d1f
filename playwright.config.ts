import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

/** Set to test a site that is already being served (then no server is started). */
const external = process.env.E2E_BASE_URL;

/** A port that nothing listens on now, from the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The port of the site under test: E2E_PORT, else a free one. This file is loaded again in every
// worker: the main process chooses the port once and the workers inherit it in their environment.
// The server started here is never swapped for another program already on the port (no
// reuseExistingServer): a taken E2E_PORT fails the run, saying so.
if (!external) process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

// The tests' own clock reads the day where the browser is (timezoneId below): what the page takes
// for the visitor's day (today(), a date with `default: today`) is the day the tests compute with.
// The workers inherit it.
process.env.TZ = 'Europe/Rome';

// The site under test is the test site: the project's calculators and the fixtures
// (generator/disk.ts), as `npm run build:e2e` builds it; the specs read the same files.
process.env.SITE_FIXTURES = '1';

// Found (and, the first time, decompressed) in the main process before any worker starts; the
// workers' lookups then find it at once.
const browser = findChromium();
if (!process.env.TEST_WORKER_INDEX) console.log(`Chromium: ${browser.executablePath} (${browser.source})`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers, a build server and, in the dev-loop spec, a Vite dev server share two cores: an
  // expectation may wait longer than Playwright's 5 s default for a lazily loaded chunk.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // The built site registers a service worker (src/offline/), which would answer requests that a
    // test routes (page.route sees no request the worker answers): only offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: external
    ? undefined
    : {
        // The site built for the tests (build:e2e, cheaper brotli), unless E2E_BUILT says dist/ is
        // built already (`npm test` builds it beside the typecheck).
        command: `${process.env.E2E_BUILT ? '' : 'npm run build:e2e && '}PORT=${port} npm run serve`,
        url: `http://localhost:${port}/`,
        reuseExistingServer: false,
        timeout: 120_000,
      },
});

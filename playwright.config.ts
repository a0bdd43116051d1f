import { defineConfig, devices } from '@playwright/test';

/** Port of the site under test; set E2E_PORT to run beside another server on 4173. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** Set to test a site that is already being served (then no server is started). */
const external = process.env.E2E_BASE_URL;

/** Debian's Chromium (no browser downloads here); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: external
    ? undefined
    : {
        command: `npm run build && PORT=${port} npm run serve`,
        url: `http://localhost:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
});

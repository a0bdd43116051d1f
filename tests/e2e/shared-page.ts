/**
 * `sharedPage`: one page per worker, handed to each test in turn, for read-only checks that visit
 * many routes: its cache keeps the site's scripts (fetched and compiled once per worker, not once
 * per test). A test leaves it as it found it: its routes and listeners go when it ends.
 */
import { test as base, type Page } from '@playwright/test';

export const test = base.extend<{ sharedPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      // The context options of the project (playwright.config.ts), as the `page` fixture gets them.
      const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ workerPage }, use) => {
    await use(workerPage);
    workerPage.removeAllListeners('console');
    workerPage.removeAllListeners('pageerror');
    await workerPage.unrouteAll({ behavior: 'wait' });
  },
});

export { expect } from '@playwright/test';

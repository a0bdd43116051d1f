/**
 * `sharedPage`: one page per worker, handed to each test in turn, for tests that start by loading
 * a page of their own (nothing of the page before them is left but the cache): its cache keeps the
 * site's scripts, fetched and compiled once per worker rather than once per test. The routes and
 * listeners a test adds go when it ends. (The site keeps nothing in cookies or storage.)
 */
import { type Browser, type BrowserContext, test as base, type Page, type TestInfo } from '@playwright/test';
import { failOnConsoleErrors } from './helpers.ts';

/** A new context with the options of the project (playwright.config.ts), as the `page` fixture gets them. */
export function projectContext(browser: Browser, project: TestInfo['project']['use']): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = project;
  return browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
}

/**
 * A page of its own context whose clock stands at `time` (the tests of the visitor's day), failing
 * on console errors; close its context when done.
 */
export async function pageAt(browser: Browser, project: TestInfo['project']['use'], time: string | number | Date) {
  const context = await projectContext(browser, project);
  const page = await context.newPage();
  await page.clock.setFixedTime(time);
  failOnConsoleErrors(page);
  return { context, page };
}

export const test = base.extend<{ sharedPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await projectContext(browser, workerInfo.project.use);
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

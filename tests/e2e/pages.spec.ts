/**
 * Every prerendered route (prerender.spec.ts checks that the sitemap lists exactly these) and the
 * 404 page, each loaded once for all of these checks:
 * - it hydrates with no console error or hydration warning (nor any later, in the states below);
 * - its text holds no internal wording (LEAKS: 'undefined', 'NaN', '()', '...', 'della specifica');
 * - axe (WCAG 2.0/2.1 A and AA, and best practices) finds no violation at a phone viewport, where
 *   most visitors are; at a desktop viewport too on every page that is not a calculator and on the
 *   first calculator of each category (the calculator pages share one layout, drawn by one renderer).
 *   Colour contrast (half of axe's time) depends on the stylesheet and on which of the renderer's
 *   parts a page shows, not on a file's words: it is checked on those pages and on every fixture
 *   calculator (tests/fixtures/site: together they show every part), and left out on the others;
 * - on those same pages every chart is drawn before the checks below (ECharts' canvas, which takes
 *   the width of its box, is in the page then); on the other calculators the charts an example
 *   names are drawn by examples.spec.ts;
 * - on a calculator, typing in the first field with the keyboard up keeps a result in sight, and at
 *   1280 px no table is cut (phone.ts);
 * - but the 404 page, it fits a phone in every state its controls reach, with no control under
 *   44 px (phone.ts).
 * axe on a few interactive states is in a11y.spec.ts.
 */

import { calculators } from '../../src/generated/registry.ts';
import { calculatorFilesByUrl, isFixture } from '../support/calculator-files.ts';
import { violations } from './axe.ts';
import { failOnConsoleErrors, openDrawn, openHydrated, ROUTES } from './helpers.ts';
import { expectFitsInEveryState, expectResultInSightWhileTyping } from './phone.ts';
import { expect, test } from './shared-page.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NOT_FOUND = '/pagina-che-non-esiste';
const isCalculator = (route: string) => calculators.some((c) => c.url === route);
/** The routes also checked at desktop size. */
const AT_DESKTOP = new Set([
  ...ROUTES.filter((route) => !isCalculator(route)),
  NOT_FOUND,
  ...calculators.filter((c, i) => calculators.findIndex((d) => d.category === c.category) === i).map((c) => c.url),
]);

/**
 * What a visitor must never read (issue 39, one voice): a value the program failed to make, an
 * empty pair of brackets, three dots for '…', the spec named as such. The not-found page keeps the
 * spec's own lines, 'router' among them, below its Italian text: so only elsewhere.
 */
const LEAKS = [/\bundefined\b/, /\bNaN\b/, /\bnull\b/, /\(\s*\)/, /\.\.\./, /della specifica/i];
const leaks = (text: string, route: string) =>
  [...LEAKS, ...(route === NOT_FOUND ? [] : [/\brouter\b/i])]
    .map((leak) => leak.exec(text))
    .filter((found) => found !== null)
    .map((found) => `"${text.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30)}"`);

const files = await calculatorFilesByUrl();
/** The routes where axe also checks colour contrast, and the charts are drawn: those above, and the fixture calculators. */
const WITH_CONTRAST = new Set([
  ...AT_DESKTOP,
  ...[...files].filter(([, file]) => isFixture(file)).map(([route]) => route),
]);

for (const route of [...ROUTES, NOT_FOUND]) {
  const desktop = AT_DESKTOP.has(route);
  // A calculator's page is named with its file: the one to fix.
  const file = files.get(route);
  test(`${route}${file ? ` (${file})` : ''} hydrates with no console error, axe finds nothing at ${desktop ? 'desktop and ' : ''}phone size, it fits a phone in every state`, async ({
    sharedPage: page,
  }) => {
    test.setTimeout(90_000);
    // The 404 page comes with status 404, which the browser logs.
    failOnConsoleErrors(page, route === NOT_FOUND ? [/status of 404/] : []);
    await page.setViewportSize(desktop ? DESKTOP : PHONE);
    await (WITH_CONTRAST.has(route) ? openDrawn : openHydrated)(page, route);
    expect(leaks(await page.locator('body').innerText(), route), 'internal wording on the page').toEqual([]);
    const found = desktop ? await violations(page, 'desktop') : [];
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    found.push(...(await violations(page, 'phone', { skip: WITH_CONTRAST.has(route) ? [] : ['color-contrast'] })));
    expect(found, found.join('\n')).toEqual([]);

    if (isCalculator(route)) await expectResultInSightWhileTyping(page, route);
    await expectFitsInEveryState(page, route);
  });
}

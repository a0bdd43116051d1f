import { expect, type Locator, type Page } from '@playwright/test';
import { formulaFunctions } from '../../language/functions/index.ts';
import { siteRoutes } from '../../src/site/routes.ts';

/** The prerendered routes (scripts/prerender.ts), from the registry: the sitemap must list exactly these. */
export const ROUTES = siteRoutes();

/** Intl writes a no-break space before "€" and between number and unit. */
export function nb(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** The shown value of a result, by its id in the calculator file. */
/** `text` as a regular expression that matches it literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function result(page: Page, id: string): Locator {
  return page.locator(`[data-result="${id}"] output`);
}

/** Replaces a field's text as a visitor would. */
export async function type(page: Page, label: string | RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(text);
}

/** Fails the test on any console error or uncaught exception on the page. */
export function failOnConsoleErrors(page: Page, allow: RegExp[] = []): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow.some((re) => re.test(message.text())))
      throw new Error(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    throw error;
  });
}

export async function expectResult(page: Page, id: string, text: string): Promise<void> {
  await expect(result(page, id)).toHaveText(nb(text));
}

/** The events pushed to window.dataLayer so far, by this page. */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/**
 * Keeps the events of every page the test opens from now on (each page is a document of its own,
 * with a new dataLayer; a link's click event is pushed just before the browser leaves the page).
 * Read them with keptEvents.
 */
export async function keepEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Event = Record<string, unknown>;
    const kept = (): Event[] => JSON.parse(sessionStorage.getItem('kept-events') ?? '[]');
    const layer: Event[] = [];
    (window as unknown as { dataLayer: Event[] }).dataLayer = layer;
    layer.push = (...events: Event[]) => {
      sessionStorage.setItem('kept-events', JSON.stringify([...kept(), ...events]));
      return Array.prototype.push.apply(layer, events);
    };
  });
}

export async function keptEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('kept-events') ?? '[]'));
}

/** True once React runs the page: each island of a prerendered page hydrated, or the whole page drawn in the browser. */
const reactRuns = () => {
  const isRoot = (element: Element) => Object.keys(element).some((k) => k.startsWith('__react'));
  const islands = [...document.querySelectorAll('[data-island]')];
  return isRoot(document.getElementById('root')!) || (islands.length > 0 && islands.every(isRoot));
};

/**
 * Polling intervals (ms) for what a page does within a frame or a few: `expect.poll` looks again
 * after 100, 250, 500 and then every 1000 ms by default, so a page ready a moment after the first
 * look cost up to a third of a second, hundreds of times a run.
 */
export const SOON = [20, 50, 100];

/** Waits until React has hydrated the page (attached its handlers to its islands), so typing is not lost. */
export async function hydrated(page: Page, message?: string): Promise<void> {
  await expect.poll(() => page.evaluate(reactRuns), { message, intervals: SOON }).toBe(true);
}

/**
 * Waits until the page has committed the hydration of every island (the `hydrated` mark of
 * src/main.tsx) and done what followed it: a frame, then an idle moment (its effects, its transitions).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, undefined, { polling: 'raf' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve)))),
  );
}

const SCRIPTS = '**/assets/*.js';

/**
 * Holds the app's JavaScript back (the page paints from its HTML alone) until the returned
 * function is called; that function lets it load and waits until React has hydrated the page.
 */
export async function holdScripts(page: Page): Promise<(url: string) => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return async (url) => {
    expect(await page.evaluate(reactRuns), 'not hydrated while the scripts are held').toBe(false);
    release();
    await hydrated(page, url);
    await page.unroute(SCRIPTS);
  };
}

/**
 * Opens a route and waits until React has hydrated it: a built page paints before its scripts load
 * (index.html), so a click before then is a plain HTML page's (a link navigates, a button does nothing).
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page, url);
}

/**
 * Waits until an element of `selector` (CSS) inside `within` is visible, looking at every frame: for
 * what loads a moment later (a chart, a lazily loaded panel), which an expectation would see late,
 * as it looks again after 20, 50, 100, 100 and then every 500 ms.
 */
export async function appears(within: Locator, selector: string, message: string): Promise<void> {
  const root = await within.elementHandle();
  try {
    await within
      .page()
      .waitForFunction(
        ([element, css]) => [...element!.querySelectorAll(css)].some((found) => found.checkVisibility()),
        [root, selector] as const,
        { polling: 'raf', timeout: 10_000 },
      );
  } catch (error) {
    throw new Error(`${message}: no ${selector} in sight (${error instanceof Error ? error.message : error})`);
  } finally {
    await root?.dispose();
  }
}

/**
 * Scrolls to `chart` (it loads as it nears the screen) and waits until it has drawn its canvas:
 * again if a render replaced the chart meanwhile (the figures follow the results a render behind,
 * and a chart whose data a passing state lacks is drawn anew).
 */
export async function drawn(chart: Locator, message: string): Promise<void> {
  await expect(async () => {
    await chart.scrollIntoViewIfNeeded();
    await appears(chart, 'canvas', message);
  }).toPass({ intervals: SOON });
}

/** Every chart of the page drawn (drawn). */
export async function chartsDrawn(page: Page, message?: string): Promise<void> {
  for (const chart of await page.locator('figure.chart').all()) await drawn(chart, message ?? 'a chart');
}

/**
 * Opens a route (the exchange rates answered: the currency converter computes offline) and waits
 * until React has hydrated it.
 */
export async function openHydrated(page: Page, route: string): Promise<void> {
  await page.route('https://api.frankfurter.dev/**', (r) =>
    r.fulfill({
      json: { base: 'EUR', rates: { USD: 1.2, GBP: 0.9, JPY: 170, CHF: 0.95, CAD: 1.5, AUD: 1.7, CNY: 8 } },
    }),
  );
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  await hydrated(page, route);
}

/** Opens a route (openHydrated) and waits until every chart has drawn its canvas too. */
export async function openDrawn(page: Page, route: string): Promise<void> {
  await openHydrated(page, route);
  await chartsDrawn(page, route);
}

/**
 * The page does not scroll sideways at `width`: polled, since what was laid out at the previous
 * width (a chart's canvas until ECharts resizes it) takes a moment to follow a resize.
 */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `no sideways scrolling at ${width} px`,
        intervals: SOON,
      })
      .toBeLessThanOrEqual(width);
  } catch (error) {
    // Which elements reach past the screen (the innermost ones), and how wide their ancestors are.
    const wide = await page.evaluate((w) => {
      const past = (e: Element) => e.getBoundingClientRect().right > w + 0.5;
      const name = (e: Element | null) =>
        e
          ? `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`
          : '';
      return [...document.querySelectorAll('body *')]
        .filter((e) => past(e) && ![...e.children].some(past))
        .slice(0, 5)
        .map((e) => {
          const chain: string[] = [];
          for (let at: Element | null = e; at && chain.length < 5; at = at.parentElement)
            chain.push(`${name(at)} ${Math.round(at.getBoundingClientRect().width)} px`);
          return chain.join(' in ');
        });
    }, width);
    if (error instanceof Error) error.message += `\nPast the screen: ${wide.join('; ') || 'nothing found'}`;
    throw error;
  }
}

/** The phone width the explanations are checked at. */
export const PHONE = { width: 360, height: 800 };

/** The disclosure of a result, by its label. */
const disclosure = (p: Page, label: string) =>
  p.getByRole('button', { name: `Come si calcola: ${label}`, exact: true });

/** The panel a disclosure controls. */
export async function panelOf(p: Page, label: string) {
  const button = disclosure(p, label);
  const panel = p.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  return { button, panel };
}

/**
 * The value at the end of the substituted formula, as the visitor reads it: the whole text after its
 * last "=", over every piece of a formula split to wrap (a text result of several words may be
 * several elements), blanks as one space.
 */
export const workedValue = (panel: ReturnType<Page['locator']>): Promise<string> =>
  panel
    .locator('.explain-values')
    .first()
    .evaluate((values) => {
      const pieces = [...values.querySelectorAll('math')].flatMap((math) => [...math.children]);
      const last = pieces.findLastIndex((e) => e.localName === 'mo' && e.textContent?.trim() === '=');
      return pieces
        .slice(last + 1)
        .map((e) => e.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    });

/** A library function written as a call, name(…), in a panel's text (MathML puts U+2061 between a name and its brackets). */
const FUNCTION_CALL = new RegExp(`(?<![\\p{L}\\d])(${[...formulaFunctions.keys()].join('|')})\u2061?\\(`, 'u');

/**
 * What in `panel` reaches past its right edge outside a box that scrolls sideways, and the boxes
 * that scroll with no cue (Markup.tsx's data-overflow, which shows 'Scorri di lato →').
 */
async function cutOff(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const edge = root.getBoundingClientRect().right + 1;
    const scrolls = (e: Element) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
    const problems: string[] = [];
    for (const e of root.querySelectorAll('*')) {
      if (e.getBoundingClientRect().right <= edge) continue;
      let box = e.parentElement;
      while (box && box !== root && !scrolls(box)) box = box.parentElement;
      if (!box || box === root)
        problems.push(`${e.tagName.toLowerCase()} «${e.textContent?.slice(0, 40)}» past the panel`);
    }
    for (const box of root.querySelectorAll('.math-scroll'))
      if (box.scrollWidth > box.clientWidth + 1 && !box.hasAttribute('data-overflow'))
        problems.push(`«${box.textContent?.slice(0, 40)}» scrolls with no cue`);
    return problems;
  });
}

/**
 * The first result's 'Come si calcola' opens a typeset formula whose value is the one the card
 * shows, with no NaN and no library function written as name(…); at phone width nothing in it is
 * cut off (it wraps, or scrolls in its own box with a cue) and the page does not scroll sideways
 * with it open. Closes it again.
 */
export async function expectFirstResultExplains(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  const first = page.locator('[data-result]').first();
  const label = (await first.locator('dt').innerText()).trim();
  const shown = await first.locator('output').innerText();
  const { button, panel } = await panelOf(page, label);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await appears(panel, 'math', `the explanation of ${label}`);
  await expect.poll(() => workedValue(panel)).toBe(shown.replace(/\s+/g, ' ').trim());
  await expect(panel).not.toContainText(/NaN|Infinity|undefined/);
  // Plain Italian: formulas and words, never a library function's name(…).
  await expect(panel).not.toContainText(FUNCTION_CALL);
  // Formulas wrap; what is still too wide scrolls in its own box, with a cue; the page never scrolls sideways.
  expect(await cutOff(panel)).toEqual([]);
  await expectNoSidewaysScroll(page, PHONE.width);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  if (size) await page.setViewportSize(size);
}

/**
 * A page on a phone: nothing sticks out at 320, 360 or 390 px, in any state a visitor can reach
 * from the page's own controls (a table's whole view open, rows added, each tab, the longest option
 * of each select); no tab list hides a tab; every control is at least 44 × 44 px (WCAG 2.5.5); and,
 * typing in a calculator's first field with the keyboard up, a primary result stays in sight (at
 * 1280 px then, no table is cut). The states are found in the DOM, so a new calculator is covered
 * without a line here. pages.spec.ts runs these on every route, phone.spec.ts the rest.
 */
import { expect, type Page } from '@playwright/test';
import { SOON } from './helpers.ts';

export const NARROWEST = 320;
const WIDTHS = [NARROWEST, 360, 390];

/** What sticks out at the current width: the page wider than the window (and the widest culprits), a tab list that scrolls. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > width) {
      const wide = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > width + 0.5,
      );
      found.push(
        `page ${scrolled}px wide at ${width}px: ${wide
          .slice(-6)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
          .join(', ')}`,
      );
    }
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      if (list.scrollWidth > list.clientWidth)
        found.push(`tab list "${list.getAttribute('aria-label')}" hides tabs at ${width}px`);
    }
    return found;
  });
}

/** The smallest target a finger can be sure to hit (WCAG 2.5.5, target size). */
const TARGET = 44;

/**
 * The controls in sight smaller than TARGET × TARGET px. A link in running text (its paragraph or
 * list item holds other words) is exempt, as WCAG 2.5.5 says; a link stretched over its card by a
 * positioned ::after is as large as the card it covers.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls =
      'a[href], button, summary, select, input:not([type="hidden"]), textarea, [role="tab"], [role="switch"], [role="radio"]';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const words = (node: Element) => node.textContent!.replace(/\s+/g, ' ').trim();
      const block = el.matches('a') ? el.closest('p, li, dd, figcaption') : null;
      if (block && words(block) !== words(el)) continue;
      let target: Element = el;
      if (getComputedStyle(el, '::after').position === 'absolute')
        while (target.parentElement && getComputedStyle(target).position === 'static') target = target.parentElement;
      const box = target.getBoundingClientRect();
      // Visually hidden (.sr-only): nothing to tap.
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5)
        found.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${words(el).slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  }, TARGET);
}

/** Nothing sticks out at any of `widths` (a chart follows a narrower window one frame later, hence the poll). */
export async function expectFits(page: Page, state: string, widths = WIDTHS): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => overflow(page), { message: state, intervals: SOON }).toEqual([]);
  }
}

/**
 * Chooses the longest option of every select in sight, in the page's order (a select that depends
 * on another is chosen after it), then checks once: every select at its widest at the same time.
 */
async function longestOptions(page: Page, state: string): Promise<void> {
  const selects = page.locator('select');
  let chosen = 0;
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    if (!(await select.isEnabled())) continue;
    const longest = await select.evaluate(
      (el: HTMLSelectElement) => [...el.options].reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
    );
    await select.selectOption(longest);
    chosen += 1;
  }
  if (chosen) await expectFits(page, `${state}, the longest option of each of its ${chosen} selects`);
}

/**
 * The page at 320 px fits and has no control under TARGET px; then, in every state its controls
 * reach, it fits at 320, 360 and 390 px (a table's whole view at 320). Leaves the page in the last state.
 */
export async function expectFitsInEveryState(page: Page, route: string): Promise<void> {
  await expectFits(page, route, [NARROWEST]);
  expect(await smallTargets(page), `${route}: controls under ${TARGET} px`).toEqual([]);

  // A table's whole view ('Mostra tutte le N righe'), its first group open.
  for (const more of await page.locator('.full-table > summary').all()) {
    await more.click();
    await more.locator('xpath=..').locator('.group-toggle').first().click();
    await expectFits(page, `${route}, whole table open`, [NARROWEST]);
  }

  const add = page.locator('fieldset button.add');
  if (await add.count()) {
    for (const button of await add.all()) for (let k = 0; k < 3; k++) await button.click();
    await expectFits(page, `${route}, rows added`);
  }
  const tabs = page.getByRole('tab');
  const tabCount = await tabs.count();
  for (let i = 0; i < tabCount; i++) {
    const tab = tabs.nth(i);
    const state = `${route}, tab "${await tab.textContent()}"`;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectFits(page, state);
    // The fields, and so the selects, are those of the chosen tab.
    await longestOptions(page, state);
  }
  if (!tabCount) await longestOptions(page, route);
}

/** A phone of 360 × 780 with the on-screen keyboard (~300 px) up: what is left of the screen. */
const TYPING = { width: 360, height: 780 - 300 };

/**
 * The primary result in sight and not under the field typed in: the results card's, or the bar's
 * that stands for it when the card is off screen (ResultBar.tsx).
 */
function resultInSight(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inSight = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    };
    const result = [...document.querySelectorAll('.results-card .result.primary output, .result-bar dd')].find(inSight);
    // No result to keep in sight while a field the calculation needs is empty (a date with no
    // default): the field says so (aria-invalid, 'Compila questo campo…').
    const waiting =
      document.querySelector('.results-card .empty-results') && document.querySelector('[aria-invalid="true"]');
    if (!result && !waiting) return 'no primary result in sight';
    const field = document.activeElement!;
    if (!inSight(field)) return `the field typed in (${field.id}) is out of sight`;
    const bar = document.querySelector('.result-bar');
    if (bar && field.getBoundingClientRect().bottom > bar.getBoundingClientRect().top + 0.5)
      return 'the field typed in is under the result bar';
    return 'ok';
  });
}

/** The tables wider than their box, and the tables and charts not as wide as the content. */
function cutTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const content = document.querySelector('.calculator')!.getBoundingClientRect().width;
    for (const wrap of document.querySelectorAll<HTMLElement>('.calculator > .table-card .table-wrap')) {
      const name = wrap.getAttribute('aria-label');
      if (wrap.scrollWidth > wrap.clientWidth + 1) found.push(`table "${name}" is cut`);
      if (wrap.closest('.table-card')!.getBoundingClientRect().width < content - 1)
        found.push(`table "${name}" is in a column`);
    }
    for (const chart of document.querySelectorAll('.calculator > .chart'))
      if (chart.getBoundingClientRect().width < content - 1) found.push('a chart is in a column');
    return found;
  });
}

/**
 * A calculator page, from its top: typing in its first field (a number, or a slider's box) on a
 * phone with the keyboard up, the primary result stays in sight; then, at 1280 px, no table is cut
 * or in a column. The field then loses what was typed, and holds what it held before.
 */
export async function expectResultInSightWhileTyping(page: Page, route: string): Promise<void> {
  const field = page.locator('.calculator form input[type="text"]:visible').first();
  if (!(await field.count())) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(TYPING);
  const before = await field.inputValue();
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.type('1');
  await expect.poll(() => resultInSight(page), { message: route, intervals: SOON }).toBe('ok');
  // On a desktop, tables and charts take the full width and no table column is cut.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => cutTables(page), { message: `${route} at 1280 px`, intervals: SOON }).toEqual([]);
  await page.keyboard.press('Backspace');
  await field.blur();
  await expect(field, `${route}: the field back as it was`).toHaveValue(before);
}

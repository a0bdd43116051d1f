/**
 * The toasts as spec §9 fixes them (src/overlays/constants.ts), met through `Copia link`: one at a
 * time, gone after TOAST_DURATION ms (mocked clock), dismissed by a swipe of TOAST_SWIPE_THRESHOLD
 * px and not by less, and F8 moves focus to their region. The link copied is the page's link.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD,
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
} from '../../src/overlays/constants.ts';
import { fileOf, NUMBERS } from './fixtures.ts';
import { openCalculator } from './form.ts';

// The test site's deposit: a number field first, and three fields with a help text.
const { data, url } = await fileOf(NUMBERS);

// Its own page (not the shared one): the mocked clock stays with the page.
/** Stops the page's clock (after the page has loaded): from then on, time moves only by runFor. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test('Copia link copies the link and confirms with one toast, as spec §9 says', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  const form = await openCalculator(page, data, url);
  await form.getByRole('textbox').first().fill('90');
  await expect.poll(() => page.url()).toContain('v=');
  await pauseClock(page);
  const copy = page.getByRole('button', { name: 'Copia link' });
  const toasts = page.locator('.toast');
  const away = () => page.mouse.move(0, 0);

  for (let i = 0; i < 3; i++) await copy.click();
  await away();
  await expect(toasts).toHaveCount(TOAST_LIMIT);
  await expect(toasts).toContainText('Link copiato');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The clock starts again from the last click: the toast stays TOAST_DURATION ms, not a moment more.
  await copy.click();
  await away();
  await expect(toasts).toBeVisible();
  await page.clock.runFor(TOAST_DURATION - 50);
  await expect(toasts).toBeVisible();
  await page.clock.runFor(100);
  await expect(toasts).toHaveCount(0);

  // A swipe right shorter than the threshold leaves it; one longer dismisses it.
  await copy.click();
  const swipe = async (dx: number) => {
    const box = (await toasts.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(TOAST_SWIPE_THRESHOLD - 20);
  await expect(toasts).toBeVisible();
  await swipe(TOAST_SWIPE_THRESHOLD + 10);
  await expect(toasts).toHaveCount(0);

  await copy.click();
  await page.keyboard.press(TOAST_HOTKEY[0]!);
  await expect(page.locator('.toast-viewport')).toBeFocused();
  await expect(page.getByRole('region', { name: `Notifiche (${TOAST_HOTKEY[0]})` })).toBeAttached();
});

test('help texts open behind ⓘ after TOOLTIP_DELAY ms, the next one at once within TOOLTIP_SKIP_DELAY ms, and on a click', async ({
  page,
}) => {
  await page.clock.install();
  await openCalculator(page, data, url);
  const withHelp = data.inputs!.filter((i) => i.help);
  expect(withHelp.length, 'three fields with a help text').toBeGreaterThanOrEqual(3);
  const info = (i: number) => page.getByRole('button', { name: `Aiuto: ${withHelp[i]!.label}`, exact: true });
  const tooltip = page.locator('.tooltip');
  // Away in several moves: Radix keeps a tooltip open while the pointer may be heading for it.
  const away = () => page.mouse.move(0, 0, { steps: 5 });
  const hover = async (i: number) => {
    const box = (await info(i).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  };
  // The tooltip's code loads when an ⓘ is first hovered, focused or tapped: not before (Radix marks
  // its trigger), and the tooltip then opens as hovering asks.
  await expect(page.locator('.info[data-state]')).toHaveCount(0);
  await hover(0);
  await expect(info(0)).toHaveAttribute('data-state', /open/);
  await expect(tooltip).toHaveText(withHelp[0]!.help!);
  await away();
  await expect(tooltip).toHaveCount(0);
  await pauseClock(page);
  await page.clock.runFor(TOOLTIP_SKIP_DELAY + 50);

  await hover(0);
  await page.clock.runFor(TOOLTIP_DELAY - 50);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(tooltip).toHaveText(withHelp[0]!.help!);

  // Closed, and the next one hovered within the skip delay: open at once.
  await away();
  await expect(tooltip).toHaveCount(0);
  await hover(1);
  // At once: within 1 ms (Radix opens through a timer of 0 ms, which a paused clock holds).
  await page.clock.runFor(1);
  await expect(tooltip).toHaveText(withHelp[1]!.help!);

  // Past the skip delay, the full delay again.
  await away();
  await page.clock.runFor(TOOLTIP_SKIP_DELAY + 50);
  await hover(0);
  await page.clock.runFor(TOOLTIP_DELAY - 50);
  await expect(tooltip).toHaveCount(0);

  // A click (a tap) toggles it at once.
  await away();
  await info(1).click();
  await expect(tooltip).toHaveText(withHelp[1]!.help!);
  await info(1).click();
  await expect(tooltip).toHaveCount(0);

  // By keyboard, on an ⓘ not used yet: it becomes the tooltip's trigger, the focus stays on it, and it opens.
  await away();
  await page.clock.runFor(TOOLTIP_SKIP_DELAY + 50);
  await info(2).focus();
  await expect(info(2)).toHaveAttribute('data-state', /closed|open/);
  await expect(info(2)).toBeFocused();
  await page.clock.runFor(TOOLTIP_DELAY + 50);
  await expect(tooltip).toHaveText(withHelp[2]!.help!);
});

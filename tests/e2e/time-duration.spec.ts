import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, result, type } from './helpers.ts';

const url = '/calcolatori/matematica/tempo-durata';

const start = (page: Page) => page.getByLabel('Ora di inizio', { exact: true });
const end = (page: Page) => page.getByLabel('Ora di fine', { exact: true });

async function durationTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Calcolo durata' }).click();
  await expect(page.getByRole('tab', { name: 'Calcolo durata' })).toHaveAttribute('aria-selected', 'true');
}

async function expectDuration(page: Page, working: string, total: string, hours: string, minutes: string): Promise<void> {
  await expectResult(page, 'workingHours', working);
  await expectResult(page, 'totalMinutes', total);
  await expectResult(page, 'hours', hours);
  await expectResult(page, 'minutes', minutes);
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default conversion in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Tempo e Durata');
  await expect(page.getByRole('tab', { name: 'Conversione tempo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Valore', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Unità di partenza')).toHaveValue('days');
  // 1 day = 1 * 86400 s
  await expectResult(page, 'toSeconds', '86.400');
  // 86400 / 60 = 1440 (4 digits: no separator)
  await expectResult(page, 'toMinutes', '1.440');
  // 86400 / 3600 = 24
  await expectResult(page, 'toHours', '24');
  await expectResult(page, 'toDays', '1');
  // 86400 / 604800 = 0.142857142...
  await expectResult(page, 'toWeeks', '0,142857');
  // 86400 / 2629746 = 0.032854884...
  await expectResult(page, 'toMonths', '0,032855');
  // 86400 / 31556952 = 0.002737907...
  await expectResult(page, 'toYears', '0,002738');
  // the duration results and the chart belong to the other tab
  await expect(result(page, 'workingHours')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Ripartizione del tempo' })).toHaveCount(0);
  await expect(start(page)).toBeHidden();
});

test('recomputes the conversion on every change, accepting Italian decimals', async ({ page }) => {
  await page.getByLabel('Unità di partenza').selectOption({ label: 'Ore' });
  await type(page, 'Valore', '2,5');
  // 2.5 h * 3600 = 9000 s; 9000 / 60 = 150; / 3600 = 2.5; / 86400 = 0.1041667; / 604800 = 0.01488095;
  // / 2629746 = 0.00342238; / 31556952 = 0.00028520
  await expectResult(page, 'toSeconds', '9.000');
  await expectResult(page, 'toMinutes', '150');
  await expectResult(page, 'toHours', '2,5');
  await expectResult(page, 'toDays', '0,104167');
  await expectResult(page, 'toWeeks', '0,014881');
  await expectResult(page, 'toMonths', '0,003422');
  await expectResult(page, 'toYears', '0,000285');

  await type(page, 'Valore', '1');
  await page.getByLabel('Unità di partenza').selectOption({ label: 'Anni' });
  // 1 year = 31556952 s; / 60 = 525949.2; / 3600 = 8765.82; / 86400 = 365.2425; / 604800 = 52.1775;
  // / 2629746 = 12; / 31556952 = 1
  await expectResult(page, 'toSeconds', '31.556.952');
  await expectResult(page, 'toMinutes', '525.949,2');
  await expectResult(page, 'toHours', '8.765,82');
  await expectResult(page, 'toDays', '365,24');
  await expectResult(page, 'toWeeks', '52,18');
  await expectResult(page, 'toMonths', '12');
  await expectResult(page, 'toYears', '1');

  await type(page, 'Valore', '90');
  await page.getByLabel('Unità di partenza').selectOption({ label: 'Minuti' });
  // 90 min * 60 = 5400 s; / 3600 = 1.5 h; / 86400 = 0.0625 days
  await expectResult(page, 'toSeconds', '5.400');
  await expectResult(page, 'toMinutes', '90');
  await expectResult(page, 'toHours', '1,5');
  await expectResult(page, 'toDays', '0,0625');
});

test('an invalid conversion value keeps the previous result', async ({ page }) => {
  // guard: value above 0
  await type(page, 'Valore', '0');
  await expectResult(page, 'toSeconds', '86.400');
  await expectResult(page, 'toMinutes', '1.440');
  await type(page, 'Valore', '-2');
  await expectResult(page, 'toSeconds', '86.400');
  // "abc" counts as 0
  await type(page, 'Valore', 'abc');
  await expectResult(page, 'toSeconds', '86.400');
  await type(page, 'Valore', '');
  await expectResult(page, 'toSeconds', '86.400');
  await type(page, 'Valore', '3');
  // 3 days = 3 * 86400 = 259200 s; 4320 min; 72 h
  await expectResult(page, 'toSeconds', '259.200');
  await expectResult(page, 'toMinutes', '4.320');
  await expectResult(page, 'toHours', '72');
});

test('the duration tab shows the default shift and its chart', async ({ page }) => {
  await durationTab(page);
  await expect(page.getByRole('tab', { name: 'Conversione tempo' })).toHaveAttribute('aria-selected', 'false');
  await expect(start(page)).toHaveValue('09:00');
  await expect(end(page)).toHaveValue('17:00');
  await expect(page.getByLabel('Pausa', { exact: true })).toHaveValue('60');
  await expect(page.getByLabel('Valore', { exact: true })).toBeHidden();
  await expect(page.getByLabel('Unità di partenza')).toBeHidden();
  // 17:00 - 09:00 = 1020 - 540 = 480 min = 8 h 0 min; (480 - 60) / 60 = 7
  await expectDuration(page, '7,00 ore', '480 min', '8 h', '0 min');
  await expect(result(page, 'toSeconds')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Ripartizione del tempo' }).locator('canvas')).toBeVisible();
  await expect(page.locator('aside.note')).toHaveCount(0);

  // back to the conversion: its results come back
  await page.getByRole('tab', { name: 'Conversione tempo' }).click();
  await expectResult(page, 'toSeconds', '86.400');
  await expect(result(page, 'workingHours')).toHaveCount(0);
});

test('recomputes the duration on every change', async ({ page }) => {
  await durationTab(page);
  await start(page).fill('08:30');
  await end(page).fill('17:45');
  await type(page, 'Pausa', '45');
  // 17:45 - 08:30 = 1065 - 510 = 555 min = 9 h 15 min; (555 - 45) / 60 = 8.5
  await expectDuration(page, '8,50 ore', '555 min', '9 h', '15 min');
  await type(page, 'Pausa', '22,5');
  // (555 - 22.5) / 60 = 8.875
  await expectResult(page, 'workingHours', '8,88 ore');
  await expectResult(page, 'totalMinutes', '555 min');
});

test('a shift across midnight adds 24 hours', async ({ page }) => {
  await durationTab(page);
  await start(page).fill('22:00');
  await end(page).fill('06:00');
  // 06:00 - 22:00 = 360 - 1320 = -960 -> -960 + 1440 = 480 min = 8 h; (480 - 60) / 60 = 7
  await expectDuration(page, '7,00 ore', '480 min', '8 h', '0 min');
  await expect(page.locator('aside.note.info', { hasText: 'Turno a cavallo della mezzanotte' })).toBeVisible();
  await type(page, 'Pausa', '30');
  // (480 - 30) / 60 = 7.5
  await expectResult(page, 'workingHours', '7,50 ore');
  await end(page).fill('23:15');
  // 23:15 - 22:00 = 1395 - 1320 = 75 min = 1 h 15 min, no wrap; (75 - 30) / 60 = 0.75
  await expectDuration(page, '0,75 ore', '75 min', '1 h', '15 min');
  await expect(page.locator('aside.note', { hasText: 'Turno a cavallo della mezzanotte' })).toHaveCount(0);
  await end(page).fill('22:00');
  // end equal to start: 0 minutes, no wrap
  await expectDuration(page, '0,00 ore', '0 min', '0 h', '0 min');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('the break is subtracted and the working hours never go below 0', async ({ page }) => {
  await durationTab(page);
  await end(page).fill('10:00');
  await type(page, 'Pausa', '90');
  // 10:00 - 09:00 = 60 min; max(60 - 90, 0) / 60 = 0
  await expectDuration(page, '0,00 ore', '60 min', '1 h', '0 min');
  await expect(page.locator('aside.note.warning', { hasText: 'La pausa copre tutto il turno' })).toBeVisible();
  await type(page, 'Pausa', '15');
  // (60 - 15) / 60 = 0.75
  await expectResult(page, 'workingHours', '0,75 ore');
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
  // a negative break counts as no break: 60 / 60 = 1
  await type(page, 'Pausa', '-30');
  await expectResult(page, 'workingHours', '1,00 ore');
  // "abc" counts as 0: no break
  await type(page, 'Pausa', 'abc');
  await expectResult(page, 'workingHours', '1,00 ore');
  await expectResult(page, 'totalMinutes', '60 min');
});

test('clearing the start or end time keeps the previous result', async ({ page }) => {
  await durationTab(page);
  await end(page).fill('18:30');
  // 18:30 - 09:00 = 1110 - 540 = 570 min = 9 h 30 min; (570 - 60) / 60 = 8.5
  await expectDuration(page, '8,50 ore', '570 min', '9 h', '30 min');
  await end(page).fill('');
  await expect(end(page)).toHaveValue('');
  await expectDuration(page, '8,50 ore', '570 min', '9 h', '30 min');
  // still kept while the end time is missing, whatever else changes
  await type(page, 'Pausa', '0');
  await expectDuration(page, '8,50 ore', '570 min', '9 h', '30 min');
  await end(page).fill('12:00');
  // 12:00 - 09:00 = 180 min = 3 h; (180 - 0) / 60 = 3
  await expectDuration(page, '3,00 ore', '180 min', '3 h', '0 min');
  await start(page).fill('');
  await expectDuration(page, '3,00 ore', '180 min', '3 h', '0 min');
  await start(page).fill('11:20');
  // 12:00 - 11:20 = 720 - 680 = 40 min = 0 h 40 min; 40 / 60 = 0.6667
  await expectDuration(page, '0,67 ore', '40 min', '0 h', '40 min');
});

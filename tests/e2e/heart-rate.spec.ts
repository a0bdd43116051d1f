import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/salute/frequenza-cardiaca';
const caption = 'Zone di allenamento';

/** The zone table's rows: zone, % of the reserve, from, to. */
async function expectZones(page: Page, zones: [number, number][]): Promise<void> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const names = ['Recupero', 'Aerobica', 'Anaerobica', 'Linea rossa'];
  const ranges = ['50-60%', '60-70%', '70-85%', '85-100%'];
  for (let i = 0; i < 4; i++) {
    await expect(rows.nth(i).locator('td')).toHaveText([names[i]!, ranges[i]!, String(zones[i]![0]), String(zones[i]![1])]);
  }
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Frequenza Cardiaca');
  // 220 - 30 = 190; reserve 190 - 60 = 130
  await expectResult(page, 'maxHeartRate', '190 bpm');
  await expectResult(page, 'restingHeartRate', '60 bpm');
  await expectResult(page, 'reserveHeartRate', '130 bpm');
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('caption')).toHaveText(caption);
  await expect(table.locator('thead th')).toHaveText(['Zona', 'Riserva cardiaca', 'Da (bpm)', 'A (bpm)']);
  // 60 + 130 * (0.5, 0.6, 0.7, 0.85, 1) = 125, 138, 151, 170.5 -> 171, 190
  await expectZones(page, [[125, 138], [138, 151], [151, 171], [171, 190]]);
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Età', '45');
  await type(page, 'Frequenza cardiaca a riposo', '72');
  // 220 - 45 = 175; reserve 175 - 72 = 103
  await expectResult(page, 'maxHeartRate', '175 bpm');
  await expectResult(page, 'restingHeartRate', '72 bpm');
  await expectResult(page, 'reserveHeartRate', '103 bpm');
  // 72 + 103 * 0.5 = 123.5 -> 124; *0.6 = 133.8 -> 134; *0.7 = 144.1 -> 144; *0.85 = 159.55 -> 160; 175
  await expectZones(page, [[124, 134], [134, 144], [144, 160], [160, 175]]);
  await type(page, 'Frequenza cardiaca a riposo', '60');
  await type(page, 'Età', '25,5');
  // 220 - 25.5 = 194.5 -> "195"; reserve 134.5 -> "135"
  await expectResult(page, 'maxHeartRate', '195 bpm');
  await expectResult(page, 'reserveHeartRate', '135 bpm');
  // 60 + 134.5 * 0.5 = 127.25 -> 127; *0.6 = 140.7 -> 141; *0.7 = 154.15 -> 154; *0.85 = 174.325 -> 174;
  // 194.5 -> 195
  await expectZones(page, [[127, 141], [141, 154], [154, 174], [174, 195]]);
});

test('an empty resting rate counts as 60', async ({ page }) => {
  await type(page, 'Età', '45');
  await type(page, 'Frequenza cardiaca a riposo', '72');
  await expectResult(page, 'reserveHeartRate', '103 bpm');
  await type(page, 'Frequenza cardiaca a riposo', '');
  // empty -> 60: 175 - 60 = 115; 60 + 115 * (0.5, 0.6, 0.7, 0.85) = 117.5 -> 118, 129, 140.5 -> 141, 157.75 -> 158
  await expectResult(page, 'restingHeartRate', '60 bpm');
  await expectResult(page, 'reserveHeartRate', '115 bpm');
  await expectZones(page, [[118, 129], [129, 141], [141, 158], [158, 175]]);
  await expect(page.getByLabel('Frequenza cardiaca a riposo')).toHaveAttribute('placeholder', '60');
  // not a number counts as empty, so as 60 too
  await type(page, 'Frequenza cardiaca a riposo', '72');
  await expectResult(page, 'restingHeartRate', '72 bpm');
  await type(page, 'Frequenza cardiaca a riposo', 'abc');
  await expectResult(page, 'restingHeartRate', '60 bpm');
  await expectResult(page, 'reserveHeartRate', '115 bpm');
});

test('an invalid age keeps the previous result', async ({ page }) => {
  await type(page, 'Età', '0');
  await expectResult(page, 'maxHeartRate', '190 bpm');
  await type(page, 'Età', '121');
  await expectResult(page, 'maxHeartRate', '190 bpm');
  await type(page, 'Età', '-5');
  await expectResult(page, 'maxHeartRate', '190 bpm');
  await type(page, 'Età', 'abc');
  await expectResult(page, 'maxHeartRate', '190 bpm');
  await expectResult(page, 'reserveHeartRate', '130 bpm');
  await expectZones(page, [[125, 138], [138, 151], [151, 171], [171, 190]]);
  await type(page, 'Età', '120');
  // the limit is allowed: 220 - 120 = 100; reserve 40; 60 + 40 * (0.5, 0.6, 0.7, 0.85) = 80, 84, 88, 94
  await expectResult(page, 'maxHeartRate', '100 bpm');
  await expectResult(page, 'reserveHeartRate', '40 bpm');
  await expectZones(page, [[80, 84], [84, 88], [88, 94], [94, 100]]);
});

test('warns about an implausible or high resting rate', async ({ page }) => {
  await type(page, 'Frequenza cardiaca a riposo', '190');
  // reserve 190 - 190 = 0: every zone is 190
  await expectResult(page, 'reserveHeartRate', '0 bpm');
  await expectZones(page, [[190, 190], [190, 190], [190, 190], [190, 190]]);
  const check = page.locator('aside.note.warning', { hasText: 'Controlla la frequenza a riposo' });
  await expect(check).toContainText('più bassa della frequenza massima (190 bpm)');
  await type(page, 'Frequenza cardiaca a riposo', '105');
  // 190 - 105 = 85; 105 + 85 * (0.5, 0.6, 0.7, 0.85) = 147.5 -> 148, 156, 164.5 -> 165, 177.25 -> 177
  await expectResult(page, 'reserveHeartRate', '85 bpm');
  await expectZones(page, [[148, 156], [156, 165], [165, 177], [177, 190]]);
  await expect(page.locator('aside.note.warning')).toHaveCount(1);
  await expect(page.locator('aside.note.warning strong')).toHaveText('Frequenza a riposo elevata');
  await type(page, 'Frequenza cardiaca a riposo', '55');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('draws the zone chart', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Battiti al minuto per zona' }).locator('canvas')).toBeVisible();
});

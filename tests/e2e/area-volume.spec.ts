import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, result, type } from './helpers.ts';

const url = '/calcolatori/matematica/area-volume';

/** Every dimension field of the page, by label. */
const dimensionLabels = ['Lunghezza', 'Larghezza', 'Base', 'Raggio', 'Lato a', 'Lato b', 'Lato c', 'Altezza'] as const;

/** Only `visible` dimension fields are on screen, the others are not. */
async function expectFields(page: Page, visible: readonly string[]): Promise<void> {
  for (const label of dimensionLabels) {
    const field = page.getByLabel(label, { exact: true });
    if (visible.includes(label)) await expect(field).toBeVisible();
    else await expect(field).toBeHidden();
  }
}

function resultLabel(page: Page, id: string) {
  return page.locator(`[data-result="${id}"] dt`);
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Area e Volume');
  await expect(page.getByRole('tab', { name: 'Area' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Figura')).toHaveValue('rectangle');
  await expectFields(page, ['Lunghezza', 'Larghezza']);
  // rectangle 10 x 5: area 10 * 5 = 50
  await expectResult(page, 'area', '50,00 cm²');
  // perimeter 2 * (10 + 5) = 30
  await expect(resultLabel(page, 'perimeter')).toHaveText('Perimetro');
  await expectResult(page, 'perimeter', '30,00 cm');
  // 50 / 10000 = 0.005 (adaptive: up to 6 decimals below 1)
  await expectResult(page, 'areaM2', '0,005 m²');
  // volume results belong to the other tab
  await expect(result(page, 'volume')).toHaveCount(0);
  await expect(result(page, 'surface')).toHaveCount(0);
  await expect(result(page, 'liters')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Lunghezza', '2,5');
  // 2.5 * 5 = 12.5; 2 * (2.5 + 5) = 15; 12.5 / 10000 = 0.00125
  await expectResult(page, 'area', '12,50 cm²');
  await expectResult(page, 'perimeter', '15,00 cm');
  await expectResult(page, 'areaM2', '0,00125 m²');
  await type(page, 'Larghezza', '12');
  // 2.5 * 12 = 30; 2 * (2.5 + 12) = 29; 30 / 10000 = 0.003
  await expectResult(page, 'area', '30,00 cm²');
  await expectResult(page, 'perimeter', '29,00 cm');
  await expectResult(page, 'areaM2', '0,003 m²');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // guard: every required dimension above 0
  await type(page, 'Larghezza', '0');
  await expectResult(page, 'area', '50,00 cm²');
  await expectResult(page, 'perimeter', '30,00 cm');
  await type(page, 'Larghezza', '-3');
  await expectResult(page, 'area', '50,00 cm²');
  // "abc" counts as 0 and fails the guard
  await type(page, 'Larghezza', 'abc');
  await expectResult(page, 'area', '50,00 cm²');
  await type(page, 'Larghezza', '');
  await expectResult(page, 'area', '50,00 cm²');
  await type(page, 'Larghezza', '12');
  // 10 * 12 = 120; 2 * (10 + 12) = 44; 120 / 10000 = 0.012
  await expectResult(page, 'area', '120,00 cm²');
  await expectResult(page, 'perimeter', '44,00 cm');
  await expectResult(page, 'areaM2', '0,012 m²');

  // a volume shape: cylinder with height 0 keeps the cylinder's previous result
  await page.getByRole('tab', { name: 'Volume' }).click();
  await page.getByLabel('Figura').selectOption({ label: 'Cilindro' });
  // pi * 5^2 * 4 = 314.159265
  await expectResult(page, 'volume', '314,16 cm³');
  await type(page, 'Altezza', '0');
  await expectResult(page, 'volume', '314,16 cm³');
  await type(page, 'Raggio', 'abc');
  await expectResult(page, 'volume', '314,16 cm³');
});

test('the Volume tab resets the shape to the cube and shows only its side', async ({ page }) => {
  await page.getByRole('tab', { name: 'Volume' }).click();
  await expect(page.getByRole('tab', { name: 'Volume' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Area' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByLabel('Figura')).toHaveValue('cube');
  await expect(page.getByLabel('Figura').locator('option')).toHaveText(['Cubo', 'Parallelepipedo', 'Cilindro', 'Sfera', 'Cono']);
  await expectFields(page, ['Lato a']);
  // cube side 6: 6^3 = 216 cm³; 6 * 6^2 = 216 cm²; 216 / 1000 = 0.216 L
  await expectResult(page, 'volume', '216,00 cm³');
  await expectResult(page, 'surface', '216,00 cm²');
  await expectResult(page, 'liters', '0,216 L');
  await expect(result(page, 'area')).toHaveCount(0);
  await expect(result(page, 'perimeter')).toHaveCount(0);
  await expect(result(page, 'areaM2')).toHaveCount(0);
  await type(page, 'Lato a', '2,5');
  // 2.5^3 = 15.625; 6 * 2.5^2 = 37.5; 15.625 / 1000 = 0.015625
  await expectResult(page, 'volume', '15,63 cm³');
  await expectResult(page, 'surface', '37,50 cm²');
  await expectResult(page, 'liters', '0,015625 L');
});

test('changing mode resets the shape to rectangle or cube', async ({ page }) => {
  const shape = page.getByLabel('Figura');
  await shape.selectOption({ label: 'Cerchio' });
  await expect(shape).toHaveValue('circle');
  await page.getByRole('tab', { name: 'Volume' }).click();
  await expect(shape).toHaveValue('cube');
  await shape.selectOption({ label: 'Sfera' });
  await expect(shape).toHaveValue('sphere');
  // sphere r = 5: 4/3 * pi * 125 = 523.598776; 4 * pi * 25 = 314.159265
  await expectResult(page, 'volume', '523,60 cm³');
  await expectResult(page, 'surface', '314,16 cm²');
  await page.getByRole('tab', { name: 'Area' }).click();
  await expect(shape).toHaveValue('rectangle');
  await expect(shape.locator('option')).toHaveText(['Rettangolo', 'Quadrato', 'Cerchio', 'Triangolo', 'Trapezio']);
  await expectFields(page, ['Lunghezza', 'Larghezza']);
  // back to the rectangle 10 x 5
  await expectResult(page, 'area', '50,00 cm²');
  await page.getByRole('tab', { name: 'Volume' }).click();
  // not the sphere chosen before: the cube again
  await expect(shape).toHaveValue('cube');
  await expectResult(page, 'volume', '216,00 cm³');
});

test('a circle shows only the radius and is computed with pi', async ({ page }) => {
  await page.getByLabel('Figura').selectOption({ label: 'Cerchio' });
  await expectFields(page, ['Raggio']);
  // r = 5: pi * 5^2 = 78.539816; 2 * pi * 5 = 31.415927; 78.539816 / 10000 = 0.00785398
  await expectResult(page, 'area', '78,54 cm²');
  await expect(resultLabel(page, 'perimeter')).toHaveText('Circonferenza');
  await expectResult(page, 'perimeter', '31,42 cm');
  await expectResult(page, 'areaM2', '0,007854 m²');
  await type(page, 'Raggio', '10');
  // pi * 100 = 314.159265; 2 * pi * 10 = 62.831853; 314.159265 / 10000 = 0.0314159
  await expectResult(page, 'area', '314,16 cm²');
  await expectResult(page, 'perimeter', '62,83 cm');
  await expectResult(page, 'areaM2', '0,031416 m²');
  await type(page, 'Raggio', '2,5');
  // pi * 6.25 = 19.634954; 2 * pi * 2.5 = 15.707963
  await expectResult(page, 'area', '19,63 cm²');
  await expectResult(page, 'perimeter', '15,71 cm');
  // a circle without a radius is not computed
  await type(page, 'Raggio', '');
  await expectResult(page, 'area', '19,63 cm²');
  // the rectangle's label comes back
  await page.getByLabel('Figura').selectOption({ label: 'Rettangolo' });
  await expect(resultLabel(page, 'perimeter')).toHaveText('Perimetro');
  await expectResult(page, 'area', '50,00 cm²');
});

test('a cylinder shows radius and height and is computed with pi', async ({ page }) => {
  await page.getByRole('tab', { name: 'Volume' }).click();
  await page.getByLabel('Figura').selectOption({ label: 'Cilindro' });
  await expectFields(page, ['Raggio', 'Altezza']);
  // r = 5, h = 4: pi * 25 * 4 = 314.159265; 2 * pi * 5 * (5 + 4) = 282.743339; / 1000 = 0.314159 L
  await expectResult(page, 'volume', '314,16 cm³');
  await expectResult(page, 'surface', '282,74 cm²');
  await expectResult(page, 'liters', '0,314159 L');
  await type(page, 'Altezza', '20');
  // pi * 25 * 20 = 1570.796327 (4 digits: no separator); 2 * pi * 5 * 25 = 785.398163; 1.570796 L
  await expectResult(page, 'volume', '1.570,80 cm³');
  await expectResult(page, 'surface', '785,40 cm²');
  await expectResult(page, 'liters', '1,57 L');
  await type(page, 'Raggio', '2,5');
  // pi * 6.25 * 20 = 392.699082; 2 * pi * 2.5 * 22.5 = 353.429174; 0.392699 L
  await expectResult(page, 'volume', '392,70 cm³');
  await expectResult(page, 'surface', '353,43 cm²');
  await expectResult(page, 'liters', '0,392699 L');
});

test('the other shapes show their own fields', async ({ page }) => {
  const shape = page.getByLabel('Figura');
  await shape.selectOption({ label: 'Quadrato' });
  await expectFields(page, ['Lato a']);
  await type(page, 'Lato a', '7,5');
  // 7.5^2 = 56.25; 4 * 7.5 = 30
  await expectResult(page, 'area', '56,25 cm²');
  await expectResult(page, 'perimeter', '30,00 cm');

  await shape.selectOption({ label: 'Trapezio' });
  await expectFields(page, ['Lato a', 'Lato b', 'Altezza']);
  await type(page, 'Lato a', '12');
  await type(page, 'Lato b', '8');
  await type(page, 'Altezza', '5');
  // (12 + 8) * 5 / 2 = 50; no perimeter for the trapezoid
  await expectResult(page, 'area', '50,00 cm²');
  await expect(result(page, 'perimeter')).toHaveCount(0);
  await expect(page.locator('aside.note', { hasText: 'Per il trapezio il calcolatore restituisce' })).toBeVisible();

  await page.getByRole('tab', { name: 'Volume' }).click();
  await shape.selectOption({ label: 'Parallelepipedo' });
  await expectFields(page, ['Lunghezza', 'Larghezza', 'Altezza']);
  await type(page, 'Lunghezza', '30');
  await type(page, 'Larghezza', '20');
  await type(page, 'Altezza', '15');
  // 30 * 20 * 15 = 9000 (no separator); 2 * (600 + 450 + 300) = 2700; 9000 / 1000 = 9 L
  await expectResult(page, 'volume', '9.000,00 cm³');
  await expectResult(page, 'surface', '2.700,00 cm²');
  await expectResult(page, 'liters', '9 L');

  await shape.selectOption({ label: 'Sfera' });
  await expectFields(page, ['Raggio']);
  await type(page, 'Raggio', '3');
  // 4/3 * pi * 27 = 113.097336; 4 * pi * 9 = 113.097336
  await expectResult(page, 'volume', '113,10 cm³');
  await expectResult(page, 'surface', '113,10 cm²');

  await shape.selectOption({ label: 'Cono' });
  await expectFields(page, ['Raggio', 'Altezza']);
  await type(page, 'Altezza', '4');
  // r 3, h 4: pi * 9 * 4 / 3 = 37.699112; slant sqrt(9 + 16) = 5, pi * 3 * (3 + 5) = 75.398224
  await expectResult(page, 'volume', '37,70 cm³');
  await expectResult(page, 'surface', '75,40 cm²');
  await expectResult(page, 'liters', '0,037699 L');
});

test('the triangle shows its perimeter only for three valid sides', async ({ page }) => {
  await page.getByLabel('Figura').selectOption({ label: 'Triangolo' });
  await expectFields(page, ['Base', 'Lato a', 'Lato b', 'Lato c', 'Altezza']);
  // base 6, height 4: 6 * 4 / 2 = 12; sides 6 + 5 + 5 = 16
  await expectResult(page, 'area', '12,00 cm²');
  await expectResult(page, 'perimeter', '16,00 cm');
  await expect(page.locator('aside.note')).toHaveCount(0);

  await type(page, 'Base', '10');
  await type(page, 'Altezza', '3');
  await type(page, 'Lato a', '1');
  await type(page, 'Lato b', '2');
  await type(page, 'Lato c', '10');
  // 10 * 3 / 2 = 15; 10 >= 1 + 2: not a triangle, no perimeter
  await expectResult(page, 'area', '15,00 cm²');
  await expect(result(page, 'perimeter')).toHaveCount(0);
  await expect(page.locator('aside.note.warning', { hasText: 'Questi lati non formano un triangolo' })).toBeVisible();

  await type(page, 'Lato c', '');
  // the sides are optional: the area is still computed, a note asks for the three sides
  await expectResult(page, 'area', '15,00 cm²');
  await expect(page.locator('aside.note', { hasText: 'Vuoi anche il perimetro?' })).toBeVisible();
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
  await expect(result(page, 'perimeter')).toHaveCount(0);

  await type(page, 'Lato a', '3');
  await type(page, 'Lato b', '4');
  await type(page, 'Lato c', '2,5');
  // 3 + 4 + 2.5 = 9.5, a valid triangle
  await expectResult(page, 'perimeter', '9,50 cm');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

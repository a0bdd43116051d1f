import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/produttivita/tempo-sprechi-riunioni';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Tempo Sprecato in Riunioni');
  // 8 * (45 / 60) * 4.3 * 4 = 103.2 hours
  await expectResult(page, 'oreTotaliMese', '103,2 ore');
  // 103.2 * 25 = 2580
  await expectResult(page, 'costoMensile', '2.580,00 €');
  // 103.2 / 4 = 25.8
  await expectResult(page, 'orePerPartecipante', '25,8 ore');
  // 25.8 / 160 * 100 = 16.125 -> "16,1%"
  await expect(page.locator('[data-result="orePerPartecipante"] small')).toHaveText(
    nb('Pari al 16,1% di un mese lavorativo di 160 ore.'),
  );
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Costo orario medio per partecipante', '22,5');
  // 103.2 * 22.5 = 2322
  await expectResult(page, 'costoMensile', '2.322,00 €');
  await expectResult(page, 'oreTotaliMese', '103,2 ore');
  await type(page, 'Riunioni a settimana', '5');
  await type(page, 'Durata media di una riunione', '40');
  // 5 * (40 / 60) * 4.3 * 4 = 57.333 h; 57.333 * 22.5 = 1290; 57.333 / 4 = 14.333 h
  await expectResult(page, 'oreTotaliMese', '57,3 ore');
  await expectResult(page, 'costoMensile', '1.290,00 €');
  await expectResult(page, 'orePerPartecipante', '14,3 ore');
  // 14.333 / 160 * 100 = 8.958 -> "9,0%"
  await expect(page.locator('[data-result="orePerPartecipante"] small')).toHaveText(
    nb('Pari al 9,0% di un mese lavorativo di 160 ore.'),
  );
  await type(page, 'Partecipanti per riunione', '8');
  // 5 * (40 / 60) * 4.3 * 8 = 114.667 h; * 22.5 = 2580; / 8 = 14.333 h
  await expectResult(page, 'oreTotaliMese', '114,7 ore');
  await expectResult(page, 'costoMensile', '2.580,00 €');
  await expectResult(page, 'orePerPartecipante', '14,3 ore');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Partecipanti per riunione', '0');
  await expectResult(page, 'costoMensile', '2.580,00 €');
  await expectResult(page, 'orePerPartecipante', '25,8 ore');
  await type(page, 'Partecipanti per riunione', 'abc');
  await expectResult(page, 'orePerPartecipante', '25,8 ore');
  await type(page, 'Partecipanti per riunione', '4');
  await type(page, 'Costo orario medio per partecipante', '-5');
  await expectResult(page, 'costoMensile', '2.580,00 €');
  await type(page, 'Costo orario medio per partecipante', '25');
  await type(page, 'Durata media di una riunione', '');
  await expectResult(page, 'oreTotaliMese', '103,2 ore');
  await type(page, 'Durata media di una riunione', '60');
  // 8 * 1 * 4.3 * 4 = 137.6 h; * 25 = 3440; / 4 = 34.4 h
  await expectResult(page, 'oreTotaliMese', '137,6 ore');
  await expectResult(page, 'costoMensile', '3.440,00 €');
  await expectResult(page, 'orePerPartecipante', '34,4 ore');
});

test('draws the 160-hour month pie and warns past a full month', async ({ page }) => {
  const chart = page.getByRole('img', { name: 'Il mese lavorativo di un partecipante' });
  await expect(chart.locator('canvas')).toBeVisible();
  await type(page, 'Riunioni a settimana', '20');
  await type(page, 'Durata media di una riunione', '120');
  await type(page, 'Partecipanti per riunione', '2');
  await type(page, 'Costo orario medio per partecipante', '40');
  // 20 * 2 * 4.3 * 2 = 344 h; * 40 = 13760; / 2 = 172 h > 160
  await expectResult(page, 'oreTotaliMese', '344,0 ore');
  await expectResult(page, 'costoMensile', '13.760,00 €');
  await expectResult(page, 'orePerPartecipante', '172,0 ore');
  const warning = page.locator('aside.note.warning');
  await expect(warning.locator('strong')).toHaveText('Più riunioni che ore di lavoro');
  await expect(warning).toContainText('Ogni partecipante passerebbe in riunione 172,0 ore al mese');
  await expect(chart.locator('canvas')).toBeVisible();
});

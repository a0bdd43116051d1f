/**
 * The studio (/studio): a calculator file typed into the editor generates, renders and updates in
 * the page (at phone width); a broken formula shows its diagnostic and the last good calculator
 * stays; the file's example passes and fails; the download is the file. Not in the sitemap,
 * noindex, and axe finds nothing. A paste over the size limit is refused, with the reason; the
 * file is kept as a draft across a reload, until discarded.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { articles } from '../../src/generated/blog.ts';
import { DRAFT_KEY } from '../../src/studio/draft.ts';
import { PASTE_LIMIT_BYTES } from '../../src/studio/paste-limit.ts';
import { EVERY_FEATURE } from './fixtures.ts';
import { expectNoSidewaysScroll, failOnConsoleErrors, result } from './helpers.ts';
import { expect, test } from './shared-page.ts';

/** Pages of the site the studio's file links to: it knows them from the site, not from files. */
const other = EVERY_FEATURE;
const article = articles[0]!;

/** A small calculator: area = base × altezza, 3 × 4 = 12 by default. */
const SMALL = `id: area-rettangolo
title: Area del rettangolo
description: Calcola l'area di un rettangolo dalla base e dall'altezza.
category: finanza-fisco
icon: calculator
keywords: [area rettangolo]
analytics: area_rettangolo
seo: { title: Area del rettangolo, description: Calcola l'area di un rettangolo. }
intro: Inserisci base e altezza.
formula: "\`area = base × altezza\`"
content: L'area è il prodotto di base e altezza. Vedi [la guida](/blog/${article.slug}) e [${other.title}](${other.url}).
faq: [{ q: Che cos'è l'area?, a: La misura della superficie. }]
notes:
  - { tone: info, title: Vedi anche, link: { label: Apri, calculator: ${other.id} } }
inputs:
  - id: base
    kind: number
    label: Base
    default: 3
  - id: altezza
    kind: number
    label: Altezza
    default: 4
results:
  - id: area
    label: Area
    formula: base * altezza
    format: number
    primary: true
examples:
  - name: valori predefiniti
    expect: { area: 12 }
`;

/** Replaces the whole text of the editor, as a paste would. */
async function replaceText(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('a calculator typed into the studio works, its errors show at their line, its example passes', async ({
  sharedPage: page,
}) => {
  failOnConsoleErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/studio');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const editor = page.getByRole('textbox', { name: 'File YAML del calcolatore' });
  const preview = page.getByRole('region', { name: 'Anteprima' });
  const status = page.getByRole('region', { name: 'File del calcolatore' }).getByRole('status');
  // The starting file (npm run new's): 12.5 × 4 = 50. The first run loads the generator: allow for a busy machine.
  await expect(result(page, 'total')).toHaveText('50,00\u00a0€', { timeout: 30_000 });

  await replaceText(page, editor, SMALL);
  // 3 × 4 = 12
  await expect(result(page, 'area')).toHaveText('12,00');
  await expect(status).toHaveText('Nessun errore: il calcolatore è aggiornato.');
  await expect(preview.getByRole('listitem').filter({ hasText: 'valori predefiniti' })).toHaveText(
    '✓ valori predefiniti: superato',
  );
  // The links to the site's pages are known, and a note's reference becomes the page's address.
  await expect(preview.getByRole('link', { name: 'Apri', exact: true })).toHaveAttribute('href', other.url);
  // 5 × 4 = 20
  await preview.getByLabel('Base', { exact: true }).fill('5');
  await expect(result(page, 'area')).toHaveText('20,00');
  // Stacked at phone width: nothing wider than the screen.
  await expectNoSidewaysScroll(page, 360);

  // An unclosed parenthesis: the diagnostic at line 27, column 21 (after "base * (altezza"), in the
  // editor and in the list; the last good calculator stays, with what was typed.
  await replaceText(page, editor, SMALL.replace('base * altezza', 'base * (altezza'));
  await expect(status).toContainText('1 errore');
  await expect(page.getByRole('list', { name: 'Errori' })).toContainText(
    'Riga 27, colonna 21: Formula syntax error: this "(" is never closed.',
  );
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
  await expect(result(page, 'area')).toHaveText('20,00');

  // A warning (a value with no readable name) is shown in the editor and listed, and never stops
  // the preview: the calculator is drawn from this version.
  await replaceText(
    page,
    editor,
    SMALL.replace('results:', 'values:\n  doppia: base * altezza * 2\nresults:').replace(
      'formula: base * altezza',
      'formula: doppia / 4',
    ),
  );
  await expect(status).toContainText('Nessun errore: il calcolatore è aggiornato. 1 avviso da leggere.');
  await expect(page.getByRole('list', { name: 'Avvisi' })).toContainText(
    'Avviso, riga 25, colonna 3: The value "doppia" has no readable name',
  );
  await expect(page.locator('.cm-lint-marker-warning')).toHaveCount(1);
  // 5 × 4 × 2 / 4 = 10 with what was typed: this version is the one drawn.
  await expect(result(page, 'area')).toHaveText('10,00');

  // A wrong expectation fails the example: 3 × 4 = 12, not 13.
  await replaceText(page, editor, SMALL.replace('area: 12', 'area: 13'));
  await expect(preview.getByRole('listitem').filter({ hasText: 'valori predefiniti' })).toContainText(
    '✗ valori predefiniti: non superato (area: atteso 13,00, ottenuto 12,00)',
  );

  // The download is the file as typed, named after its path.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica il file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('prezzo-totale.yaml');
  expect(await readFile(await download.path(), 'utf8')).toBe(SMALL.replace('area: 12', 'area: 13'));

  // Tab leaves the editor (it does not indent).
  await editor.focus();
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/calcolatori');
  expect(sitemap).not.toContain('/studio');
});

/** Pastes `text` into the editor as the browser does: a paste event carrying it. */
function paste(editor: Locator, text: string): Promise<void> {
  return editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

// A page of its own: the draft lives in the browser's storage, which the shared page keeps between tests.
test('a paste over the limit is refused with its reason; the file is a draft across a reload, until discarded', async ({
  page,
}) => {
  failOnConsoleErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/studio');
  const editor = page.getByRole('textbox', { name: 'File YAML del calcolatore' });
  const status = page.getByRole('region', { name: 'File del calcolatore' }).getByRole('status');
  const discard = page.getByRole('button', { name: 'Scarta la bozza' });
  // The starting file: no draft yet.
  await expect(result(page, 'total')).toHaveText('50,00\u00a0€', { timeout: 30_000 });
  await expect(discard).toHaveCount(0);
  // The editor has a height of its own (70% of the window here), shorter than the starting file's
  // 47 lines: their text scrolls inside it.
  expect((await page.locator('.cm-editor').boundingBox())!.height).toBeLessThanOrEqual(0.7 * 800 + 1);
  expect(await page.locator('.cm-scroller').evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  // A paste that would pass the limit: refused, with why, and the file as it was.
  const before = await editor.textContent();
  await paste(editor, `# ${'x'.repeat(PASTE_LIMIT_BYTES)}\n`);
  await expect(status).toHaveText(
    /^Incolla rifiutato: il file sarebbe di \d+ KB e supererebbe i 200 KB \(limite dello studio\)\. Nessun errore/,
  );
  expect(await editor.textContent()).toBe(before);
  // A paste within it goes in, and the notice goes with the edit.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await paste(editor, '# una nota\n');
  await expect(editor).toContainText('# una nota');
  await expect(status).not.toContainText('Incolla rifiutato');

  // The file as typed, kept at the pause in typing, is taken up again after a reload.
  await replaceText(page, editor, SMALL);
  await expect(result(page, 'area')).toHaveText('12,00');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('area-rettangolo');
  await page.reload();
  await expect(result(page, 'area')).toHaveText('12,00', { timeout: 30_000 });
  await expect(
    page.getByText('Bozza ripresa: è il file che stavi scrivendo, salvato in questo browser.'),
  ).toBeVisible();
  await expect(editor).toContainText('title: Area del rettangolo');

  // Discarded: the starting file again, the focus on the path, nothing kept for the next visit.
  await discard.click();
  await expect(result(page, 'total')).toHaveText('50,00\u00a0€');
  await expect(status).toContainText('Bozza scartata: lo studio è tornato al file iniziale.');
  await expect(page.getByLabel('Percorso del file')).toBeFocused();
  await expect(discard).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await page.reload();
  await expect(result(page, 'total')).toHaveText('50,00\u00a0€', { timeout: 30_000 });
  await expect(discard).toHaveCount(0);
});

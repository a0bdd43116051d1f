/** The three states of a calculator page, and finding the calculator by its full path. */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { RichNode } from '../language/spec.ts';
import { Icon } from '../src/components/Icon.tsx';
import { verifiedOn } from '../src/components/OfficialExamples.tsx';
import { calculators, categories } from '../src/generated/registry.ts';
import { CalculatorPageView, type PageData, relatedTo } from '../src/pages/CalculatorPage.tsx';
import { RichText } from '../src/renderer/RichText.tsx';
import { calculatorAt } from '../src/site/chunks.ts';
import { italianDate } from '../src/site/dates.ts';
import { calculatorModule, calculatorText } from '../src/site/modules.ts';
import { defaultResults } from './support/defaults.ts';
import { fileOf } from './support/project.ts';

function render(page: PageData): string {
  return renderToString(<CalculatorPageView page={page} />);
}

/** A text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Rich text as the page draws it. */
const rich = (nodes: readonly RichNode[]) => renderToString(<RichText nodes={nodes} />);

it('an unknown path finds nothing and says so, with no form and no breadcrumb', () => {
  expect(calculatorAt('/calcolatori/finanza/non-esiste')).toBeUndefined();
  const html = render({ kind: 'missing', path: '/calcolatori/finanza/non-esiste' });
  expect(html).toMatch(/<h1[^>]*>Calcolatore non trovato<\/h1><p>Il calcolatore richiesto non esiste: /);
  expect(html).not.toContain('<form');
  expect(html).not.toContain('aria-label="Percorso"');
});

it('a calculator without a module is in development: its breadcrumb and the message, no form', () => {
  const entry = { ...calculators[0]!, status: 'planned' as const };
  const category = categories.find((c) => c.id === entry.category)!;
  const html = render({ kind: 'planned', entry });
  expect(html).toContain(`<a href="/#${category.id}">${escaped(category.name)}</a>`);
  expect(html).toContain(`<span aria-current="page">${escaped(entry.title)}</span>`);
  expect(html).toMatch(/<h1[^>]*>Calcolatore in sviluppo<\/h1><p>Questo calcolatore sarà disponibile presto\.<\/p>/);
  expect(html).not.toContain('<form');
});

it('every calculator is found by its full path (with or without a final slash) and renders its whole page', async () => {
  for (const entry of calculators) {
    expect(calculatorAt(entry.url), entry.url).toBe(entry);
    expect(calculatorAt(`${entry.url}/`), entry.url).toBe(entry);
    // A planned file has no module: its page is the one checked above.
    if (entry.status !== 'ready') continue;
    const [calculator, text] = await Promise.all([calculatorModule(entry.id), calculatorText(entry.id)]);
    const html = render({ kind: 'ready', entry, text });
    const file = fileOf(entry.id);
    expect(html, file).toContain(`<span aria-current="page">${escaped(entry.title)}</span>`);
    expect(html, file).toContain(
      `${renderToStaticMarkup(<Icon drawing={entry.icon} />)} <!-- -->${escaped(calculator.title)}</h1>`,
    );
    expect(html, `${file}: intro`).toContain(`<div class="intro">${rich(text.intro)}</div>`);
    expect(html, `${file}: form`).toContain(
      `<form class="card inputs" noValidate="" aria-label="Dati: ${escaped(calculator.title)}">`,
    );
    // The results of the defaults, each with its label and note; none for a calculator that depends
    // on the visitor's day: the page is built on another day. A calculator with no results at its
    // defaults (a date left empty) says what to fill in, in its own words (emptyResults).
    const results = defaultResults(calculator);
    if (results.length === 0) {
      expect(
        calculator.emptyResults,
        `${file}: no results at the defaults; declare emptyResults, the text shown until the visitor fills the fields`,
      ).toBeDefined();
      if (!calculator.today)
        expect(html, `${file}: emptyResults`).toContain(
          `<p class="empty-results">${escaped(calculator.emptyResults!)}</p>`,
        );
    }
    if (calculator.today) expect(html, `${file}: results on the build day`).not.toContain('data-result=');
    else
      for (const r of results) {
        const note = r.note === undefined ? '' : `<small>${escaped(r.note)}</small>`;
        expect(html, `${file}: ${r.id}`).toContain(
          `data-result="${r.id}"><dt>${escaped(r.label)}</dt><dd><output>${escaped(r.value)}</output>${note}<div class="explain">`,
        );
        expect(html, `${file}: ${r.id} explained`).toContain(
          `aria-label="Come si calcola: ${escaped(r.label)}" aria-expanded="false"`,
        );
      }
    // The primary formula typeset (generated from the formula itself), in its island (which wraps
    // it once hydrated), then the editor's text.
    expect(text.formulaMath, file).toMatch(/^<math display="block">.+<\/math>$/);
    const island = `<div data-island="formula" data-props="${escaped(JSON.stringify({ html: text.formulaMath }))}">`;
    expect(html, `${file}: formula`).toContain(
      `<h2 id="formula-title">Formula</h2>${island}<div class="math-scroll" tabindex="0">${text.formulaMath}</div></div>${rich(text.formula)}</section>`,
    );
    expect(html, `${file}: content`).toContain(
      `<h2 id="content-title">Come funziona</h2>${rich(text.content)}</section>`,
    );
    for (const item of text.faq)
      expect(html, `${file}: FAQ ${item.q}`).toContain(
        `<summary>${escaped(item.q)}</summary>${rich(item.a)}</details>`,
      );
    // 'Fonti': each reference a link with its site (a secondary one says so), and the day they were checked, after the questions
    // and before related calculators; no block at all without references.
    const sources = /<section class="references" aria-labelledby="references-title">(.*?)<\/section>/.exec(html);
    if (text.references.length === 0) expect(sources, `${file}: no Fonti`).toBeNull();
    else {
      expect(sources?.[1], `${file}: Fonti`).toBe(
        `<h2 id="references-title">Fonti</h2><ul>${text.references
          .map(
            (r) =>
              `<li><a href="${escaped(r.url)}">${escaped(r.title)}</a> <small class="host">${new URL(r.url).hostname.replace(/^www\./, '')}</small>${r.secondary ? '<small class="secondary"> · fonte secondaria</small>' : ''}</li>`,
          )
          .join(
            '',
          )}</ul><p class="reviewed">Aggiornato al <time dateTime="${text.reviewed}">${italianDate(text.reviewed!)}</time></p>`,
      );
      const at = html.indexOf('<section class="references"');
      expect(at, file).toBeGreaterThan(html.indexOf('<h2 id="content-title">'));
      expect(at, file).toBeGreaterThan(html.lastIndexOf('</details>'));
      if (relatedTo(entry).length) expect(at, file).toBeLessThan(html.indexOf('<section class="related"'));
    }
    // 'Verificato su N esempi ufficiali': each example with a source, its document a link, after
    // 'Fonti' and before related calculators; no block at all without one.
    const verified = /<section class="official-examples"[^>]*>(.*?)<\/section>/.exec(html);
    if (text.officialExamples.length === 0) expect(verified, `${file}: no official examples`).toBeNull();
    else {
      expect(verified?.[1], file).toContain(
        `<h2 id="official-examples-title">${verifiedOn(text.officialExamples.length)}</h2>`,
      );
      for (const example of text.officialExamples)
        expect(verified?.[1], `${file}: ${example.name}`).toContain(
          `<a href="${escaped(example.source.url)}">${escaped(example.source.title)}</a>, ${escaped(example.source.clause)}`,
        );
      const at = html.indexOf('<section class="official-examples"');
      expect(at, file).toBeGreaterThan(html.indexOf('<section class="references"'));
      if (relatedTo(entry).length) expect(at, file).toBeLessThan(html.indexOf('<section class="related"'));
    }
    for (const other of relatedTo(entry))
      expect(html, `${file}: related ${other.id}`).toContain(
        `aria-label="Usa questo calcolatore: ${escaped(other.title)}"`,
      );
    // No heading repeats another ('Come funziona' as the section heading and again in its text).
    const headings = [...html.matchAll(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/g)].map((m) =>
      m[1]!.replace(/<[^>]*>/g, '').trim(),
    );
    expect(
      headings.filter((h, i) => headings.indexOf(h) !== i),
      file,
    ).toEqual([]);
  }
});

/** The calculator page of the test site's calculator `id` (tests/fixtures/site/), rendered. */
async function fixturePage(id: string): Promise<string> {
  const entry = calculators.find((c) => c.id === id)!;
  const [, text] = await Promise.all([calculatorModule(id), calculatorText(id)]);
  return render({ kind: 'ready', entry, text });
}

it("says 'Verificato su 1 esempio ufficiale' with the document's link (prova-senza-valori)", async () => {
  const html = await fixturePage('prova-senza-valori');
  expect(html).toContain(
    '<section class="official-examples" id="esempi-ufficiali" aria-labelledby="official-examples-title"><h2 id="official-examples-title">Verificato su 1 esempio ufficiale</h2>',
  );
  expect(html).toContain(
    '<h3>contratto del 15 gennaio 2025</h3><p class="official-source">Fonte: <a href="https://www.agenziaentrate.gov.it/portale/documento-di-prova-cedolare">Documento di prova – Cedolare secca, esempi di calcolo</a>, esempio 1 <small class="host">agenziaentrate.gov.it</small></p>',
  );
  // The inputs it sets as a visitor reads them, then the published figures in their results' formats.
  expect(html).toContain('<dt>Data di inizio del contratto</dt><dd>15/01/2025</dd>');
  expect(html).toContain('<dt>Imposta annua con il regime più conveniente</dt><dd>2.016,00\u00a0€</dd>');
  expect(html).toContain('<dt>Giorni alla prima scadenza</dt><dd>1.051\u00a0giorni</dd>');
});

it("says 'Verificato su 2 esempi ufficiali', a secondary source said so (prova-tutto); nothing on a page without one", async () => {
  const html = await fixturePage('prova-tutto');
  expect(html).toContain('<h2 id="official-examples-title">Verificato su 2 esempi ufficiali</h2>');
  expect(html).toContain(
    '<a href="https://www.agenziaentrate.gov.it/portale/documento-di-prova-forfettario">Documento di prova – Esempi di calcolo del regime forfettario</a>, esempio 3, paragrafo 2.1',
  );
  expect(html).toContain(
    '<a href="https://www.example.org/sintesi-di-prova-irpef">Sintesi di prova – IRPEF 2025 su un compenso di 108.000 €</a>, tabella 1 <small class="host">example.org</small><small class="secondary"> · fonte secondaria</small>',
  );
  // An option's label, a year as it is, a number with its unit; each figure as the page shows it.
  expect(html).toContain('<dt>Regime fiscale</dt><dd>Ordinario (IRPEF)</dd>');
  expect(html).toContain('<dt>Anno delle regole fiscali</dt><dd>2025</dd>');
  expect(html).toContain('<dt>Compenso orario</dt><dd>50\u00a0€</dd>');
  expect(html).toContain('<dt>Imposte</dt><dd>12.636,00\u00a0€</dd>');
  expect(html).toContain('<dt>Imposte sul lordo</dt><dd>36,2%</dd>');
  expect(await fixturePage('prova-piano')).not.toContain('official-examples');
  expect(verifiedOn(1)).toBe('Verificato su 1 esempio ufficiale');
  expect(verifiedOn(5)).toBe('Verificato su 5 esempi ufficiali');
});

it('writes a day as an Italian reads it (the blog and "Aggiornato al")', () => {
  expect(italianDate('2024-01-15')).toBe('15 gennaio 2024');
  expect(italianDate('2026-11-01')).toBe('1 novembre 2026');
});

/** The three states of a calculator page, and finding the calculator by its full path. */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { calculators } from '../src/generated/registry.ts';
import { CalculatorPageView, type PageData } from '../src/pages/CalculatorPage.tsx';
import { calculatorAt, calculatorModule, isReadyEntry, type ReadyEntry } from '../src/site/chunks.ts';

function render(page: PageData): string {
  return renderToString(
    <MemoryRouter>
      <CalculatorPageView page={page} />
    </MemoryRouter>,
  );
}

it('an unknown path finds nothing and says so', () => {
  expect(calculatorAt('/calcolatori/finanza/non-esiste')).toBeUndefined();
  const html = render({ kind: 'missing', path: '/calcolatori/finanza/non-esiste' });
  expect(html).toContain('Calcolatore non trovato');
  expect(html).toContain('Il calcolatore richiesto non esiste.');
});

it('a calculator without a module is in development', () => {
  const entry = { ...calculators[0]!, status: 'planned' as const, load: undefined };
  const html = render({ kind: 'planned', entry });
  expect(html).toContain('Calcolatore in sviluppo');
  expect(html).toContain('Questo calcolatore sarà disponibile presto.');
});

it('every calculator is found by its full path (with or without a final slash) and renders its title', async () => {
  for (const entry of calculators) {
    expect(calculatorAt(entry.url), entry.url).toBe(entry);
    expect(calculatorAt(`${entry.url}/`), entry.url).toBe(entry);
    expect(isReadyEntry(entry), entry.url).toBe(true);
    const calculator = await calculatorModule(entry as ReadyEntry);
    const html = render({ kind: 'ready', entry, calculator });
    expect(html).toContain(calculator.title.replace(/'/g, '&#x27;'));
    // No heading repeats another ('Come funziona' as the section heading and again in its text).
    const headings = [...html.matchAll(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, '').trim());
    expect(headings.filter((h, i) => headings.indexOf(h) !== i), entry.url).toEqual([]);
  }
});

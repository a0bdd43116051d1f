/** The three states of a calculator page, and the loader that picks one from the path. */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { calculatorLoader, CalculatorPageView, type PageData } from '../src/pages/CalculatorPage.tsx';
import { calculators } from '../src/generated/registry.ts';

const load = (segment: string, slug: string) => calculatorLoader({ params: { segment, slug } } as never);

function render(page: PageData): string {
  return renderToString(
    <MemoryRouter>
      <CalculatorPageView page={page} />
    </MemoryRouter>,
  );
}

it('an unknown path finds nothing and says so', async () => {
  const page = await load('finanza', 'non-esiste');
  expect(page).toEqual({ kind: 'missing' });
  const html = render(page);
  expect(html).toContain('Calcolatore non trovato');
  expect(html).toContain('Il calcolatore richiesto non esiste.');
});

it('a calculator without a module is in development', () => {
  const entry = { ...calculators[0]!, status: 'planned' as const, load: undefined };
  const html = render({ kind: 'planned', entry });
  expect(html).toContain('Calcolatore in sviluppo');
  expect(html).toContain('Questo calcolatore sarà disponibile presto.');
});

it('every ready calculator loads by its full path and renders its title', async () => {
  for (const entry of calculators.filter((c) => c.status === 'ready')) {
    const [, , segment, slug] = entry.url.split('/');
    const page = await load(segment!, slug!);
    expect(page.kind, entry.url).toBe('ready');
    if (page.kind === 'ready') expect(render(page)).toContain(page.calculator.title.replace(/'/g, '&#x27;'));
  }
});

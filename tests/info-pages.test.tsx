/**
 * The information pages (src/site/info.ts, src/pages/info/) and the footer's copyright: the years
 * run from the spec's 2024 to the year of the build; the Privacy page names every analytics event
 * the code pushes and every place the code keeps something on the device, and the data sources are
 * asked without cookies, as it says.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import type { SourceSpec } from '../language/spec.ts';
import { copyrightYears, Footer } from '../src/components/Footer.tsx';
import { loadSource } from '../src/engine/sources.ts';
import { EventsDestination, Privacy } from '../src/pages/info/Privacy.tsx';
import { RECORDED_EVENTS } from '../src/pages/info/recorded-events.ts';
import { siteRoutes } from '../src/site/routes.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The hand-written source files of src/ (not src/generated/), by path from the project's root. */
async function sourceFiles(): Promise<Map<string, string>> {
  const found = await readdir(path.join(root, 'src'), { recursive: true });
  // Not the generated modules, nor their folder while another test's generator swaps it in (generated.tmp-<pid>).
  const files = found.filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith('generated'));
  return new Map(
    await Promise.all(
      files.map(
        async (f) => [`src/${f.split(path.sep).join('/')}`, await readFile(path.join(root, 'src', f), 'utf8')] as const,
      ),
    ),
  );
}

it('the copyright runs from its first year to the year of the build, one year alone in the first', () => {
  expect(copyrightYears(2024, 2024)).toBe('2024');
  expect(copyrightYears(2024, 2026)).toBe('2024–2026');
  // A build clock behind the first year still writes the first year alone.
  expect(copyrightYears(2024, 2023)).toBe('2024');
  const year = new Date().getFullYear();
  const footer = renderToStaticMarkup(<Footer />);
  expect(footer).toContain(year === 2024 ? '© 2024 Calcolatori Online.' : `© 2024–${year} Calcolatori Online.`);
});

it("the footer's 'Informazioni' links the four pages, which are routes of the sitemap", () => {
  const pages = ['/chi-siamo', '/come-verifichiamo', '/privacy', '/contatti'];
  const footer = renderToStaticMarkup(<Footer />);
  const group = /<nav aria-labelledby="footer-info">([\s\S]*?)<\/nav>/.exec(footer)?.[1] ?? '';
  expect([...group.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(pages);
  expect(siteRoutes()).toEqual(expect.arrayContaining(pages));
});

it('the Privacy page lists every event the code pushes and no other, each with the fields it names', async () => {
  const pushed = new Set<string>();
  for (const [file, text] of await sourceFiles()) {
    if (file.startsWith('src/pages/info/')) continue;
    // `push({ event: 'x', ... })`, a view island's `event: 'x'`, `track('x', ...)`, `clickEvent('x', ...)`.
    for (const m of text.matchAll(/\bevent: '([\w.]+)'|\b(?:track|clickEvent)\('([\w.]+)'/g)) pushed.add(m[1] ?? m[2]!);
  }
  const listed = RECORDED_EVENTS.map((e) => e.event);
  expect(listed.toSorted()).toEqual([...pushed].toSorted());
  const page = renderToStaticMarkup(<Privacy />);
  for (const { event, fields } of RECORDED_EVENTS) {
    expect(page).toContain(`<code>${event}</code>`);
    for (const field of Object.keys(fields)) expect(page, `${event}.${field}`).toContain(`<code>${field}</code>`);
  }
});

it('the Privacy page says where the events go: nowhere, or to the tag manager of the build', () => {
  const none = renderToStaticMarkup(<EventsDestination tagManager={undefined} />);
  expect(none).toContain('nessuno script di terze parti');
  expect(none).not.toContain('Google Tag Manager');
  const gtm = renderToStaticMarkup(<EventsDestination tagManager="GTM-AB12CD" />);
  expect(gtm).toContain('Google Tag Manager');
  expect(gtm).toContain('<code>GTM-AB12CD</code>');
  expect(gtm).not.toContain('nessuno script di terze parti');
});

it('only the storage the Privacy page names is used: the theme, the kept answers, the studio draft; no cookie', async () => {
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const storing = [...(await sourceFiles())]
    .filter(([file]) => !file.startsWith('src/pages/info/'))
    .filter(([, text]) => /\b(?:localStorage|sessionStorage|indexedDB|cookieStore)\b|document\.cookie/.test(code(text)))
    .map(([file]) => file);
  expect(storing.toSorted()).toEqual(['src/engine/kept.ts', 'src/site/theme.ts', 'src/studio/draft.ts']);
  const page = renderToStaticMarkup(<Privacy />);
  for (const key of ['tema', 'fonte:', 'studio-bozza', 'pagine', 'risorse'])
    expect(page).toContain(`<code>${key}</code>`);
  // The inline script of index.html reads the theme under the same key.
  expect(await readFile(path.join(root, 'index.html'), 'utf8')).toContain("localStorage.getItem('tema')");
});

it('a data source is asked without cookies', async () => {
  const requests: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    requests.push(init);
    return new Response(JSON.stringify({ rates: { USD: 1.1 } }), { headers: { 'Content-Type': 'application/json' } });
  });
  try {
    const source: SourceSpec = {
      id: 'r',
      url: 'https://dati.example/r',
      pick: 'rates',
      fallback: { USD: 1 },
      warning: 'Tassi di esempio',
      provisional: 'In arrivo',
      error: 'Errore',
      timeoutMs: 1000,
    };
    expect(await loadSource(source)).toEqual({ USD: 1.1 });
  } finally {
    vi.unstubAllGlobals();
  }
  expect(requests.map((r) => r.credentials)).toEqual(['omit']);
});

/**
 * The chunks a built page loads once it has painted. scripts/prerender.ts names them on #root
 * (`data-entry`, `data-modules`) for the inline script of index.html; bench/site.ts reads them back
 * to weigh them.
 */

/** Vite's build manifest (dist/.vite/manifest.json), by source path. */
export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** Some chunks (by source path) and every chunk they import statically, the first's first. */
function chunkClosure(manifest: Manifest, keys: string[]): Manifest[string][] {
  const chunks = new Map<string, Manifest[string]>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`dist/.vite/manifest.json: no chunk for ${key}`);
    if (chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...chunks.values()];
}

/** The files of some chunks (by source path) and of every chunk they import statically, the first's first. */
export function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  return chunkClosure(manifest, keys).map((chunk) => chunk.file);
}

/** The stylesheets of some chunks and of every chunk they import statically. */
export function chunkCss(manifest: Manifest, keys: string[]): string[] {
  return chunkClosure(manifest, keys).flatMap((chunk) => chunk.css ?? []);
}

/** The attributes of #root that name the page's chunks (`files` from chunkFiles, the entry's first). */
export function bootAttributes(files: string[]): string {
  const [entry, ...modules] = files.map((file) => `/${file}`);
  return `data-entry="${entry}" data-modules="${modules.join(' ')}"`;
}

/** The chunks a built page names on #root, the entry's first (as chunkFiles gave them). */
export function bootFiles(html: string): string[] {
  const boot = /<div id="root"[^>]* data-entry="\/([^"]+)" data-modules="([^"]*)"/.exec(html);
  if (!boot) throw new Error('no data-entry on #root');
  return [
    boot[1]!,
    ...boot[2]!
      .split(' ')
      .filter(Boolean)
      .map((file) => file.slice(1)),
  ];
}

/**
 * Every file (JavaScript and stylesheets) a page of the site may load, at once or on use, but the
 * studio's (/studio runs the generator in the browser: its chunks load on that route only) and the
 * calculators' page texts (src/generated/texts/: their pages are prerendered, only the prerender
 * reads them).
 */
export function siteChunks(manifest: Manifest): string[] {
  const reachable = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key.includes('src/studio/') || key.includes('src/generated/texts/') || reachable.has(chunk.file))
      return;
    reachable.add(chunk.file);
    for (const css of chunk.css ?? []) reachable.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...reachable];
}

/**
 * The service worker's shell (vite.config.ts, src/offline/sw.ts): the chunks it keeps when it
 * installs. Those every page loads first (the entry's and the header's); those a page loads on
 * first use that a page of an older build must still find after a deploy (the toasts' region: the
 * 'Aggiorna' offer is a toast; the help tooltips); and those a calculator page loads on a click that
 * must work offline too ('Scarica il resoconto' with its PDF writer and fonts, about 240 KB gzip,
 * the permalink pinned to the rules, the comparison with last year), fetched by the worker once,
 * not by the page. 'Scarica tutti' leaves them out: the worker has them already.
 */
export function shellChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  return chunkFiles(manifest, [
    entry,
    'src/islands/header.tsx',
    'src/overlays/ToastHost.tsx',
    'src/overlays/HelpTooltip.tsx',
    'src/report/download.ts',
    'src/report/YearlyChanges.tsx',
    'src/engine/pinned.ts',
  ]);
}

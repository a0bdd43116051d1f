import { readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { generatorPlugin } from './generator/vite-plugin.ts';
import { type Manifest, shellChunks } from './scripts/boot-chunks.ts';
import { reportPdfPlugin } from './scripts/report-pdf.ts';

/**
 * What a prerendered page loads at once, in a few chunks instead of dozens of small ones (each
 * compresses alone, and costs a request): `boot`, what every page runs (what the entry imports:
 * React, the site's modules; the header and the small islands), and `calculator`, what a calculator page adds (the renderer, the
 * engine, the form library): each the modules its roots import statically, `boot` first. What
 * loads on use keeps its own chunks, and so does each calculator's module.
 */
const pageChunks: Record<string, string[]> = {
  boot: [
    'src/main.tsx',
    'src/islands/header.tsx',
    'src/islands/print-info.tsx',
    'src/islands/track-view.tsx',
    // Shared by the calculator and the offline download (on /calcolatori), which would load the calculator's chunk.
    'src/islands/painted.ts',
    // Shared by the calculator and the pages drawn in the browser (the 404 page), which would load it too.
    'src/site/modules.ts',
    'src/embed/paths.ts',
    // The toasts' store, which the service worker's registration (every page, after load) uses too.
    'src/overlays/show-toast.ts',
  ],
  calculator: ['src/islands/calculator.tsx'],
};

/** Rolldown's view of the module graph while it makes chunks. */
interface Graph {
  getModuleInfo(id: string): { importedIds: string[] } | null;
}

const entry = fileURLToPath(new URL('src/main.tsx', import.meta.url));

// Vitest tests the test site: the project's calculators and the fixtures (generator/disk.ts).
if (process.env.VITEST) process.env.SITE_FIXTURES = '1';
/** Vitest's order of the test files (tests/support/sequencer.ts), loaded only when Vitest runs (not by a build). */
const sequencer = process.env.VITEST ? (await import('./tests/support/sequencer.ts')).default : undefined;

function pageChunkOf(): (id: string, context: Graph) => string | null {
  let owner: Map<string, string> | undefined;
  return (id, context) => {
    if (!owner) {
      const found = new Map<string, string>();
      const visit = (module: string, name: string) => {
        if (found.has(module)) return;
        // The page's script stays the entry chunk, which imports the group: inside it, its top-level
        // await of an island (which imports the group) would wait for itself.
        found.set(module, module === entry ? '' : name);
        for (const next of context.getModuleInfo(module)?.importedIds ?? []) visit(next, name);
      };
      for (const [name, roots] of Object.entries(pageChunks))
        for (const root of roots) visit(fileURLToPath(new URL(root, import.meta.url)), name);
      owner = found;
    }
    return owner.get(id) || null;
  };
}

/**
 * The service worker (src/offline/sw.ts, docs/offline.md), built by vite-plugin-pwa into dist/sw.js
 * after the bundle (scripts/worker-facts.ts then writes the files' digests into it). Its shell,
 * kept when it installs: the icons and the chunks of scripts/boot-chunks.ts's shellChunks, taken
 * from Vite's manifest; what else a page loads is kept as it is visited or downloaded. The web manifest is
 * public/manifest.webmanifest, and the worker is registered by src/offline/register.ts.
 */
const offline = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/offline',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
    manifestTransforms: [
      async (entries) => {
        const manifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Manifest;
        // Their names are content hashes: no revision needed (scripts/boot-chunks.ts says which).
        const files = shellChunks(manifest);
        const shell = await Promise.all(
          files.map(async (url) => ({ url, revision: null, size: (await stat(`dist/${url}`)).size })),
        );
        return { manifest: [...entries, ...shell], warnings: [] };
      },
    ],
  },
});

export default defineConfig({
  plugins: [generatorPlugin(), react(), reportPdfPlugin(), offline],
  // The footer's copyright runs to the year of the build, written into the bundle and the prerender
  // alike, so a page drawn in the browser says what its prerendered HTML says (src/site/config.ts).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
  build: {
    // The prerender step reads it to preload each page's calculator chunk.
    manifest: true,
    // The one large chunk is ECharts, loaded after the page is shown (it is measured by `npm run bench`).
    chunkSizeWarningLimit: 600,
    // Not the gzip size of every chunk in the log: thousands of calculator chunks in a large catalogue.
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: pageChunkOf(), debugName: 'page chunks' }] } } },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Regenerates src/generated/ first (only what changed): tests never read stale modules.
    globalSetup: ['tests/support/fresh-generated.ts'],
    sequence: { sequencer },
    // One worker per core (Vitest leaves one core to its main process, which mostly waits: on two
    // cores, one worker would run every file in turn).
    maxWorkers: availableParallelism(),
    // The files of a worker share one module graph: the generator, mathjs and React load once per
    // worker, and the files that read the calculator files share one generator run
    // (tests/support/project.ts). No test mocks modules or leaves globals changed.
    isolate: false,
    // Several tests run the whole generator first (a second or two on a quiet machine): 5 s is
    // too tight when the 2 cores are busy.
    testTimeout: 30_000,
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { generatorPlugin } from './generator/vite-plugin.ts';

export default defineConfig(({ command }) => ({
  plugins: [generatorPlugin(), react()],
  resolve: {
    // React Router 7's package exports only its development build, warnings and all
    // (remix-run/react-router#14102): the site's build takes the production one it ships beside it.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) }] : [],
  },
  build: {
    // The prerender step reads it to preload each page's calculator chunk.
    manifest: true,
    // The one large chunk is ECharts, loaded after the page is shown (it is measured by `npm run bench`).
    chunkSizeWarningLimit: 600,
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Regenerates src/generated/ first (only what changed): tests never read stale modules.
    globalSetup: ['tests/support/fresh-generated.ts'],
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
}));

/**
 * Development only (`npm run dev`; in a build `import.meta.hot` is undefined and none of this runs):
 * the generator's errors in Vite's overlay (sent by its plugin, `plugin` set to its name). Vite
 * reloads the page when the first update after loading finds an overlay open (it cannot tell
 * whether the page ever loaded); the page did load here, so the fix closes the overlay first and
 * arrives as a hot update like any other, with the typed inputs kept (hot.ts). On /studio the
 * overlay is closed as it opens: the studio checks its own file. Imported by every page (main.tsx).
 */
import { GENERATOR_PLUGIN } from '../engine/hot.ts';

if (import.meta.hot) {
  let generatorError = false;
  import.meta.hot.on('vite:error', ({ err }) => {
    generatorError = err.plugin === GENERATOR_PLUGIN;
    // The studio checks the file in its editor: the project's files' errors (in the terminal) must
    // not cover it. Vite draws the overlay after its listeners have run, hence the timeout.
    if (generatorError && location.pathname === '/studio') setTimeout(closeOverlays);
  });
  import.meta.hot.on('vite:beforeUpdate', () => {
    if (!generatorError) return;
    generatorError = false;
    closeOverlays();
  });
}

function closeOverlays() {
  for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
}

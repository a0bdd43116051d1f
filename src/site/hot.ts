/**
 * Hot replacement of a calculator in development (`npm run dev`). Saving a calculator file
 * regenerates only the modules that changed (generator/vite-plugin.ts); each generated module
 * accepts its own new version and announces it with this window event, whose detail is the new
 * module. The page then draws the new module in place, keeping what the visitor typed. In a
 * build `import.meta.hot` is undefined and none of this runs.
 *
 * A save with errors shows them in Vite's overlay (sent by the plugin, `plugin` set to its name).
 * Vite reloads the page when the first update after loading finds an overlay open (it cannot tell
 * whether the page ever loaded); the page did load here, so the fix closes the overlay first and
 * arrives as a hot update like any other, with the typed inputs kept. On /studio the overlay is
 * closed as it opens: the studio checks its own file.
 */
import { useEffect, useState } from 'react';
import type { CalculatorModule } from '../../language/spec.ts';
import { CALCULATOR_UPDATE, GENERATOR_PLUGIN } from '../engine/hot.ts';

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

/** The calculator as last saved: `calculator` until a new version of the same id arrives. */
export function useHotCalculator(calculator: CalculatorModule): CalculatorModule {
  const [current, setCurrent] = useState(calculator);
  useEffect(() => {
    if (!import.meta.hot) return;
    const onUpdate = (event: Event) => {
      const next = (event as CustomEvent<CalculatorModule>).detail;
      if (next.id === calculator.id) setCurrent(next);
    };
    addEventListener(CALCULATOR_UPDATE, onUpdate);
    return () => removeEventListener(CALCULATOR_UPDATE, onUpdate);
  }, [calculator.id]);
  return current;
}

/**
 * Hot replacement of a calculator in development (`npm run dev`). Saving a calculator file
 * regenerates only the modules that changed (generator/vite-plugin.ts); each generated module (a
 * calculator's, its page texts') accepts its own new version and announces it with a window event
 * (src/engine/hot.ts), whose detail is the new module. The page then draws the new module in place, keeping what the visitor typed. In a
 * build `import.meta.hot` is undefined and none of this runs.
 *
 * A save with errors shows them in Vite's overlay, which dev-overlay.ts closes on the fix.
 */
import { useEffect, useState } from 'react';
import type { CalculatorModule, CalculatorText } from '../../language/spec.ts';
import { CALCULATOR_TEXT_UPDATE, CALCULATOR_UPDATE } from '../engine/hot.ts';

/** A generated module as last saved: `module` until a new version of the same id arrives with `event`. */
function useHot<T extends { id: string }>(module: T, event: string): T {
  const [current, setCurrent] = useState(module);
  useEffect(() => {
    if (!import.meta.hot) return;
    const onUpdate = (update: Event) => {
      const next = (update as CustomEvent<T>).detail;
      if (next.id === module.id) setCurrent(next);
    };
    addEventListener(event, onUpdate);
    return () => removeEventListener(event, onUpdate);
  }, [module.id, event]);
  return current;
}

/** The calculator as last saved. */
export const useHotCalculator = (calculator: CalculatorModule) => useHot(calculator, CALCULATOR_UPDATE);

/** A calculator page's texts as last saved. */
export const useHotText = (text: CalculatorText) => useHot(text, CALCULATOR_TEXT_UPDATE);

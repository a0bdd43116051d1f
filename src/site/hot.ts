/**
 * Hot replacement of a calculator in development (`npm run dev`). Saving a calculator file
 * regenerates only the modules that changed (generator/vite-plugin.ts); each generated module
 * accepts its own new version and announces it with this window event, whose detail is the new
 * module. The page then draws the new module in place, keeping what the visitor typed. In a
 * build `import.meta.hot` is undefined and none of this runs.
 *
 * A save with errors shows them in Vite's overlay, which dev-overlay.ts closes on the fix.
 */
import { useEffect, useState } from 'react';
import type { CalculatorModule } from '../../language/spec.ts';
import { CALCULATOR_UPDATE } from '../engine/hot.ts';

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

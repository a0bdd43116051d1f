/** A calculator page's calculator: the form, results, tables and charts, with its analytics events. */
import { use } from 'react';
import { loadNumberLocale } from '../../language/formats/intl.ts';
import type { CalculatorEntry } from '../../language/spec.ts';
import { Calculator, type CalculatorEvents, type CalculatorProps } from '../renderer/Calculator.tsx';
import { track, trackEvent } from '../site/analytics.ts';
import { useHotCalculator } from '../site/hot.ts';
import { calculatorChunk, calculatorModule } from '../site/modules.ts';
import { afterNextPaint, nextTask } from './tasks.ts';

export type CalculatorIslandProps = Pick<CalculatorEntry, 'id' | 'analyticsCategory'> &
  Pick<CalculatorProps, 'embed' | 'embedded'> & {
    /** The built file of the calculator's module (site/modules.ts `calculatorChunk`), on a prerendered page. */
    chunk?: string | undefined;
  };

/** What a page passes the island for calculator `entry`: its id, its analytics category and its module's built file. */
export const calculatorIslandProps = (entry: CalculatorEntry) => ({
  id: entry.id,
  analyticsCategory: entry.analyticsCategory,
  chunk: calculatorChunk(entry.id),
});

/**
 * Before hydration: the calculator's module, then the locale's number data in a task of its own
 * (its first use costs a phone tens of milliseconds, which would otherwise land in the task that
 * draws the results), and a new task for the hydration to start in.
 */
export async function prepare({ id, chunk }: CalculatorIslandProps): Promise<void> {
  await calculatorModule(id, chunk);
  await nextTask();
  loadNumberLocale();
  await nextTask();
}

export default function CalculatorIsland({ id, analyticsCategory, embed, embedded, chunk }: CalculatorIslandProps) {
  const calculator = useHotCalculator(use(calculatorModule(id, chunk)));
  const events: CalculatorEvents = {
    // Each keystroke's calculation is reported after its frame is painted, not in its task.
    calculated: () =>
      afterNextPaint(() =>
        trackEvent({
          action: calculator.analytics,
          category: 'calculation',
          label: 'calculate',
          calculatorCategory: analyticsCategory,
        }),
      ),
    interaction: (name) => track('interaction', { calculator_id: id, interaction: name }),
    apiCall: (source, ok) => track('api_call', { calculator_id: id, source, status: ok ? 'success' : 'error' }),
  };
  return <Calculator key={calculator.id} calculator={calculator} events={events} embed={embed} embedded={embedded} />;
}

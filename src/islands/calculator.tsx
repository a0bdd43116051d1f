/** A calculator page's calculator: the form, results, tables and charts, with its analytics events. */
import { use } from 'react';
import type { CalculatorEntry } from '../engine/types.ts';
import { Calculator, type CalculatorEvents } from '../renderer/Calculator.tsx';
import { track, trackEvent } from '../site/analytics.ts';
import { useHotCalculator } from '../site/hot.ts';
import { calculatorModule } from '../site/modules.ts';

export type CalculatorIslandProps = Pick<CalculatorEntry, 'id' | 'analyticsCategory'>;

export const prepare = ({ id }: CalculatorIslandProps) => calculatorModule(id);

export default function CalculatorIsland({ id, analyticsCategory }: CalculatorIslandProps) {
  const calculator = useHotCalculator(use(calculatorModule(id)));
  const events: CalculatorEvents = {
    calculated: () => trackEvent({ action: calculator.analytics, category: 'calculation', label: 'calculate', calculatorCategory: analyticsCategory }),
    interaction: (name) => track('interaction', { calculator_id: id, interaction: name }),
    apiCall: (source, ok) => track('api_call', { calculator_id: id, source, status: ok ? 'success' : 'error' }),
  };
  return <Calculator key={calculator.id} calculator={calculator} events={events} />;
}

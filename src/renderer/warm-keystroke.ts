/**
 * A page's first keystroke was its slowest: the code of a keystroke (React's event plugins,
 * react-hook-form's `onChange`, the field's controller, the calculator's transition) ran for the
 * first time in it, and on a phone it took up to twice as long as the later ones (bench/README.md,
 * "A phone's speed"). So once the calculator is hydrated and the browser is idle, one of its text
 * fields is given the value it already holds, as the events of a keystroke: that code runs once,
 * and nothing changes on the page nor is recorded (the form's values are the same, so the
 * calculator computes nothing new: Calculator.tsx, useEvaluation). Not once the visitor is in the
 * form, and not on a field that another one depends on (its follow-ups would run).
 */
import { type RefObject, useEffect } from 'react';
import type { CalculatorModule } from '../../language/spec.ts';
import type { RawValue } from '../../language/values.ts';
import { replayValue } from '../islands/early-input.ts';

export function useWarmKeystroke(
  ref: RefObject<HTMLFormElement | null>,
  calculator: CalculatorModule,
  read: (id: string) => RawValue | undefined,
): void {
  useEffect(() => {
    const parents = new Set(calculator.inputs.map((input) => ('dependsOn' in input ? input.dependsOn : undefined)));
    const warm = () => {
      const form = ref.current;
      if (!form || form.contains(document.activeElement)) return;
      for (const field of form.querySelectorAll<HTMLInputElement>('input[type="text"]')) {
        const value = read(field.name);
        if (field.disabled || parents.has(field.name) || typeof value !== 'string') continue;
        replayValue(field, value);
        return;
      }
    };
    if (!window.requestIdleCallback) {
      const timer = setTimeout(warm, 500);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(warm, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [ref, calculator, read]);
}

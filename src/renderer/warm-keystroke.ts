/**
 * A page's first keystroke was its slowest: the code of a keystroke (React's keyboard and change
 * events, react-hook-form's `onChange`, the calculator's transition) ran for the first time in it,
 * and on a phone it took up to twice as long as the later ones (bench/README.md, "A phone's
 * speed"). So once the calculator is hydrated and the browser is idle, one of its text fields goes
 * through a keystroke of its own: a modifier key's keydown and keyup (no field reads them) around
 * the value it already holds, given as typing gives it. That code runs once, and nothing changes on
 * the page nor is recorded (the form's values are the same, so the calculator computes nothing
 * new: Calculator.tsx, useEvaluation). Not once the visitor is in the form, and not on a field that
 * another one depends on (its follow-ups would run).
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
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
        replayValue(field, value);
        field.dispatchEvent(new KeyboardEvent('keyup', { key: 'Shift', bubbles: true }));
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

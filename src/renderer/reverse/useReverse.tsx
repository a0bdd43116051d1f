/**
 * 'Calcola al contrario' on the calculators that declare `reverse`: a toggle button (aria-pressed),
 * here with the page. The rest loads on its first press (mode.tsx, with the solver): when several
 * declarations, the choice of the input to find; the target result as a number field of the form
 * (name REVERSE_TARGET, labelled like the result); the results with the input found.
 */
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { CalculatorModule, Evaluation, RawValues, ReverseSpec, SourceData } from '../../../language/spec.ts';
import type { ReverseView } from '../../engine/reverse.ts';
import { REVERSE_TARGET } from './target.ts';

type Mode = typeof import('./mode.tsx');

export interface Reverse {
  /** The toggle and, when on, the choice of declaration and the target field. */
  controls: ReactNode;
  /** The input found while on (its field is hidden). */
  found?: string;
  /** What the results show while on. */
  view?: ReverseView;
  /** When several values reach the target: a button for each, to go on with it. */
  choices?: ReactNode;
}

/** A number as a visitor would type it, Italian, to `decimals` places (the cent by default). */
const asTyped = (value: unknown, decimals = 2) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(Math.round(value * 10 ** decimals) / 10 ** decimals).replace('.', ',')
    : '';

export function useReverse(
  calculator: CalculatorModule,
  form: { control: Control<RawValues>; setValue: UseFormSetValue<RawValues>; current: RawValues },
  evaluation: Evaluation | null,
  sources: SourceData,
): Reverse {
  const uid = useId();
  const declarations = calculator.reverse ?? [];
  const [mode, setMode] = useState<Mode | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const spec: ReverseSpec | undefined = mode && chosen !== null ? declarations[chosen] : undefined;
  const target = form.current[REVERSE_TARGET];
  const view = useMemo(
    () => (mode && spec ? mode.reverseView(calculator, spec, form.current, String(target ?? ''), sources) : undefined),
    [mode, spec, calculator, form.current, target, sources],
  );
  if (declarations.length === 0) return { controls: null };

  const choose = (index: number) => {
    setChosen(index);
    form.setValue(REVERSE_TARGET, asTyped(evaluation?.values[declarations[index]!.result]));
  };
  /** Back to the usual direction with the input at `value`, so the results are those of the target. */
  const leaveWith = (value: unknown) => {
    if (value !== undefined) form.setValue(spec!.input, asTyped(value, spec!.decimals));
    setChosen(null);
  };
  const toggle = async () => {
    if (spec) return leaveWith(view?.evaluation?.values[spec.input]);
    setMode(mode ?? (await import('./mode.tsx')));
    choose(0);
  };
  const controls = (
    <div className="reverse">
      <button type="button" className="secondary" aria-pressed={spec !== undefined} onClick={() => void toggle()}>
        <span aria-hidden="true">⇄</span> Calcola al contrario
      </button>
      {mode && spec ? (
        <mode.ReverseFields
          calculator={calculator}
          chosen={chosen!}
          choose={choose}
          control={form.control}
          uid={uid}
          values={evaluation?.values ?? {}}
        />
      ) : null}
    </div>
  );
  const several = view?.outcome?.kind === 'many' ? view.outcome.values : undefined;
  const choices =
    mode && spec && several ? (
      <mode.Choices calculator={calculator} spec={spec} values={several} pick={leaveWith} />
    ) : null;
  return { controls, found: spec?.input, view: spec ? view : undefined, choices };
}

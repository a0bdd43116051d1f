/**
 * 'Calcola al contrario' on the calculators that declare `reverse`: a toggle button (aria-pressed),
 * here with the page. The rest loads on its first press (mode.tsx, with the solver): when several
 * declarations, the choice of the input to find; the target result as a number field of the form
 * (name REVERSE_TARGET, labelled like the result); the results with the input found.
 *
 * What reverse mode shows travels like the rest of the page: its declaration and target in the share
 * link (`link`, restored by `open`), the found value in the calculation Confronta pins (`values`).
 */
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { rawNumber } from '../../../language/inputs/kind.ts';
import { parseNumber } from '../../../language/inputs/number.ts';
import type { CalculatorModule, Evaluation, RawValues, ReverseSpec, SourceData } from '../../../language/spec.ts';
import type { ReverseView } from '../../engine/reverse.ts';
import type { ReverseLink } from '../../share/codec.ts';
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
  /** While on, the declaration and the target, for the share link. */
  link?: ReverseLink;
  /**
   * The form as the usual direction would hold what is on screen: while on, with the value found
   * (undefined when none is); else the form as it is.
   */
  values: RawValues | undefined;
  /** Turns the mode on for a link's declaration and target. */
  open: (link: ReverseLink) => Promise<void>;
}

/** A number as a visitor would type it, Italian, to `decimals` places (the cent by default). */
const asTyped = (value: unknown, decimals = 2) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(Math.round(value * 10 ** decimals) / 10 ** decimals).replace('.', ',')
    : '';

/**
 * The form as the usual direction would hold what reverse mode shows (`view`, for `target`; the
 * result the form gives is `result`): undefined when no value is found; the form as it is when the
 * target is that result (the value found to the cent, 199.999,55 for 200.000, is not written
 * back); else the form with the value found. Written whole, not to the declaration's decimals: a
 * calculation made again from it (Confronta's scenario) then has the card's results to the cent.
 */
export function foundValues(
  form: RawValues,
  spec: ReverseSpec,
  view: ReverseView | undefined,
  target: string,
  result: unknown,
): RawValues | undefined {
  const found = view?.evaluation?.values[spec.input];
  if (typeof found !== 'number') return undefined;
  if (parseNumber(target) === parseNumber(asTyped(result))) return form;
  return { ...form, [spec.input]: rawNumber(found) };
}

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
  const target = String(form.current[REVERSE_TARGET] ?? '');
  const view = useMemo(
    () => (mode && spec ? mode.reverseView(calculator, spec, form.current, target, sources) : undefined),
    [mode, spec, calculator, form.current, target, sources],
  );
  const link = useMemo(() => spec && { result: spec.result, input: spec.input, target }, [spec, target]);
  const values = useMemo(
    () => (spec ? foundValues(form.current, spec, view, target, evaluation?.values[spec.result]) : form.current),
    [spec, view, target, evaluation, form.current],
  );
  if (declarations.length === 0) return { controls: null, values: form.current, open: async () => undefined };

  const load = async () => {
    const loaded = mode ?? (await import('./mode.tsx'));
    setMode(loaded);
  };
  const choose = (index: number, typed = asTyped(evaluation?.values[declarations[index]!.result])) => {
    setChosen(index);
    form.setValue(REVERSE_TARGET, typed);
  };
  const open = async (wanted: ReverseLink) => {
    const index = declarations.findIndex((d) => d.result === wanted.result && d.input === wanted.input);
    if (index < 0) return;
    await load();
    choose(index, wanted.target);
  };
  const toggle = async () => {
    if (spec) {
      // Back to the usual direction with the input found (to its decimals, as a visitor would type
      // it), so the results stay those of the target.
      if (values && values !== form.current)
        form.setValue(spec.input, asTyped(view?.evaluation?.values[spec.input], spec.decimals));
      setChosen(null);
      return;
    }
    await load();
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
  /** One of several values found: back to the usual direction with the input at it. */
  const pick = (value: number) => {
    form.setValue(spec!.input, asTyped(value, spec!.decimals));
    setChosen(null);
  };
  const choices =
    mode && spec && several ? <mode.Choices calculator={calculator} spec={spec} values={several} pick={pick} /> : null;
  return { controls, found: spec?.input, view: spec ? view : undefined, link, values, open, choices };
}

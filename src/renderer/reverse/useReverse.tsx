/**
 * 'Calcola al contrario' on the calculators that declare `reverse`: a toggle button (aria-pressed)
 * and, when several declarations, a choice of the input to find. On, the target result is a number
 * field of the form (name REVERSE_TARGET, labelled like the result) and the declared input is found
 * (mode.ts, loaded on first use, with the solver).
 */
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { CalculatorModule, Evaluation, RawValues, ReverseSpec, SourceData } from '../../engine/types.ts';
import { NumberField } from '../inputs/NumberField.tsx';
import type { ReverseView } from './mode.ts';

/** The form field holding the target (a hyphen: no input id can take it). */
export const REVERSE_TARGET = 'reverse-target';

type Mode = typeof import('./mode.ts');

export interface Reverse {
  /** The toggle and, when on, the choice of declaration and the target field. */
  controls: ReactNode;
  /** The input found while on (its field is hidden). */
  found?: string;
  /** What the results show while on. */
  view?: ReverseView;
}

/** The target's starting text: the result's current value, Italian, to the cent. */
const asTyped = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value * 100) / 100).replace('.', ',') : '');

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
  const view = useMemo(() => (mode && spec ? mode.reverseView(calculator, spec, form.current, String(target ?? ''), sources) : undefined), [mode, spec, calculator, form.current, target, sources]);
  if (declarations.length === 0) return { controls: null };

  const choose = (index: number) => {
    setChosen(index);
    form.setValue(REVERSE_TARGET, asTyped(evaluation?.values[declarations[index]!.result]));
  };
  const toggle = async () => {
    if (chosen !== null) {
      setChosen(null);
      return;
    }
    setMode(mode ?? (await import('./mode.ts')));
    choose(0);
  };
  const labelOf = (d: ReverseSpec) => calculator.inputs.find((i) => i.id === d.input)!.label;
  const resultLabel = (d: ReverseSpec) => calculator.results.find((r) => r.id === d.result)!.label(evaluation?.values ?? {});
  const shared = (d: ReverseSpec) => declarations.filter((x) => x.input === d.input).length > 1;
  const targetSpec = spec ? calculator.results.find((r) => r.id === spec.result)! : undefined;
  const unit = targetSpec ? (({ euro: '€', percent: '%' } as Record<string, string>)[targetSpec.format] ?? targetSpec.unit) : undefined;

  const controls = (
    <div className="reverse">
      <button type="button" className="secondary" aria-pressed={spec !== undefined} onClick={() => void toggle()}>
        <span aria-hidden="true">⇄</span> Calcola al contrario
      </button>
      {spec && declarations.length > 1 ? (
        <div className="field">
          <label htmlFor={`${uid}-find`}>Valore da trovare</label>
          <div className="control">
            <select id={`${uid}-find`} value={chosen!} onChange={(e) => choose(Number(e.target.value))}>
              {declarations.map((d, k) => (
                <option key={`${d.result}-${d.input}`} value={k}>
                  {shared(d) ? `${labelOf(d)} (da ${resultLabel(d)})` : labelOf(d)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {spec && targetSpec ? (
        <NumberField
          input={{
            id: REVERSE_TARGET,
            kind: 'number',
            label: resultLabel(spec),
            default: '',
            empty: 0,
            unit,
            help: `Scrivi il valore da raggiungere: la pagina trova ${labelOf(spec).toLowerCase()}.`,
          }}
          id={`${uid}-target`}
          name={REVERSE_TARGET}
          control={form.control}
          disabled={false}
        />
      ) : null}
    </div>
  );
  return { controls, found: spec?.input, view: spec ? view : undefined };
}

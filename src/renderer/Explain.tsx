/**
 * 'Come si calcola': a disclosure under each result. Opened, it loads the calculator's
 * explanation module (once, with import()) and shows the formula typeset, the same formula with
 * the current values and its result, how functions and cases worked out, and the values it reads,
 * each expandable the same way down to the inputs. It follows the inputs live.
 *
 * The markup comes from the generator (text escaped at build time) and from src/engine/explain.ts
 * (values escaped at run time): MathML elements only.
 */
import { useEffect, useId, useState } from 'react';
import { displayResult } from '../engine/compute.ts';
// Types only: the helpers of explain.ts load with the explanation modules, not with the page.
import type { Explanations } from '../engine/explain.ts';
import type { CalculatorModule, Values } from '../engine/types.ts';
import { Markup } from './Markup.tsx';

/** The explanation modules loaded so far, by calculator (each loads once per page). */
const loaded = new WeakMap<CalculatorModule, Promise<Explanations>>();

function useExplanations(calculator: CalculatorModule, wanted: boolean): Explanations | null {
  const [explanations, setExplanations] = useState<{ of: CalculatorModule; data: Explanations } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let promise = loaded.get(calculator);
    if (!promise) {
      promise = calculator.explain().then((m) => m.default);
      loaded.set(calculator, promise);
    }
    let live = true;
    void promise.then((data) => live && setExplanations({ of: calculator, data }));
    return () => {
      live = false;
    };
  }, [calculator, wanted]);
  return explanations?.of === calculator ? explanations.data : null;
}

/** The disclosure of one value: button `Come si calcola: <label>` and its panel. */
export function Explain({ calculator, name, label, values, labelShown = false }: { calculator: CalculatorModule; name: string; label: string; values: Values; labelShown?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const explanations = useExplanations(calculator, open);
  return (
    <div className="explain">
      <button type="button" className="explain-toggle" aria-label={`Come si calcola: ${label}`} aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {labelShown ? `Come si calcola: ${label}` : 'Come si calcola'}
      </button>
      <div id={panel} className="explain-panel" hidden={!open}>
        {open ? explanations ? <Worked calculator={calculator} explanations={explanations} name={name} values={values} /> : <p aria-busy="true">Caricamento…</p> : null}
      </div>
    </div>
  );
}

function Worked({ calculator, explanations, name, values }: { calculator: CalculatorModule; explanations: Explanations; name: string; values: Values }) {
  const explained = explanations[name];
  if (!explained) return null;
  const work = explained.work(values);
  return (
    <>
      <p className="explain-heading">Formula</p>
      <Markup html={explained.formula} />
      <p className="explain-heading">Con i tuoi valori</p>
      <Markup className="explain-values" html={work.math} />
      {work.steps.length ? (
        <ul className="explain-steps">
          {work.steps.map((step, n) => (
            // Steps are fixed for a formula: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Markup key={n} as="li" html={step} />
          ))}
        </ul>
      ) : null}
      {explained.values.length || explained.inputs.length ? (
        <>
          <p className="explain-heading">Dipende da</p>
          <ul className="explain-deps">
            {explained.inputs.map(([id, label, shown]) => (
              <li key={id}>
                {label}: {values[id] === undefined ? '–' : displayResult(shown, values[id])} (dato inserito)
              </li>
            ))}
            {explained.values.map((dep) => (
              <li key={dep}>
                <Explain calculator={calculator} name={dep} label={explanations[dep]?.label ?? dep} values={values} labelShown />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

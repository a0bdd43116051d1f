/**
 * 'Come si calcola': a disclosure under each result. Opened, it loads the calculator's
 * explanation module (once, with import()) and shows the formula typeset, the same formula with
 * the current values and its result, how functions and cases worked out, and the values it reads,
 * each expandable the same way down to the inputs. It follows the inputs live. Under each table,
 * the same for one row of it, chosen by the visitor: each column's formula with that row's values.
 *
 * The markup comes from the generator (text escaped at build time) and from src/engine/explain.ts
 * (values escaped at run time): MathML elements only.
 */
import { useEffect, useId, useState } from 'react';
import type { CalculatorModule, Evaluation } from '../../language/spec.ts';
import { ExplainToggle } from './ExplainToggle.tsx';
import type { ExplanationModule, RowsShown } from './explain-rows.ts';

/** What an open panel needs: the calculator's explanations and the panels' code. */
interface Loaded {
  data: ExplanationModule;
  panel: typeof import('./ExplainPanel.tsx');
}

/** The explanation modules loaded so far, by calculator (each loads once per page, with the panels' code). */
const loaded = new WeakMap<CalculatorModule, Promise<Loaded>>();

function useExplanations(calculator: CalculatorModule, wanted: boolean): Loaded | null {
  const [explanations, setExplanations] = useState<{ of: CalculatorModule; loaded: Loaded } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let promise = loaded.get(calculator);
    if (!promise) {
      promise = Promise.all([calculator.explain(), import('./ExplainPanel.tsx')]).then(([data, panel]) => ({
        data,
        panel,
      }));
      loaded.set(calculator, promise);
    }
    let live = true;
    void promise.then((result) => live && setExplanations({ of: calculator, loaded: result }));
    return () => {
      live = false;
    };
  }, [calculator, wanted]);
  return explanations?.of === calculator ? explanations.loaded : null;
}

/** The disclosure of one value: button `Come si calcola: <label>` and its panel. */
export function Explain({
  calculator,
  name,
  label,
  evaluation,
  labelShown = false,
}: {
  calculator: CalculatorModule;
  name: string;
  label: string;
  evaluation: Pick<Evaluation, 'values' | 'series'>;
  labelShown?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const explanations = useExplanations(calculator, open);
  const Worked = explanations?.panel.Worked;
  return (
    <ExplainToggle label={label} labelShown={labelShown} open={open} onToggle={() => setOpen(!open)}>
      {Worked ? (
        <Worked
          calculator={calculator}
          explanations={explanations.data.default}
          name={name}
          values={evaluation.values}
          series={evaluation.series}
        />
      ) : (
        <p aria-busy="true">Caricamento…</p>
      )}
    </ExplainToggle>
  );
}

/**
 * Under a table or a series chart: `Come si calcola una riga` (`un punto`). Opened, a select of the
 * rows (points) and, for the chosen one, each column that shows a series column as it is: its
 * formula and the same formula with the row's values, the columns of the row it reads, and the
 * named values it reads, explainable in turn.
 */
export function RowExplain({
  calculator,
  evaluation,
  shown,
}: {
  calculator: CalculatorModule;
  evaluation: Evaluation;
  shown: RowsShown;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const uid = useId();
  const loaded = useExplanations(calculator, open);
  const what = shown.unit === 'riga' ? 'una riga' : 'un punto';
  return (
    <div className="explain">
      <button
        type="button"
        className="explain-toggle"
        aria-label={`Come si calcola ${what}: ${shown.title}`}
        aria-expanded={open}
        aria-controls={`${uid}-panel`}
        onClick={() => setOpen(!open)}
      >
        Come si calcola {what}
      </button>
      <div id={`${uid}-panel`} className="explain-panel" hidden={!open}>
        {!open ? null : loaded ? (
          <loaded.panel.RowWorked
            calculator={calculator}
            module={loaded.data}
            evaluation={evaluation}
            shown={shown}
            uid={uid}
            chosen={chosen}
            onChoose={setChosen}
          />
        ) : (
          <p aria-busy="true">Caricamento…</p>
        )}
      </div>
    </div>
  );
}

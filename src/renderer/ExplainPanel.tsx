/**
 * The open panels of 'Come si calcola' (Explain.tsx): a formula typeset, the same formula with the
 * current values and its steps, the values it reads (explainable in turn), and a table row's or a
 * chart point's columns. A chunk of its own, loaded with the calculator's explanation module when a
 * panel is first opened.
 */

import { useState } from 'react';
import { displayResult, formatValue } from '../../language/formats/index.ts';
import { allOptions } from '../../language/inputs/options.ts';
import type { Rules } from '../../language/parameters.ts';
import type {
  CalculatorModule,
  Evaluation,
  Explained,
  Explanations,
  SeriesRow,
  Shown,
  Values,
} from '../../language/spec.ts';
import { ExplainToggle } from './ExplainToggle.tsx';
import type { ExplanationModule, RowsShown } from './explain-rows.ts';
import { Markup } from './Markup.tsx';

/** A formula, and the same formula with the values (of `row` for a series column). */
function Formula({
  explained,
  values,
  row,
  previous,
  series,
  rules,
}: {
  explained: Explained;
  values: Values;
  /** The rules the values were computed with (a pinned permalink's, or the calculator's). */
  rules: Rules | undefined;
  row?: SeriesRow;
  previous?: SeriesRow;
  series?: Evaluation['series'];
}) {
  const work = explained.work(values, row, previous, series, rules);
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
    </>
  );
}

/** One named value of a calculator's explanations, with the visitor's values (and series, which functions such as irr may read). */
interface ValueProps {
  calculator: CalculatorModule;
  explanations: Explanations;
  name: string;
  values: Values;
  series: Evaluation['series'];
}

export function Worked({ calculator, explanations, name, values, series }: ValueProps) {
  const explained = explanations[name];
  if (!explained) return null;
  return (
    <>
      <Formula explained={explained} values={values} series={series} rules={calculator.rules} />
      <Dependencies
        calculator={calculator}
        explanations={explanations}
        explained={explained}
        values={values}
        series={series}
      />
    </>
  );
}

/** A value a formula reads, explainable in turn (its explanations are loaded with this panel). */
function Nested({ calculator, explanations, name, values, series }: ValueProps) {
  const [open, setOpen] = useState(false);
  return (
    <ExplainToggle label={explanations[name]?.label ?? name} labelShown open={open} onToggle={() => setOpen(!open)}>
      <Worked calculator={calculator} explanations={explanations} name={name} values={values} series={series} />
    </ExplainToggle>
  );
}

/** An input's value as the visitor chose it: the label of the option chosen ('Milano (7 dicembre)', not 1207), else the value written. */
function inputText(calculator: CalculatorModule, id: string, shown: Shown, value: Values[string] | undefined): string {
  if (value === undefined) return '–';
  const input = calculator.inputs.find((i) => i.id === id);
  const option =
    input && 'options' in input ? allOptions(input).find((o) => String(o.value) === String(value)) : undefined;
  return option ? option.label : displayResult(shown, value);
}

/** The inputs a formula reads, with their values, and the named values, each explainable in turn. */
function Dependencies({
  calculator,
  explanations,
  explained,
  values,
  series,
}: {
  calculator: CalculatorModule;
  explanations: Explanations;
  explained: Explained;
  values: Values;
  series: Evaluation['series'];
}) {
  if (!explained.values.length && !explained.inputs.length) return null;
  return (
    <>
      <p className="explain-heading">Dipende da</p>
      <ul className="explain-deps">
        {explained.inputs.map(([id, label, shown]) => (
          <li key={id}>
            {label}: {inputText(calculator, id, shown, values[id])} (dato inserito)
          </li>
        ))}
        {explained.values.map((dep) => (
          <li key={dep}>
            <Nested calculator={calculator} explanations={explanations} name={dep} values={values} series={series} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The open panel of a RowExplain: the row's select and its columns worked out. */
export function RowWorked({
  calculator,
  module,
  evaluation,
  shown,
  uid,
  chosen,
  onChoose,
}: {
  calculator: CalculatorModule;
  module: ExplanationModule;
  evaluation: Evaluation;
  shown: RowsShown;
  uid: string;
  chosen: number;
  onChoose: (k: number) => void;
}) {
  const rows = evaluation.series[shown.series] ?? [];
  const k = Math.min(chosen, rows.length - 1);
  const explained = module.rows[shown.series];
  const { name } = shown;
  if (!explained || !rows.length) return null;
  return (
    <>
      <div className="field">
        <label htmlFor={`${uid}-row`}>
          {shown.unit === 'riga' ? 'Riga' : 'Punto'} di «{shown.title}»
        </label>
        <div className="control">
          <select id={`${uid}-row`} value={k} onChange={(e) => onChoose(Number(e.target.value))}>
            {rows.map((_, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position.
              <option key={n} value={n}>
                {name(n)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.columns.map((column) => {
        const one = column.column === undefined ? undefined : explained[column.column];
        if (!one) return null;
        const row = rows[k]!;
        const cell = (id: string) => {
          const as = shown.columns.find((c) => c.column === id);
          return as ? `${as.label} ${formatValue(row[id]!, as.format, as.decimals)}` : id;
        };
        return (
          <section key={column.column} className="explain-row" aria-label={`${column.label}, ${name(k)}`}>
            <p className="explain-heading">
              {column.label}: {formatValue(row[column.column!]!, column.format, column.decimals)}
            </p>
            <Formula
              explained={one}
              values={evaluation.values}
              row={row}
              previous={rows[k - 1]}
              rules={calculator.rules}
            />
            {one.columns?.length ? (
              <p>
                {shown.unit === 'riga' ? 'Dalla stessa riga' : 'Dallo stesso punto'}: {one.columns.map(cell).join(', ')}
                .
              </p>
            ) : null}
            <Dependencies
              calculator={calculator}
              explanations={module.default}
              explained={one}
              values={evaluation.values}
              series={evaluation.series}
            />
          </section>
        );
      })}
    </>
  );
}

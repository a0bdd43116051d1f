/**
 * 'Cosa cambia rispetto all'anno scorso', under the results of a calculator whose rules have values
 * for more than one year: a closed disclosure in the page's HTML (no layout shift), whose comparison
 * (YearlyChanges.tsx, with the rule book's acts) loads when the visitor opens it.
 */
import { lazy, Suspense, useState } from 'react';
import type { CalculatorModule, RawValues, SourceData } from '../../language/spec.ts';

const YearlyChanges = lazy(() => import('./YearlyChanges.tsx'));

/** Whether some rule the calculator reads has values from more than one date. */
export const hasYears = (calculator: CalculatorModule) =>
  Object.values(calculator.rules?.entries ?? {}).some((rule) => rule.values.length > 1);

export function YearlySection(props: { calculator: CalculatorModule; values: RawValues; data: SourceData }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="card yearly" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Cosa cambia rispetto all’anno scorso</summary>
      {open ? (
        <Suspense fallback={<p aria-busy="true">Confronto in preparazione…</p>}>
          <YearlyChanges {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}

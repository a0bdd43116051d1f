/**
 * The peer of `npm run bench -- peers` (bench/peers.ts): a calculator of plain formulas as a
 * react-jsonschema-form form whose formulas mathjs evaluates at run time, as a schema-driven form
 * without a compiler would do it. The bench builds it with the calculator file's formulas
 * (`__CALCULATOR__`) and times keystroke to screen like the site's page.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { all, create } from 'mathjs';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

export interface PeerCalculator {
  schema: RJSFSchema;
  defaults: Record<string, unknown>;
  /** Named values and results in evaluation order. */
  formulas: [name: string, formula: string][];
  results: { id: string; label: string }[];
}

declare const __CALCULATOR__: PeerCalculator;
const calculator = __CALCULATOR__;

const math = create(all!);
const compiled = calculator.formulas.map(([name, formula]) => [name, math.compile(formula)] as const);
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

function App() {
  const [data, setData] = useState(calculator.defaults);
  const scope = new Map(Object.entries(data));
  for (const [name, formula] of compiled) scope.set(name, formula.evaluate(scope));
  return (
    <main>
      <Form
        schema={calculator.schema}
        formData={data}
        validator={validator}
        onChange={(event) => setData(event.formData)}
      />
      <dl className="results">
        {calculator.results.map((r) => (
          <div key={r.id}>
            <dt>{r.label}</dt>
            <dd>{euro.format(Number(scope.get(r.id)))}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

import type { ReactNode } from 'react';
import type { InputSpec } from '../../engine/types.ts';

/** Label, control, unit and help of one field. */
export function Field({ input, id, children }: { input: InputSpec; id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{input.label}</label>
      <div className="control">
        {children}
        {input.unit ? <span className="unit" aria-hidden="true">{input.unit}</span> : null}
      </div>
      {input.help ? <p className="help" id={`${id}-help`}>{input.help}</p> : null}
    </div>
  );
}

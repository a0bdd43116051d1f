import type { ReactNode } from 'react';
import type { InputSpecBase } from '../../../language/inputs/kind.ts';
import { HelpTip } from '../../overlays/HelpTip.tsx';

/** The `aria-describedby` of a control whose input has a help text (the text is `<Help>`). */
export const describedBy = (input: InputSpecBase, id: string) => (input.help ? `${id}-help` : undefined);

/** An input's help text, announced with its control (`describedBy`), shown behind an ⓘ button. */
export function Help({ input, id }: { input: InputSpecBase; id: string }) {
  return input.help ? <HelpTip label={input.label} text={input.help} id={`${id}-help`} /> : null;
}

/** A field's label (`children`) with its ⓘ beside it, on one line. */
export function FieldLabel({ input, id, children }: { input: InputSpecBase; id: string; children: ReactNode }) {
  return (
    <div className="field-label">
      {children}
      <Help input={input} id={id} />
    </div>
  );
}

/** Label, control, unit and help of one field, and a `note` under the help (id `<id>-note`, for aria-describedby). */
export function Field({
  input,
  id,
  note,
  children,
}: {
  input: InputSpecBase & { unit?: string };
  id: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <FieldLabel input={input} id={id}>
        <label htmlFor={id}>{input.label}</label>
      </FieldLabel>
      <div className="control">
        {children}
        {input.unit ? (
          <span className="unit" aria-hidden="true">
            {input.unit}
          </span>
        ) : null}
      </div>
      {note ? (
        <p className="help" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

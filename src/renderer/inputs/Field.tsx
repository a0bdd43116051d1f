import type { ReactNode } from 'react';
import type { InputSpecBase } from '../../../language/inputs/kind.ts';
import { useSlots } from '../slots.tsx';

/**
 * The `aria-describedby` of a control: its input's help text (`<Help>`) and, when a guard that reads
 * it failed (`refused`), the sentence that says so (`<Field refused>`).
 */
export const describedBy = (input: InputSpecBase, id: string, refused = false) =>
  [input.help ? `${id}-help` : undefined, refused ? `${id}-refused` : undefined].filter(Boolean).join(' ') || undefined;

/** Under a field that a failed guard reads: nothing is computed until the values agree. */
export const REFUSED_TEXT = 'Con questo valore il calcolo non è possibile: controlla questo dato e quelli collegati.';
/** Under an empty field that a failed guard reads (a date with no default): it is to be filled. */
export const REFUSED_EMPTY_TEXT = 'Compila questo campo per vedere il risultato.';

/** The sentence under a field that a failed guard reads (id `<id>-refused`, for aria-describedby); `empty`: the field holds nothing. */
export function Refused({ id, refused, empty = false }: { id: string; refused?: boolean; empty?: boolean }) {
  return refused ? (
    <p className="help refused" id={`${id}-refused`}>
      {empty ? REFUSED_EMPTY_TEXT : REFUSED_TEXT}
    </p>
  ) : null;
}

/** An input's help text, announced with its control (`describedBy`), shown behind an ⓘ button. */
export function Help({ input, id }: { input: InputSpecBase; id: string }) {
  const { Help: Tip } = useSlots();
  return input.help && Tip ? <Tip label={input.label} text={input.help} id={`${id}-help`} /> : null;
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

/**
 * Label, control, unit and help of one field, a `note` under the help (id `<id>-note`, for
 * aria-describedby), and the sentence of a failed guard that reads it (`refused`).
 */
export function Field({
  input,
  id,
  note,
  refused,
  empty,
  problem,
  children,
}: {
  input: InputSpecBase & { unit?: string };
  id: string;
  note?: string | undefined;
  refused?: boolean;
  /** The field holds nothing: a refusal asks to fill it. */
  empty?: boolean;
  /** What is wrong with the value typed, in words (id `<id>-problem`). */
  problem?: string | undefined;
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
      {problem ? (
        <p className="help refused" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
      {note ? (
        <p className="help" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      <Refused id={id} refused={refused} empty={empty} />
    </div>
  );
}

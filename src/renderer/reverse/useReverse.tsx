/**
 * 'Calcola al contrario' on the calculators that declare `reverse`: a toggle button (aria-pressed),
 * here with the page. Its state is the session's (src/engine/session.ts: the declaration, the form
 * solved for the target, the values Confronta pins, the link); its fields load on the first press
 * (mode.tsx): when several declarations, the choice of the input to find; the target result as a
 * number field of the form (REVERSE_TARGET, labelled like the result); the results with the input found.
 */
import { type ReactNode, useEffect, useState } from 'react';
import type { CalculatorSession, SessionSnapshot } from '../../engine/session.ts';

type Mode = typeof import('./mode.tsx');

export interface Reverse {
  /** The toggle and, when on, the choice of declaration and the target field. */
  controls: ReactNode;
  /** The input found while on (its field is hidden). */
  found?: string | undefined;
  /** When several values reach the target: a button for each, to go on with it. */
  choices?: ReactNode;
}

export function useReverse(session: CalculatorSession, snapshot: SessionSnapshot, uid: string): Reverse {
  const { calculator } = session;
  const { reverse, evaluation } = snapshot;
  const [mode, setMode] = useState<Mode | null>(null);
  // The fields load with the mode (on the first press, or with a link's reverse mode).
  const on = reverse !== undefined;
  useEffect(() => {
    if (on && !mode) void import('./mode.tsx').then(setMode);
  }, [on, mode]);
  if (!calculator.reverse?.length) return { controls: null };

  const toggle = () => (reverse ? session.closeReverse() : void session.openReverse());
  const controls = (
    <div className="reverse">
      <button type="button" className="secondary" aria-pressed={on} onClick={toggle}>
        <span aria-hidden="true">⇄</span> Calcola al contrario
      </button>
      {mode && reverse ? (
        <mode.ReverseFields
          calculator={calculator}
          chosen={reverse.chosen}
          choose={(index) => void session.openReverse(index)}
          control={session.control}
          uid={uid}
          values={evaluation?.values ?? {}}
        />
      ) : null}
    </div>
  );
  const several = reverse?.view?.outcome?.kind === 'many' ? reverse.view.outcome.values : undefined;
  const choices =
    mode && reverse && several ? (
      <mode.Choices
        calculator={calculator}
        spec={reverse.spec}
        values={several}
        pick={(value) => session.closeReverse(value)}
      />
    ) : null;
  return { controls, found: reverse?.spec.input, choices };
}

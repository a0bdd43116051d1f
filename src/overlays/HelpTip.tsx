/**
 * An input's help text behind an ⓘ button. The text stays in the page (visually hidden) as the
 * control's description; the button shows it in a Radix UI tooltip, loaded after first paint: on
 * hover or focus after TOOLTIP_DELAY ms, and on a tap or a click (touch screens, keyboard) at once.
 */
import { lazy, Suspense } from 'react';
import { usePainted } from '../islands/painted.ts';

const HelpTooltip = lazy(() => import('./HelpTooltip.tsx'));

export function HelpTip({ label, text, id }: { label: string; text: string; id: string }) {
  const painted = usePainted();
  const button = (
    <button type="button" className="info" aria-label={`Aiuto: ${label}`}>
      ⓘ
    </button>
  );
  return (
    <span className="help">
      <span className="sr-only" id={id}>
        {text}
      </span>
      {painted ? (
        <Suspense fallback={button}>
          <HelpTooltip text={text}>{button}</HelpTooltip>
        </Suspense>
      ) : (
        button
      )}
    </span>
  );
}

/**
 * An input's help text behind an ⓘ button (an inline SVG icon, drawn without any font; the button's
 * name says what it is, beside the field's label, 44 × 44 px for a finger). The text stays in the page (visually hidden) as the
 * control's description; the button shows it in a Radix UI tooltip, loaded on the first hover,
 * focus or tap of the button (a page whose help nobody asks for loads none of it): on hover or focus
 * after TOOLTIP_DELAY ms, and on a tap or a click (touch screens, keyboard) at once.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { Opening } from './HelpTooltip.tsx';

const HelpTooltip = lazy(() => import('./HelpTooltip.tsx'));

/** A circled 'i' that follows the text's colour. */
function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="10" cy="6.2" r="1.15" fill="currentColor" />
      <path d="M10 9v5.6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function HelpTip({ label, text, id }: { label: string; text: string; id: string }) {
  const [opening, setOpening] = useState<Opening>();
  // Whether the pointer is over the button: the tooltip, once loaded, opens only if it still is.
  const over = useRef(false);
  const button = (
    <button
      type="button"
      className="info"
      aria-label={`Aiuto: ${label}`}
      // What asks for the tooltip loads it, and it opens as asked (a tap starts with the pointer
      // entering: the press decides). Radix's own handlers join these once it is there.
      onPointerEnter={() => {
        over.current = true;
        setOpening((how) => how ?? 'hover');
      }}
      onPointerLeave={() => {
        over.current = false;
      }}
      onFocus={() => setOpening((how) => how ?? 'focus')}
      onClick={() => setOpening('press')}
    >
      <InfoIcon />
    </button>
  );
  return (
    <span className="help">
      <span className="sr-only" id={id}>
        {text}
      </span>
      {opening ? (
        <Suspense fallback={button}>
          <HelpTooltip text={text} opening={opening} hovered={over}>
            {button}
          </HelpTooltip>
        </Suspense>
      ) : (
        button
      )}
    </span>
  );
}

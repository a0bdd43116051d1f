/**
 * The tooltip of HelpTip (Radix UI Tooltip) with the spec's delays (constants.ts). Each HelpTip loads
 * on its own, with no common Radix provider above them, so the delays are kept here, for all of
 * them: open after TOOLTIP_DELAY ms, or at once within TOOLTIP_SKIP_DELAY ms of another closing.
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from './constants.ts';

/** When a help tooltip last closed (any of them). */
let lastClosed = Number.NEGATIVE_INFINITY;

export default function HelpTooltip({ text, children }: { text: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: boolean, wait = Date.now() - lastClosed < TOOLTIP_SKIP_DELAY ? 0 : TOOLTIP_DELAY) => {
    clearTimeout(timer.current);
    if (next && wait) timer.current = setTimeout(() => setOpen(true), wait);
    else if (next) setOpen(true);
    else if (open) {
      lastClosed = Date.now();
      setOpen(false);
    }
  };
  return (
    <Tooltip.Provider delayDuration={0}>
      <Tooltip.Root open={open} onOpenChange={(next) => change(next)}>
        <Tooltip.Trigger
          asChild
          // Radix closes an open tooltip on pointer down; the click below decides instead.
          onPointerDown={(event) => event.preventDefault()}
          onClick={(event) => {
            // A tap or a click toggles it at once (Radix would only close it): touch screens have no hover.
            event.preventDefault();
            change(!open, 0);
          }}
        >
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={4} collisionPadding={8}>
            {text}
            <Tooltip.Arrow className="tooltip-arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/**
 * The tooltip of HelpTip (Radix UI Tooltip) with the spec's delays (constants.ts). Each HelpTip loads
 * on its own, with no common Radix provider above them, so the delays are kept here, for all of
 * them: open after TOOLTIP_DELAY ms, or at once within TOOLTIP_SKIP_DELAY ms of another closing.
 * It is loaded by what first asks for it (`opening`), and carries on from there: the button it
 * replaces was hovered, focused or pressed.
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactElement, type RefObject, useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from './constants.ts';

/** When a help tooltip last closed (any of them). */
let lastClosed = Number.NEGATIVE_INFINITY;

/** What loaded the tooltip: a pointer over its button, the focus, or a tap or click. */
export type Opening = 'hover' | 'focus' | 'press' | undefined;

export default function HelpTooltip({
  text,
  opening,
  hovered,
  children,
}: {
  text: string;
  opening: Opening;
  /** Whether the pointer is over the button now. */
  hovered: RefObject<boolean>;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(opening === 'press');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean, wait = Date.now() - lastClosed < TOOLTIP_SKIP_DELAY ? 0 : TOOLTIP_DELAY) => {
    clearTimeout(timer.current);
    if (next && wait) timer.current = setTimeout(() => setOpen(true), wait);
    else if (next) setOpen(true);
    else if (open) {
      lastClosed = Date.now();
      setOpen(false);
    }
  };
  // The button that asked is gone (this one took its place): focus comes back here, which opens
  // the tooltip as focus does; a pointer still over it opens it as hovering does. Once, on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what loaded the tooltip is read once.
  useEffect(() => {
    const button = trigger.current!;
    if (opening === 'focus' || opening === 'press') button.focus();
    if (opening === 'hover' && hovered.current) change(true);
    return () => clearTimeout(timer.current);
  }, []);
  return (
    <Tooltip.Provider delayDuration={0}>
      <Tooltip.Root open={open} onOpenChange={(next) => change(next)}>
        <Tooltip.Trigger
          ref={trigger}
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

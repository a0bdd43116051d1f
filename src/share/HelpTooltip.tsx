/** The tooltip of HelpTip (Radix UI Tooltip), with the spec's delays (constants.ts). */
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactElement, useState } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from './constants.ts';

export default function HelpTooltip({ text, children }: { text: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger
          asChild
          onClick={(event) => {
            // A tap or a click toggles it (Radix would only close it): touch screens have no hover.
            event.preventDefault();
            setOpen(!open);
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

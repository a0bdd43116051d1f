import { type ReactNode, useId } from 'react';

/**
 * The disclosure of one value's explanation: button `Come si calcola: <label>` and its panel, whose
 * content is drawn only while open (Explain.tsx, and the values a panel depends on, ExplainPanel.tsx).
 */
export function ExplainToggle({
  label,
  labelShown,
  open,
  onToggle,
  children,
}: {
  label: string;
  labelShown: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panel = useId();
  return (
    <div className="explain">
      <button
        type="button"
        className="explain-toggle"
        aria-label={`Come si calcola: ${label}`}
        aria-expanded={open}
        aria-controls={panel}
        onClick={onToggle}
      >
        {labelShown ? `Come si calcola: ${label}` : 'Come si calcola'}
      </button>
      <div id={panel} className="explain-panel" hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}

/** The download's button and status line (src/islands/offline-download.tsx, Download.tsx). */
import type { ReactNode } from 'react';

export function DownloadView({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="offline-download">
      <button type="button" className="secondary" onClick={onClick} disabled={disabled}>
        Scarica tutti i calcolatori per l'uso offline
      </button>
      <p className="offline-status" role="status">
        {children}
      </p>
    </div>
  );
}

/**
 * 'Scarica tutti i calcolatori per l'uso offline' (on /calcolatori): the button, disabled until
 * what it does (src/offline/Download.tsx) has loaded after first paint, so the page loads little
 * more at once than before.
 */
import { lazy, Suspense } from 'react';
import { DownloadView } from '../offline/DownloadView.tsx';
import { usePainted } from './painted.ts';

const Download = lazy(() => import('../offline/Download.tsx'));

export default function OfflineDownload() {
  const painted = usePainted();
  const waiting = <DownloadView disabled />;
  return painted ? (
    <Suspense fallback={waiting}>
      <Download />
    </Suspense>
  ) : (
    waiting
  );
}

/**
 * The browser studio (/studio), where an editor writes a calculator file and sees it work. Its code
 * (the generator, CodeMirror) is a chunk of its own, loaded on this page only, once the page runs:
 * the prerendered page and the hydration show the same loading line.
 */
import { lazy, Suspense } from 'react';
import { usePainted } from './painted.ts';

const Studio = lazy(() => import('../studio/Studio.tsx'));

export default function StudioIsland() {
  const mounted = usePainted();
  const loading = <p className="page-loading">Caricamento dello studio…</p>;
  return <Suspense fallback={loading}>{mounted ? <Studio /> : loading}</Suspense>;
}

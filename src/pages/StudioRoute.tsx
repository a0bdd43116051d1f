/**
 * /studio: the browser studio, where an editor writes a calculator file and sees it work. Not in
 * the sitemap, not indexed, linked from no menu. Its code (the generator, CodeMirror) is a chunk of
 * its own, loaded on this route only.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageHeading } from '../components/PageHeading.tsx';
import { SITE_NAME } from '../site/config.ts';
import { usePageMeta } from '../site/head.tsx';

const Studio = lazy(() => import('../studio/Studio.tsx'));

export const STUDIO_PATH = '/studio';

export function StudioRoute() {
  // The studio is drawn in the browser only: the prerendered page and the hydration show the same
  // loading line (a lazy component would leave the server's Suspense boundary unfinished).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <p className="page-loading">Caricamento dello studio...</p>;
  usePageMeta({
    title: `Studio dei calcolatori | ${SITE_NAME}`,
    description: 'Scrivi il file YAML di un calcolatore e provalo subito, nel browser.',
    path: STUDIO_PATH,
    type: 'website',
    jsonLd: [],
    noindex: true,
  });
  return (
    <section className="studio">
      <PageHeading>Studio dei calcolatori</PageHeading>
      <Suspense fallback={loading}>{mounted ? <Studio /> : loading}</Suspense>
    </section>
  );
}

import { type ReactNode, Suspense } from 'react';
import { Footer } from '../components/Footer.tsx';
import { categories } from '../generated/registry.ts';
import SiteHeader from '../islands/header.tsx';
import { Island } from '../islands/island.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <Island name="header" component={SiteHeader} props={{ categories }} />
      <main id="main">
        {/* A page drawn in the browser whose chunk is still loading waits here. */}
        <Suspense fallback={<p className="page-loading">Caricamento...</p>}>{children}</Suspense>
      </main>
      <Footer />
    </>
  );
}

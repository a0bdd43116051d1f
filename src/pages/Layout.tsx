import { type ReactNode, Suspense } from 'react';
import { Footer } from '../components/Footer.tsx';
import { categories } from '../generated/registry.ts';
import SiteHeader from '../islands/header.tsx';
import { Island } from '../islands/island.tsx';
import { UPDATE_NEEDED } from '../islands/update-needed.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <Island name="header" component={SiteHeader} props={{ categories }} />
      <main id="main">
        {/* Shown when the page's scripts cannot load (a page kept offline from an earlier version). */}
        <p id={UPDATE_NEEDED} className="update-needed" role="alert" hidden>
          <strong>Aggiornamento necessario.</strong> Questa pagina è salvata sul dispositivo da una versione precedente
          del sito e senza connessione non può calcolare. Collegati a internet e ricarica la pagina.
        </p>
        {/* A page drawn in the browser whose chunk is still loading waits here. */}
        <Suspense fallback={<p className="page-loading">Caricamento…</p>}>{children}</Suspense>
      </main>
      <Footer />
    </>
  );
}

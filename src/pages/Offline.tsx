/**
 * /offline: what a page not kept on the device shows while offline. The service worker
 * (src/offline/sw.ts) answers with this page, keeping in its list only the calculators kept on the
 * device (each item names its page in `data-offline`) and its note for an empty list only when
 * none is. Not in the sitemap, not indexed.
 */

import { Icon } from '../components/Icon.tsx';
import { calculators, categories } from '../generated/registry.ts';
import { usePageMeta } from '../head/head.tsx';
import { OFFLINE_PAGE } from '../offline/caches.ts';
import { OFFLINE_DOWNLOAD_PATH, SITE_NAME } from '../site/config.ts';

export function Offline() {
  usePageMeta({
    title: `Sei offline | ${SITE_NAME}`,
    description: 'Senza connessione: i calcolatori salvati su questo dispositivo.',
    path: OFFLINE_PAGE,
    type: 'website',
    jsonLd: [],
    noindex: true,
  });
  return (
    <section className="offline-page">
      <h1>Sei offline</h1>
      <p>
        Questa pagina non è salvata su questo dispositivo e la connessione non c'è. Riprova quando torni online, oppure
        usa un calcolatore già salvato:
      </p>
      <ul className="link-buttons">
        {categories.flatMap((category) =>
          calculators
            .filter((c) => c.category === category.id)
            .map((c) => (
              <li key={c.id} data-offline={c.url}>
                <a className="link-button" href={c.url}>
                  <Icon drawing={c.icon} /> {c.title}
                </a>
              </li>
            )),
        )}
      </ul>
      <p data-offline-empty="">
        Nessun calcolatore è ancora salvato su questo dispositivo. Quando torni online, apri i calcolatori che ti
        servono.
      </p>
      <p>
        Per averli tutti anche senza connessione, quando torni online scaricali una volta sola da{' '}
        <a href={OFFLINE_DOWNLOAD_PATH}>Senza connessione</a>: calcolatori, categorie e blog.
      </p>
    </section>
  );
}

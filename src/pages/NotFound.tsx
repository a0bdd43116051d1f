import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { Search } from '../components/Search.tsx';
import { usePageMeta } from '../head/head.tsx';
import type { PageMeta } from '../head/meta.ts';
import { SITE_NAME } from '../site/config.ts';

const notFoundMeta = (): PageMeta => ({
  title: `Pagina non trovata | ${SITE_NAME}`,
  description: 'La pagina richiesta non esiste.',
  path: '/404',
  type: 'website',
  jsonLd: [],
  noindex: true,
});

export function NotFound() {
  usePageMeta(notFoundMeta());
  return (
    <section className="not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>La pagina che cerchi non c'è: cerca un calcolatore o scegli una categoria.</p>
      {/* The 404 page is drawn in the browser: the search box is a plain part of it, not an island. */}
      <Search label="Cerca un calcolatore" />
      <CategoryTiles />
      <p>
        <a className="link-button" href="/">
          Torna alla home
        </a>
      </p>
    </section>
  );
}

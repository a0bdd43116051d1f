import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { Search } from '../components/Search.tsx';
import { categories } from '../generated/registry.ts';
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

/**
 * What a visitor needs when a page is not there: an Italian heading and a way on (the search box, the
 * categories, the home). The generic 404 keeps the spec's two lines below, as a technical note.
 */
export function NotFoundHelp({ title, text, specLines = false }: { title: string; text: string; specLines?: boolean }) {
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      {/* The 404 page is drawn in the browser: the search box is a plain part of it, not an island. */}
      <Search label="Cerca un calcolatore" categories={categories} />
      <CategoryTiles />
      <p>
        <a className="link-button" href="/">
          Torna alla home
        </a>
      </p>
      {specLines ? (
        <p className="not-found-code" lang="en">
          404 Page Not Found
          <br />
          Did you forget to add the page to the router?
        </p>
      ) : null}
    </section>
  );
}

export function NotFound() {
  usePageMeta(notFoundMeta());
  return (
    <NotFoundHelp
      title="Pagina non trovata"
      text="La pagina che cerchi non c'è (forse l'indirizzo ha un errore di battitura): cerca un calcolatore o scegli una categoria."
      specLines
    />
  );
}

import { Link } from 'react-router';
import { PageHeading } from '../components/PageHeading.tsx';
import { SITE_NAME } from '../site/config.ts';
import { usePageMeta } from '../site/head.tsx';
import type { PageMeta } from '../site/meta.ts';

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
      <PageHeading>404 Page Not Found</PageHeading>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <Link to="/">Torna alla home</Link>
      </p>
    </section>
  );
}

/**
 * /categorie/<id> (and /categorie/<id>/pagina-<n>): every calculator of a category, in pages of
 * CATEGORY_PAGE_SIZE links (src/site/catalogue.ts), with the pages' links; the home page and the
 * list link here. A category or page that does not exist is the not-found page.
 */
import type { CalculatorEntry, CategorySpec } from '../../language/spec.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Icon } from '../components/Icon.tsx';
import { categories } from '../generated/registry.ts';
import { usePageMeta } from '../head/head.tsx';
import { breadcrumbLd } from '../head/meta.ts';
import { byCategory, categoryAt, pageCount, pageOf } from '../site/catalogue.ts';
import { categoryPath } from '../site/category-path.ts';
import { SITE_NAME } from '../site/config.ts';
import { NotFound } from './NotFound.tsx';

export function CategoryRoute({ path }: { path: string }) {
  const at = categoryAt(path);
  const category = categories.find((c) => c.id === at?.id);
  const list = byCategory.get(category?.id ?? '') ?? [];
  if (!at || !category || at.page > pageCount(list.length)) return <NotFound />;
  return <CategoryPage category={category} list={list} page={at.page} />;
}

export function CategoryPage({
  category,
  list,
  page,
}: {
  category: CategorySpec;
  list: readonly CalculatorEntry[];
  page: number;
}) {
  const pages = pageCount(list.length);
  const of = pages > 1 ? ` (pagina ${page} di ${pages})` : '';
  const path = categoryPath(category.id, page);
  usePageMeta({
    title: `Calcolatori di ${category.name}${of} | ${SITE_NAME}`,
    description: `I ${list.length} calcolatori gratuiti di ${category.name}${of}: scegli il calcolo e ottieni subito il risultato, con formule e spiegazioni.`,
    path,
    type: 'website',
    jsonLd: [
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: 'Calcolatori', path: '/calcolatori' },
        { name: category.name, path },
      ]),
    ],
  });
  return (
    <>
      <Breadcrumb
        items={[{ name: 'Home', to: '/' }, { name: 'Calcolatori', to: '/calcolatori' }, { name: category.name }]}
      />
      <h1>
        <Icon drawing={category.icon} /> {category.name}
      </h1>
      <p>
        {list.length === 1 ? '1 calcolatore' : `${list.length.toLocaleString('it-IT')} calcolatori`}
        {of}.
      </p>
      <CalculatorLinks list={pageOf(list, page)} />
      {pages > 1 ? (
        <nav className="pages" aria-label={`Pagine di ${category.name}`}>
          <ul className="pages-list">
            {Array.from({ length: pages }, (_, k) => k + 1).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span className="page-link" aria-current="page">
                    {n}
                  </span>
                ) : (
                  <a className="page-link" href={categoryPath(category.id, n)} aria-label={`Pagina ${n}`}>
                    {n}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/** Calculators as a list of link buttons (a category's page, the list's sections). */
export function CalculatorLinks({ list }: { list: readonly CalculatorEntry[] }) {
  return (
    <ul className="link-buttons">
      {list.map((c) => (
        <li key={c.id}>
          <a className="link-button" href={c.url}>
            <Icon drawing={c.icon} /> {c.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The link from the home page and the list to a category's pages. */
export function CategoryLink({ category }: { category: CategorySpec }) {
  const count = byCategory.get(category.id)!.length;
  return (
    <p className="category-more">
      <a className="category-more-link" href={categoryPath(category.id)}>
        {count === 1 ? 'Il calcolatore' : `Tutti i ${count.toLocaleString('it-IT')} calcolatori`} di {category.name}
      </a>
    </p>
  );
}

import { CalculatorCard } from '../components/CalculatorCard.tsx';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { Icon } from '../components/Icon.tsx';
import { calculators, categories } from '../generated/registry.ts';
import { usePageMeta } from '../head/head.tsx';
import type { PageMeta } from '../head/meta.ts';
import { clickEvent } from '../site/analytics.ts';
import { byCategory, HOME_PER_CATEGORY } from '../site/catalogue.ts';
import { absoluteUrl, SITE_NAME } from '../site/config.ts';
import { popularCalculators } from '../site/popular.ts';
import { CategoryLink } from './CategoryPage.tsx';

const homeMeta = (): PageMeta => ({
  title: `${SITE_NAME}: calcolatori gratuiti di finanza, tasse, salute e conversioni`,
  description: `${calculators.length} calcolatori online gratuiti in italiano: interesse composto, mutuo, stipendio netto, IVA, BMI, conversioni e molto altro. Senza registrazione.`,
  keywords: [
    'calcolatori online',
    'calcolatore gratis',
    'calcolo mutuo',
    'calcolo IVA',
    'calcolo stipendio netto',
    'convertitore',
  ],
  path: '/',
  type: 'website',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: absoluteUrl('/'),
      inLanguage: 'it-IT',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl('/search')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ],
});

/**
 * The home page: the categories as tiles, the most used calculators, then a section of cards per
 * category (compact on a phone): its first HOME_PER_CATEGORY, and the link to the category's
 * pages for the rest.
 */
export function Home() {
  usePageMeta(homeMeta());
  return (
    <>
      <section className="hero">
        <h1>Calcolatori online gratuiti</h1>
        <p>
          {calculators.length} calcolatori in {categories.length} categorie: inserisci i tuoi numeri e ottieni subito il
          risultato, con grafici, formule e spiegazioni. Gratis e senza registrazione.
        </p>
      </section>
      <CategoryTiles home />
      <section className="popular" aria-labelledby="popular-title">
        <h2 id="popular-title">I più usati</h2>
        <ul className="link-buttons">
          {popularCalculators.map((c) => (
            <li key={c.id}>
              <a
                href={c.url}
                className="link-button"
                {...clickEvent('calculator_click', {
                  calculator_id: c.id,
                  calculator_name: c.title,
                  category: c.category,
                  location: 'homepage',
                })}
              >
                <Icon drawing={c.icon} /> {c.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {categories.map((category) => (
        <section key={category.id} id={category.id} className="category" aria-labelledby={`${category.id}-title`}>
          <h2 id={`${category.id}-title`}>
            <Icon drawing={category.icon} /> {category.name}
          </h2>
          <div className="cards">
            {byCategory
              .get(category.id)!
              .slice(0, HOME_PER_CATEGORY)
              .map((c) => (
                <CalculatorCard key={c.id} entry={c} clickFrom="homepage" />
              ))}
          </div>
          <CategoryLink category={category} />
        </section>
      ))}
    </>
  );
}

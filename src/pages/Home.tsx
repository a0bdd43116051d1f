import { CalculatorCard } from '../components/CalculatorCard.tsx';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { calculators, categories } from '../generated/registry.ts';
import { usePageMeta } from '../head/head.tsx';
import type { PageMeta } from '../head/meta.ts';
import { absoluteUrl, SITE_NAME } from '../site/config.ts';

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
      {categories.map((category) => (
        <section key={category.id} id={category.id} className="category" aria-labelledby={`${category.id}-title`}>
          <h2 id={`${category.id}-title`}>
            <span aria-hidden="true">{category.emoji}</span> {category.name}
          </h2>
          <div className="cards">
            {calculators
              .filter((c) => c.category === category.id)
              .map((c) => (
                <CalculatorCard key={c.id} entry={c} clickFrom="homepage" />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}

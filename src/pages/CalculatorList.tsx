import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Icon } from '../components/Icon.tsx';
import { calculators, categories } from '../generated/registry.ts';
import { usePageMeta } from '../head/head.tsx';
import { breadcrumbLd, type PageMeta } from '../head/meta.ts';
import { Island } from '../islands/island.tsx';
import OfflineDownload from '../islands/offline-download.tsx';
import { byCategory, LIST_PER_CATEGORY } from '../site/catalogue.ts';
import { OFFLINE_SECTION, SITE_NAME } from '../site/config.ts';
import { CalculatorLinks, CategoryLink } from './CategoryPage.tsx';

/** The categories by name, as a sentence says them: "finanza e fisco, salute e benessere e vita quotidiana". */
const categoryNames = () =>
  new Intl.ListFormat('it-IT', { type: 'conjunction' }).format(categories.map((c) => c.name.toLowerCase()));

const listMeta = (): PageMeta => ({
  title: `Tutti i calcolatori online gratuiti | ${SITE_NAME}`,
  description: `L'elenco completo dei ${calculators.length} calcolatori gratuiti, divisi per categoria: ${categoryNames()}.`,
  keywords: ['elenco calcolatori', 'calcolatori online', 'tutti i calcolatori'],
  path: '/calcolatori',
  type: 'website',
  jsonLd: [
    breadcrumbLd([
      { name: 'Home', path: '/' },
      { name: 'Calcolatori', path: '/calcolatori' },
    ]),
  ],
});

const reasons = [
  { title: 'Gratuiti', text: 'Tutti i calcolatori sono gratuiti e senza registrazione: apri la pagina e calcola.' },
  { title: 'Precisi', text: 'Formule spiegate passo per passo e verificate con esempi calcolati a mano.' },
  { title: 'Mobile friendly', text: 'Pensati prima di tutto per lo smartphone: risultati immediati mentre scrivi.' },
  {
    title: 'Sempre aggiornati',
    text: 'Aliquote, parametri e testi rivisti regolarmente, con i tassi di cambio del giorno.',
  },
];

export function CalculatorList() {
  usePageMeta(listMeta());
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name: 'Calcolatori' }]} />
      <h1>Tutti i calcolatori</h1>
      {categories.map((category) => (
        <section key={category.id} className="category-list" aria-labelledby={`list-${category.id}`}>
          <h2 id={`list-${category.id}`}>
            <Icon drawing={category.icon} /> {category.name}
          </h2>
          <CalculatorLinks list={byCategory.get(category.id)!.slice(0, LIST_PER_CATEGORY)} />
          <CategoryLink category={category} />
        </section>
      ))}
      <section className="offline-section" id={OFFLINE_SECTION} aria-labelledby="offline-title">
        <h2 id="offline-title">Senza connessione</h2>
        <p>
          Salva i calcolatori su questo dispositivo: funzioneranno anche in treno, in banca o dove il segnale manca.
        </p>
        <Island name="offline-download" component={OfflineDownload} props={{}} />
      </section>
      <section className="why" aria-labelledby="why-title">
        <h2 id="why-title">Perché scegliere i nostri calcolatori</h2>
        <ul>
          {reasons.map((r) => (
            <li key={r.title}>
              <strong>{r.title}</strong>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { use } from 'react';
import type { CalculatorEntry, CalculatorText } from '../../language/spec.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { CalculatorCard } from '../components/CalculatorCard.tsx';
import { Icon } from '../components/Icon.tsx';
import { OfficialExamples } from '../components/OfficialExamples.tsx';
import { References } from '../components/References.tsx';
import { embedPathOf } from '../embed/paths.ts';
import { calculators, categories } from '../generated/registry.ts';
import { usePageMeta } from '../head/head.tsx';
import { breadcrumbLd, type PageMeta } from '../head/meta.ts';
import CalculatorIsland, { calculatorIslandProps } from '../islands/calculator.tsx';
import Formula from '../islands/formula.tsx';
import { Island } from '../islands/island.tsx';
import PrintInfo from '../islands/print-info.tsx';
import TrackView from '../islands/track-view.tsx';
import { plainText, RichText } from '../renderer/RichText.tsx';
import { calculatorAt } from '../site/chunks.ts';
import { SITE_NAME } from '../site/config.ts';
import { useHotText } from '../site/hot.ts';
import { calculatorText } from '../site/modules.ts';
import { NotFoundHelp } from './NotFound.tsx';

export type PageData =
  | { kind: 'missing'; path: string }
  | { kind: 'planned'; entry: CalculatorEntry }
  | { kind: 'ready'; entry: CalculatorEntry; text: CalculatorText };

/**
 * /calcolatori/:segment/:slug: the calculator found by the full path, once its page texts are
 * loaded (and its module, which its island draws: site/chunks.ts preloadPage).
 */
export function CalculatorRoute({ path }: { path: string }) {
  const entry = calculatorAt(path);
  if (!entry) return <CalculatorPageView page={{ kind: 'missing', path }} />;
  if (entry.status !== 'ready') return <CalculatorPageView page={{ kind: 'planned', entry }} />;
  return <ReadyCalculator key={entry.id} entry={entry} />;
}

function ReadyCalculator({ entry }: { entry: CalculatorEntry }) {
  return <CalculatorPageView page={{ kind: 'ready', entry, text: useHotText(use(calculatorText(entry.id))) }} />;
}

const categoryOf = (entry: CalculatorEntry) => categories.find((c) => c.id === entry.category)!;

/** Up to 2 other calculators of the same category. */
export function relatedTo(entry: CalculatorEntry): CalculatorEntry[] {
  return calculators.filter((c) => c.category === entry.category && c.id !== entry.id).slice(0, 2);
}

function faqLd(text: CalculatorText): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: text.faq.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.a) },
    })),
  };
}

function calculatorMeta(page: PageData): PageMeta {
  if (page.kind === 'missing') {
    return {
      title: `Calcolatore non trovato | ${SITE_NAME}`,
      description: 'Il calcolatore richiesto non esiste.',
      path: page.path,
      type: 'website',
      jsonLd: [],
      noindex: true,
    };
  }
  const { entry } = page;
  const crumbs = breadcrumbLd([
    { name: 'Home', path: '/' },
    { name: categoryOf(entry).name, path: `/#${entry.category}` },
    { name: entry.title, path: entry.url },
  ]);
  if (page.kind === 'planned')
    return {
      title: `${entry.title} | ${SITE_NAME}`,
      description: entry.description,
      path: entry.url,
      type: 'website',
      jsonLd: [crumbs],
    };
  const { text } = page;
  return {
    title: text.seo.title,
    description: text.seo.description,
    keywords: text.seo.keywords,
    path: entry.url,
    type: 'website',
    jsonLd: [crumbs, ...(text.faq.length ? [faqLd(text)] : [])],
  };
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <section className="page-message">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** The page for what the loader found: not found, in development, or the calculator. */
export function CalculatorPageView({ page }: { page: PageData }) {
  usePageMeta(calculatorMeta(page));

  if (page.kind === 'missing')
    return (
      <NotFoundHelp
        title="Calcolatore non trovato"
        text="Il calcolatore richiesto non esiste: forse l'indirizzo ha un errore di battitura. Cercalo qui sotto o scegli una categoria."
      />
    );
  const category = categoryOf(page.entry);
  const breadcrumb = (
    <Breadcrumb
      items={[{ name: 'Home', to: '/' }, { name: category.name, to: `/#${category.id}` }, { name: page.entry.title }]}
    />
  );
  if (page.kind === 'planned') {
    return (
      <>
        {breadcrumb}
        <Message title="Calcolatore in sviluppo" text="Questo calcolatore sarà disponibile presto." />
      </>
    );
  }
  const { text, entry } = page;
  const related = relatedTo(page.entry);
  return (
    <article className="calculator-page">
      {breadcrumb}
      <h1>
        <Icon drawing={entry.icon} /> {entry.title}
      </h1>
      <Island name="print-info" component={PrintInfo} props={{}} />
      <div className="intro">
        <RichText nodes={text.intro} />
      </div>
      <Island
        name="calculator"
        component={CalculatorIsland}
        props={{ ...calculatorIslandProps(entry), embed: embedPathOf(entry.url) }}
      />
      <Island
        name="track-view"
        component={TrackView}
        props={{
          event: 'calculator_view',
          fields: { calculator_id: entry.id, category: entry.category, title: entry.title },
        }}
      />
      <section className="card prose" aria-labelledby="formula-title">
        <h2 id="formula-title">Formula</h2>
        {text.formulaMath ? <Island name="formula" component={Formula} props={{ html: text.formulaMath }} /> : null}
        <RichText nodes={text.formula} />
      </section>
      <section className="prose" aria-labelledby="content-title">
        <h2 id="content-title">Come funziona</h2>
        <RichText nodes={text.content} />
      </section>
      {text.faq.length ? (
        <section className="faq" aria-labelledby="faq-title">
          <h2 id="faq-title">Domande frequenti</h2>
          {text.faq.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <RichText nodes={item.a} />
            </details>
          ))}
        </section>
      ) : null}
      <References references={text.references} reviewed={text.reviewed} />
      <OfficialExamples examples={text.officialExamples} />
      {related.length ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">Calcolatori Correlati</h2>
          <div className="cards">
            {related.map((c) => (
              <CalculatorCard key={c.id} entry={c} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}

import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CalculatorEntry, CalculatorModule } from '../engine/types.ts';
import { calculators } from '../generated/registry.ts';
import { Calculator } from '../renderer/Calculator.tsx';
import { RichText } from '../renderer/RichText.tsx';

export type PageData =
  | { kind: 'missing' }
  | { kind: 'planned'; entry: CalculatorEntry }
  | { kind: 'ready'; entry: CalculatorEntry; calculator: CalculatorModule };

/** Finds the calculator by its full path and loads its chunk. */
export async function calculatorLoader({ params }: LoaderFunctionArgs): Promise<PageData> {
  const entry = calculators.find((c) => c.url === `/calcolatori/${params.segment}/${params.slug}`);
  if (!entry) return { kind: 'missing' };
  if (!entry.load) return { kind: 'planned', entry };
  return { kind: 'ready', entry, calculator: (await entry.load()).default };
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <section className="page-message">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

export function CalculatorPage() {
  return <CalculatorPageView page={useLoaderData<PageData>()} />;
}

/** The page for what the loader found: not found, in development, or the calculator. */
export function CalculatorPageView({ page }: { page: PageData }) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [page]);
  useEffect(() => {
    if (page.kind !== 'missing') document.title = page.kind === 'ready' ? page.calculator.seo.title : page.entry.title;
  }, [page]);

  if (page.kind === 'missing') return <Message title="Calcolatore non trovato" text="Il calcolatore richiesto non esiste." />;
  if (page.kind === 'planned') return <Message title="Calcolatore in sviluppo" text="Questo calcolatore sarà disponibile presto." />;
  const { calculator, entry } = page;
  return (
    <article className="calculator-page">
      <h1>
        <span aria-hidden="true">{entry.emoji}</span> {calculator.title}
      </h1>
      <div className="intro">
        <RichText nodes={calculator.intro} />
      </div>
      <Calculator key={calculator.id} calculator={calculator} />
      <section className="card prose">
        <h2>Formula</h2>
        <RichText nodes={calculator.formula} />
      </section>
      <section className="prose">
        <h2>Come funziona</h2>
        <RichText nodes={calculator.content} />
      </section>
      {calculator.faq.length ? (
        <section className="faq">
          <h2>Domande frequenti</h2>
          {calculator.faq.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <RichText nodes={item.a} />
            </details>
          ))}
        </section>
      ) : null}
    </article>
  );
}

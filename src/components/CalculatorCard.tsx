import type { CalculatorEntry } from '../../language/spec.ts';
import { clickEvent } from '../site/analytics.ts';

/**
 * A calculator's card: emoji, title, description and the link 'Usa questo calcolatore'; `clickFrom`
 * names where the card is for the link's calculator_click event (the home page's).
 */
export function CalculatorCard({
  entry,
  clickFrom,
  heading = 'h3',
}: {
  entry: CalculatorEntry;
  clickFrom?: string;
  heading?: 'h2' | 'h3';
}) {
  const Heading = heading;
  return (
    <article className="card calculator-card">
      <Heading>
        <span aria-hidden="true">{entry.emoji}</span> {entry.title}
      </Heading>
      <p>{entry.description}</p>
      <a
        href={entry.url}
        aria-label={`Usa questo calcolatore: ${entry.title}`}
        {...(clickFrom
          ? clickEvent('calculator_click', {
              calculator_id: entry.id,
              calculator_name: entry.title,
              category: entry.category,
              location: clickFrom,
            })
          : {})}
      >
        Usa questo calcolatore
      </a>
    </article>
  );
}

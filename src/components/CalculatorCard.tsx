import type { CalculatorEntry } from '../../language/spec.ts';
import { clickEvent } from '../site/analytics.ts';
import { Icon } from './Icon.tsx';

/**
 * A calculator's card: icon, title, description and 'Usa questo calcolatore'. The whole card is
 * one link: the title's, stretched over the card (styles.css), named 'Usa questo calcolatore:
 * <title>'; nothing else in the card is interactive. `clickFrom` names where the card is for the
 * link's calculator_click event (the home page's).
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
          <Icon drawing={entry.icon} /> {entry.title}
        </a>
      </Heading>
      <p>{entry.description}</p>
      <span className="card-action" aria-hidden="true">
        Usa questo calcolatore
      </span>
    </article>
  );
}

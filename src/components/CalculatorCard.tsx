import { Link } from 'react-router';
import type { CalculatorEntry } from '../engine/types.ts';

/** A calculator's card: emoji, title, description and the link 'Usa questo calcolatore'. */
export function CalculatorCard({ entry, onOpen, heading = 'h3' }: { entry: CalculatorEntry; onOpen?: () => void; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  return (
    <article className="card calculator-card">
      <Heading>
        <span aria-hidden="true">{entry.emoji}</span> {entry.title}
      </Heading>
      <p>{entry.description}</p>
      <Link to={entry.url} onClick={onOpen} aria-label={`Usa questo calcolatore: ${entry.title}`}>
        Usa questo calcolatore
      </Link>
    </article>
  );
}

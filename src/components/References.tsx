import type { Reference } from '../../language/spec.ts';
import { italianDate } from '../site/dates.ts';

/** "https://www.agenziaentrate.gov.it/portale/..." -> "agenziaentrate.gov.it": whose source it is, at a glance. */
export const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * 'Fonti': the sources a page cites, each a link in the same tab with its site, and the day they
 * were last checked ('Aggiornato al 26 novembre 2026': the oldest day the page's file and rules
 * were checked). A secondary source (a summary, where the act's own page was not found) says so.
 * Static markup (no island); on paper each link's address is printed (styles.css). Nothing when
 * there are no references.
 */
export function References({ references, reviewed }: { references: Reference[]; reviewed?: string | undefined }) {
  if (references.length === 0) return null;
  return (
    <section className="references" aria-labelledby="references-title">
      <h2 id="references-title">Fonti</h2>
      <ul>
        {references.map((reference) => (
          <li key={reference.url}>
            <a href={reference.url}>{reference.title}</a> <small className="host">{hostOf(reference.url)}</small>
            {reference.secondary ? <small className="secondary"> · fonte secondaria</small> : null}
          </li>
        ))}
      </ul>
      {reviewed ? (
        <p className="reviewed">
          Aggiornato al <time dateTime={reviewed}>{italianDate(reviewed)}</time>
        </p>
      ) : null}
    </section>
  );
}

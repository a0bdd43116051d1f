import type { OfficialExample, OfficialFigure } from '../../language/spec.ts';
import { hostOf } from './References.tsx';

/** The heading of the block: "Verificato su 1 esempio ufficiale", "Verificato su 3 esempi ufficiali". */
export const verifiedOn = (count: number): string =>
  `Verificato su ${count} ${count === 1 ? 'esempio ufficiale' : 'esempi ufficiali'}`;

function Figures({ figures }: { figures: OfficialFigure[] }) {
  return (
    <dl className="official-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="official-figure">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Verificato su N esempi ufficiali': the worked examples an authority publishes (an Agenzia delle
 * Entrate or INPS circular, a MEF page) that the calculator's examples reproduce, each with its
 * document as a link (and where in it), the inputs it sets and the published figures it checks.
 * Every one runs with the page's other examples on each change (tests/examples.test.ts and the
 * browser's examples spec). Static markup (no island), after 'Fonti'; nothing when there are none.
 */
export function OfficialExamples({ examples }: { examples: OfficialExample[] }) {
  if (examples.length === 0) return null;
  return (
    <section className="official-examples" id="esempi-ufficiali" aria-labelledby="official-examples-title">
      <h2 id="official-examples-title">{verifiedOn(examples.length)}</h2>
      <p>
        {examples.length === 1
          ? "Il calcolatore riproduce questo esempio di calcolo pubblicato da un'autorità, con i suoi dati e i suoi risultati, e lo ricontrolla a ogni modifica della pagina."
          : 'Il calcolatore riproduce questi esempi di calcolo pubblicati dalle autorità, con i loro dati e i loro risultati, e li ricontrolla a ogni modifica della pagina.'}
      </p>
      <ol>
        {examples.map((example) => (
          <li key={example.name}>
            <h3>{example.name}</h3>
            <p className="official-source">
              Fonte: <a href={example.source.url}>{example.source.title}</a>
              {`, ${example.source.clause} `}
              <small className="host">{hostOf(example.source.url)}</small>
              {example.source.secondary ? <small className="secondary"> · fonte secondaria</small> : null}
            </p>
            <p className="official-figures-title">
              {example.inputs.length
                ? 'Dati (gli altri ai valori iniziali del calcolatore):'
                : 'Dati: i valori iniziali del calcolatore.'}
            </p>
            {example.inputs.length ? <Figures figures={example.inputs} /> : null}
            <p className="official-figures-title">Risultati pubblicati, riprodotti dal calcolatore:</p>
            <Figures figures={example.results} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Under the results: `Copia link` (the system share sheet on touch screens that have one),
 * `Confronta`, which pins the current calculation as a scenario (in reverse mode, with the value
 * found), `Stampa` and, on a calculator's page, `Scarica il resoconto` (the PDF of the calculation,
 * src/report/, loaded on click) and `Incorpora`, whose dialog (src/embed/EmbedDialog.tsx)
 * loads on click; a note says what the link cannot hold, or why Confronta is off. The comparison
 * loads when there is one to show.
 */
import { lazy, memo, Suspense, useId, useState } from 'react';
import type { CalculatorModule, RawValues, SourceData } from '../../language/spec.ts';
import { type LinkLoss, MAX_SCENARIOS } from '../engine/link.ts';
import { usePainted } from '../islands/painted.ts';
import { showToast } from '../overlays/show-toast.ts';
import { printWithCharts } from '../print/print.ts';
import { flushAddress } from './url.ts';

const Compare = lazy(() => import('./Compare.tsx'));
const EmbedDialog = lazy(() => import('../embed/EmbedDialog.tsx'));

/** What the page says of a link that could not hold everything (engine/link.ts, linkQuery). */
export const LOST_TEXT: Record<LinkLoss, string> = {
  scenarios: 'Il link non contiene tutti gli scenari del confronto: con loro sarebbe troppo lungo.',
  all: 'I dati sono troppi per un link: il link apre il calcolatore con i valori iniziali.',
};

async function shareLink(lost: LinkLoss | undefined): Promise<void> {
  flushAddress();
  const url = window.location.href;
  if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
    // The visitor may close the share sheet: nothing to report then.
    await navigator.share({ title: document.title, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(lost ? `Link copiato. ${LOST_TEXT[lost]}` : 'Link copiato');
  } catch {
    showToast('Copia non riuscita: copia l’indirizzo dalla barra del browser');
  }
}

export interface ShareToolsProps {
  calculator: CalculatorModule;
  values: RawValues;
  data: SourceData;
  scenarios: readonly RawValues[];
  setScenarios: (scenarios: readonly RawValues[]) => void;
  /** What the page's link leaves out, if anything. */
  lost?: LinkLoss;
  /** Reverse mode found no value: nothing on screen to compare. */
  nothingFound?: boolean;
  /** The path of the calculator's embed, for 'Incorpora' (on its page only). */
  embed?: string | undefined;
  /** Makes and saves the report of the calculation on screen (on a calculator's page only): false when there is none. */
  report?: (() => Promise<boolean>) | undefined;
}

export const ShareTools = memo(function ShareTools({
  calculator,
  values,
  data,
  scenarios,
  setScenarios,
  lost,
  nothingFound,
  embed,
  report,
}: ShareToolsProps) {
  const [embedding, setEmbedding] = useState(false);
  const [reporting, setReporting] = useState(false);
  const makeReport = async (make: () => Promise<boolean>) => {
    setReporting(true);
    try {
      if (!(await make())) showToast('Nessun risultato da riportare: correggi i dati e riprova.');
    } catch {
      showToast('Resoconto non riuscito: riprova tra poco.');
    } finally {
      setReporting(false);
    }
  };
  const painted = usePainted();
  const full = scenarios.length >= MAX_SCENARIOS - 1;
  const noteId = useId();
  const note = [lost ? LOST_TEXT[lost] : '', nothingFound ? 'Nessun valore trovato: niente da confrontare.' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <div className="share-tools">
        <button
          type="button"
          className="secondary"
          onClick={() => void shareLink(lost)}
          aria-describedby={lost ? noteId : undefined}
        >
          Copia link
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => setScenarios([...scenarios, values])}
          disabled={full || nothingFound}
          aria-describedby={nothingFound ? noteId : undefined}
        >
          Confronta
        </button>
        <button type="button" className="secondary" onClick={() => void printWithCharts()}>
          Stampa
        </button>
        {report ? (
          <button
            type="button"
            className="secondary"
            aria-busy={reporting}
            disabled={reporting}
            onClick={() => void makeReport(report)}
          >
            {reporting ? 'Preparo il resoconto…' : 'Scarica il resoconto'}
          </button>
        ) : null}
        {embed ? (
          <button type="button" className="secondary" aria-haspopup="dialog" onClick={() => setEmbedding(true)}>
            Incorpora
          </button>
        ) : null}
        {note ? (
          <p id={noteId} className="share-note">
            {note}
          </p>
        ) : null}
      </div>
      {embed && embedding ? (
        <Suspense>
          <EmbedDialog path={embed} title={calculator.title} onClose={() => setEmbedding(false)} />
        </Suspense>
      ) : null}
      {painted && scenarios.length ? (
        <Suspense>
          <Compare
            calculator={calculator}
            scenarios={scenarios}
            values={values}
            data={data}
            onClear={() => setScenarios([])}
          />
        </Suspense>
      ) : null}
    </>
  );
});

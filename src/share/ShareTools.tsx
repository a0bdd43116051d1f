/**
 * Under the results: `Copia link` (the system share sheet on touch screens that have one) and
 * `Confronta`, which pins the current calculation as a scenario; on a calculator's page
 * `Incorpora`, whose dialog (src/embed/EmbedDialog.tsx) loads on click. The toasts' region loads
 * after first paint, the comparison when there is one to show.
 */
import { lazy, Suspense, useState } from 'react';
import type { CalculatorModule, RawValues, SourceData } from '../../language/spec.ts';
import { usePainted } from '../islands/painted.ts';
import { showToast } from '../overlays/toast.ts';
import { printWithCharts } from '../print/print.ts';
import { MAX_SCENARIOS } from './codec.ts';
import { flushAddress } from './url.ts';

const ToastHost = lazy(() => import('../overlays/ToastHost.tsx'));
const Compare = lazy(() => import('./Compare.tsx'));
const EmbedDialog = lazy(() => import('../embed/EmbedDialog.tsx'));

async function shareLink(): Promise<void> {
  flushAddress();
  const url = window.location.href;
  if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
    // The visitor may close the share sheet: nothing to report then.
    await navigator.share({ title: document.title, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast('Link copiato');
  } catch {
    showToast('Copia non riuscita: copia l’indirizzo dalla barra del browser');
  }
}

export interface ShareToolsProps {
  calculator: CalculatorModule;
  values: RawValues;
  data: SourceData;
  scenarios: RawValues[];
  setScenarios: (scenarios: RawValues[]) => void;
  /** The path of the calculator's embed, for 'Incorpora' (on its page only). */
  embed?: string | undefined;
}

export function ShareTools({ calculator, values, data, scenarios, setScenarios, embed }: ShareToolsProps) {
  const painted = usePainted();
  const [embedding, setEmbedding] = useState(false);
  const full = scenarios.length >= MAX_SCENARIOS - 1;
  return (
    <>
      <div className="share-tools">
        <button type="button" className="secondary" onClick={() => void shareLink()}>
          Copia link
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => setScenarios([...scenarios, values])}
          disabled={full}
        >
          Confronta
        </button>
        <button type="button" className="secondary" onClick={() => void printWithCharts()}>
          Stampa
        </button>
        {embed ? (
          <button type="button" className="secondary" aria-haspopup="dialog" onClick={() => setEmbedding(true)}>
            Incorpora
          </button>
        ) : null}
      </div>
      {embed && embedding ? (
        <Suspense>
          <EmbedDialog path={embed} title={calculator.title} onClose={() => setEmbedding(false)} />
        </Suspense>
      ) : null}
      {painted ? (
        <Suspense>
          <ToastHost />
          {scenarios.length ? (
            <Compare
              calculator={calculator}
              scenarios={scenarios}
              values={values}
              data={data}
              onClear={() => setScenarios([])}
            />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}

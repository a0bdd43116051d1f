/**
 * A calculator page's calculator: the renderer (src/renderer/Calculator.tsx) with what the page
 * gives it, as slots (the renderer imports none of these): the CSV downloads, the help tooltips,
 * the colour scheme, and under the results the share tools (Copia link, Confronta, Stampa,
 * Incorpora) with the address that follows the calculation; and its analytics events.
 */
import { use } from 'react';
import { loadNumberLocale } from '../../language/formats/intl.ts';
import type { CalculatorEntry } from '../../language/spec.ts';
import { EMBED_PARAMS } from '../embed/paths.ts';
import type { CalculatorSession, SessionSnapshot } from '../engine/session.ts';
import { CsvButton } from '../export/CsvButton.tsx';
import { HelpTip } from '../overlays/HelpTip.tsx';
import { Calculator, type CalculatorEvents, type CalculatorTools } from '../renderer/Calculator.tsx';
import { type RendererSlots, Slots } from '../renderer/slots.tsx';
import { hasYears, YearlySection } from '../report/YearlySection.tsx';
import { ShareTools } from '../share/ShareTools.tsx';
import { useShareLink } from '../share/useShareLink.ts';
import { track, trackEvent } from '../site/analytics.ts';
import { useHotCalculator } from '../site/hot.ts';
import { calculatorChunk, calculatorModule } from '../site/modules.ts';
import { useTheme } from '../site/theme.ts';
import { afterNextPaint, nextTask } from './tasks.ts';

export type CalculatorIslandProps = Pick<CalculatorEntry, 'id' | 'analyticsCategory'> & {
  /** On a calculator page: the path of its embeddable copy, which 'Incorpora' offers. */
  embed?: string;
  /** Drawn as an embed on another site: without the share tools. */
  embedded?: boolean;
  /** The built file of the calculator's module (site/modules.ts `calculatorChunk`), on a prerendered page. */
  chunk?: string | undefined;
};

/** What a page passes the island for calculator `entry`: its id, its analytics category and its module's built file. */
export const calculatorIslandProps = (entry: CalculatorEntry) => ({
  id: entry.id,
  analyticsCategory: entry.analyticsCategory,
  chunk: calculatorChunk(entry.id),
});

/** What the site's pages give the renderer (the studio's preview too). */
export const siteSlots: RendererSlots = { Download: CsvButton, Help: HelpTip, useScheme: useTheme };

/** Under the results: the address that follows the calculation and, but in an embed, the share tools. */
function PageTools({
  session,
  snapshot,
  embed,
  embedded,
}: {
  session: CalculatorSession;
  snapshot: SessionSnapshot;
  embed: string | undefined;
  embedded: boolean;
}) {
  const lost = useShareLink(session, snapshot, embedded ? EMBED_PARAMS : undefined);
  if (embedded) return null;
  // In reverse mode, Confronta pins the form with the value found (none: nothing to pin).
  const pinned = snapshot.reverse ? snapshot.reverse.values : snapshot.values;
  const { calculator } = snapshot.shown;
  return (
    <>
      <ShareTools
        calculator={session.calculator}
        values={pinned ?? snapshot.values}
        data={snapshot.data}
        scenarios={snapshot.scenarios}
        setScenarios={session.setScenarios}
        lost={lost}
        nothingFound={pinned === undefined}
        embed={embed}
        report={
          embed ? () => import('../report/download.ts').then((r) => r.downloadReport(session, snapshot)) : undefined
        }
      />
      {hasYears(calculator) && pinned ? (
        <YearlySection calculator={calculator} values={pinned} data={snapshot.data} />
      ) : null}
    </>
  );
}

/**
 * Before hydration: the calculator's module, then the locale's number data in a task of its own
 * (its first use costs a phone tens of milliseconds, which would otherwise land in the task that
 * draws the results), and a new task for the hydration to start in.
 */
export async function prepare({ id, chunk }: CalculatorIslandProps): Promise<void> {
  await calculatorModule(id, chunk);
  await nextTask();
  loadNumberLocale();
  await nextTask();
}

export default function CalculatorIsland({
  id,
  analyticsCategory,
  embed,
  embedded = false,
  chunk,
}: CalculatorIslandProps) {
  const calculator = useHotCalculator(use(calculatorModule(id, chunk)));
  const events: CalculatorEvents = {
    // Each keystroke's calculation is reported after its frame is painted, not in its task.
    calculated: () =>
      afterNextPaint(() =>
        trackEvent({
          action: calculator.analytics,
          category: 'calculation',
          label: 'calculate',
          calculatorCategory: analyticsCategory,
        }),
      ),
    interaction: (name) => track('interaction', { calculator_id: id, interaction: name }),
    apiCall: (source, ok) => track('api_call', { calculator_id: id, source, status: ok ? 'success' : 'error' }),
  };
  const tools: CalculatorTools = (view) => <PageTools {...view} embed={embed} embedded={embedded} />;
  return (
    <Slots value={siteSlots}>
      <Calculator key={calculator.id} calculator={calculator} events={events} tools={tools} />
    </Slots>
  );
}

/**
 * An embed's calculator (/embed/..., src/pages/EmbedPage.tsx): the calculator without its share
 * tools, the link to its full page (with the calculation made here), and the height reported to
 * the host page (src/embed/protocol.ts).
 */
import { type MouseEvent, useEffect, useRef } from 'react';
import { THEME_PARAM } from '../embed/paths.ts';
import { reportHeight } from '../embed/protocol.ts';
import { SITE_NAME } from '../site/config.ts';
import CalculatorIsland, { type CalculatorIslandProps } from './calculator.tsx';

export { prepare } from './calculator.tsx';

export type EmbedIslandProps = CalculatorIslandProps & {
  /** The calculator's full page. */
  url: string;
};

/** The full page, opened with what was typed here (the share link's query, which the frame's address keeps). */
function openWithCalculation(event: MouseEvent<HTMLAnchorElement>, url: string) {
  const query = new URLSearchParams(location.search);
  query.delete(THEME_PARAM);
  const search = query.toString();
  event.currentTarget.href = `${url}${search ? `?${search}` : ''}`;
}

export default function EmbedIsland({ url, ...calculator }: EmbedIslandProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const main = root.current?.closest('main');
    return main ? reportHeight(main) : undefined;
  }, []);
  return (
    <div ref={root}>
      <CalculatorIsland {...calculator} embedded />
      <p className="embed-credit">
        <a href={url} target="_blank" rel="noopener" onClick={(event) => openWithCalculation(event, url)}>
          Calcolato con {SITE_NAME}
          <span className="sr-only"> (si apre in una nuova scheda)</span>
        </a>
      </p>
    </div>
  );
}

/**
 * /embed/:segment/:slug: a calculator alone, for other sites to frame (the 'Incorpora' button of
 * its page gives the snippet): no header, footer or texts, a link to the full page, not indexed,
 * canonical to the full page. public/_headers lets only these pages be framed.
 */
import { usePageMeta } from '../head/head.tsx';
import { calculatorIslandProps } from '../islands/calculator.tsx';
import EmbedIsland from '../islands/embed.tsx';
import { Island } from '../islands/island.tsx';
import { embeddedAt } from '../site/chunks.ts';
import { SITE_NAME } from '../site/config.ts';

export function EmbedRoute({ path }: { path: string }) {
  const entry = embeddedAt(path);
  const ready = entry?.status === 'ready';
  usePageMeta({
    title: `${ready ? entry.title : 'Calcolatore non disponibile'} | ${SITE_NAME}`,
    description: ready ? entry.description : 'Il calcolatore richiesto non è disponibile.',
    path,
    canonical: ready ? entry.url : undefined,
    type: 'website',
    jsonLd: [],
    noindex: true,
  });
  return (
    <main id="main" className="embed">
      {ready ? (
        <>
          <h1 className="embed-title">{entry.title}</h1>
          <Island name="embed" component={EmbedIsland} props={{ ...calculatorIslandProps(entry), url: entry.url }} />
        </>
      ) : (
        <>
          <h1 className="embed-title">Calcolatore non disponibile</h1>
          <p>
            <a href="/calcolatori" target="_blank" rel="noopener">
              Tutti i calcolatori di {SITE_NAME}
            </a>
          </p>
        </>
      )}
    </main>
  );
}

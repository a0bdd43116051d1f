/** /studio: the browser studio (src/islands/studio.tsx). Not in the sitemap, not indexed, linked from no menu. */

import { usePageMeta } from '../head/head.tsx';
import { Island } from '../islands/island.tsx';
import StudioIsland from '../islands/studio.tsx';
import { SITE_NAME } from '../site/config.ts';

const STUDIO_PATH = '/studio';

export function StudioRoute() {
  usePageMeta({
    title: `Studio dei calcolatori | ${SITE_NAME}`,
    description: 'Scrivi il file YAML di un calcolatore e provalo subito, nel browser.',
    path: STUDIO_PATH,
    type: 'website',
    jsonLd: [],
    noindex: true,
  });
  return (
    <section className="studio">
      <h1>Studio dei calcolatori</h1>
      <Island name="studio" component={StudioIsland} props={{}} />
    </section>
  );
}

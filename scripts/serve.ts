/**
 * `npm start` (after the build) and `npm run serve`: serves dist/ on localhost, as a static host
 * would (see site-server.ts).
 *
 *   PORT=8080 npm start
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './site-server.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4173);

(await createSiteServer(dist)).listen(port, 'localhost', () => {
  console.log(`Calcolatori Online: http://localhost:${port}/`);
});

/**
 * `npm start`: serves the built site from dist/ on localhost, with the precompressed (brotli,
 * gzip) files, long-lived caching for hashed assets, and 404.html (status 404) for unknown paths.
 *
 *   PORT=8080 npm start
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const notFound = await readFile(path.join(dist, '404.html'));

const assets = sirv(dist, {
  brotli: true,
  gzip: true,
  extensions: ['html'],
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

createServer((req, res) => {
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFound);
  });
}).listen(port, 'localhost', () => {
  console.log(`Calcolatori Online: http://localhost:${port}/`);
});

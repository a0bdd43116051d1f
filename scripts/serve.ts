/**
 * `npm start`: serves the built site from dist/ on localhost, with the precompressed (brotli,
 * gzip) files, the response headers of dist/_headers (security headers, long-lived caching for
 * hashed assets), and 404.html (status 404) for unknown paths.
 *
 *   PORT=8080 npm start
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { headersFor, parseHeaders } from './headers.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const notFound = await readFile(path.join(dist, '404.html'));

const headers = parseHeaders(await readFile(path.join(dist, '_headers'), 'utf8'));
if (headers.badLines.length > 0) throw new Error(`dist/_headers:${headers.badLines[0]}: expected "Name: value" under a path`);

const assets = sirv(dist, { brotli: true, gzip: true, extensions: ['html'], etag: true });

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  // HTML is revalidated unless a rule says otherwise; later rules replace earlier values.
  res.setHeader('Cache-Control', 'no-cache');
  for (const [name, value] of headersFor(headers.rules, pathname)) res.setHeader(name, value);
  const missing = () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFound);
  };
  // Like the static hosts, the rules file itself is not published.
  if (pathname === '/_headers') return missing();
  assets(req, res, missing);
}).listen(port, 'localhost', () => {
  console.log(`Calcolatori Online: http://localhost:${port}/`);
});

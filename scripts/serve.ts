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

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const notFound = await readFile(path.join(dist, '404.html'));

interface HeaderRule {
  /** An exact path, or a prefix when the pattern ends in "*". */
  pattern: string;
  headers: [string, string][];
}

/** The `_headers` format of static hosts: a path line, then indented "Name: value" lines; "#" comments. */
function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0) throw new Error(`dist/_headers:${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

const rules = parseHeaders(await readFile(path.join(dist, '_headers'), 'utf8'));
const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

const assets = sirv(dist, { brotli: true, gzip: true, extensions: ['html'], etag: true });

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  // HTML is revalidated unless a rule says otherwise; later rules replace earlier values.
  res.setHeader('Cache-Control', 'no-cache');
  for (const rule of rules) if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
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

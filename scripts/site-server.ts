/**
 * The server of `npm start`: the built site of a dist/ folder with its precompressed (brotli,
 * gzip) copies, the response headers of dist/_headers (security headers, long-lived caching for
 * hashed assets), clean URLs (/calcolatori -> calcolatori.html, as the build writes it:
 * scripts/page-file.ts; or calcolatori/index.html) with a 308 from a page's file name to its
 * address (/calcolatori.html -> /calcolatori), and 404.html (status 404) for unknown paths and for
 * /404 itself.
 *
 * Files are sent by `send` (the file sender of Express): Range (suffix ranges, 416 naming the
 * size, invalid headers ignored), ETag and Last-Modified with 304 and 412, HEAD. This
 * module only decides which file answers a request, which is where a static server goes wrong:
 * every target is decoded and normalised once, and both the header rules and the file lookup read
 * that one path, so no encoding of a path can reach another file or dodge a rule.
 */
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { headersFor, parseHeaders } from '../generator/headers.ts';

/**
 * The decoded, normalised path of a request target ("/%61ssets//x.js" -> "/assets/x.js"), or
 * undefined when the target is malformed: neither origin-form ("/path") nor absolute-form
 * ("http://host/path", which servers must accept), bad percent-encoding, a NUL, a backslash (a
 * separator on Windows) or a ".." segment (browsers resolve those before sending).
 */
function pathnameOf(target: string): string | undefined {
  const raw = target.replace(/^https?:\/\/[^/?#]*/i, '').split('?', 1)[0] || '/';
  if (!raw.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded) || decoded.split('/').includes('..')) return undefined;
  return path.posix.normalize(decoded);
}

/**
 * Files of dist/ that are not published: the rules file (as on the static hosts) and the brotli
 * and gzip copies the build writes beside each text file (sent only in place of their original,
 * after negotiation; dist/ has no .br or .gz file of its own). send ignores dotfiles.
 */
const isInternal = (file: string) => file === '_headers' || /\.(br|gz)$/.test(file);

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Whether Accept-Encoding lists `coding` with a weight above 0 ("*" is not read: identity is always acceptable here). */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((word) => word.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    return name === coding && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/** The size of the regular file at `file`, or undefined when there is none. */
async function fileSize(file: string): Promise<number | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : undefined;
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/**
 * The address of a page asked for by its file's name (`file`, found for `pathname`), as static
 * hosts redirect it: /calcolatori.html -> /calcolatori, /x/index.html -> /x/, /index.html -> /;
 * undefined for any other request. Each segment is encoded, so the address names the same file.
 */
function pageAddress(pathname: string, file: string): string | undefined {
  if (!file.endsWith('.html') || file !== pathname.slice(1)) return undefined;
  const route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `/${route.split('/').map(encodeURIComponent).join('/')}`;
}

/** Our own answers (errors, the 404 page): never cached, and without the headers of a file that was about to be sent. */
function answer(
  res: ServerResponse,
  status: number,
  body: string | Buffer = `${STATUS_CODES[status]}\n`,
  headers: OutgoingHttpHeaders = {},
) {
  res.removeHeader('Content-Encoding');
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** A server (not yet listening) for the built site in `dist`; it reads 404.html and _headers now. */
export async function createSiteServer(dist: string): Promise<Server> {
  const notFoundPage = await readFile(path.join(dist, '404.html'));
  const { rules, badLines } = parseHeaders(await readFile(path.join(dist, '_headers'), 'utf8'));
  if (badLines.length > 0) throw new Error(`dist/_headers:${badLines[0]}: expected "Name: value" under a path`);
  const notFound = (res: ServerResponse) =>
    answer(res, 404, notFoundPage, { 'Content-Type': 'text/html; charset=utf-8' });

  /** The published file (its name relative to dist/) that answers `pathname`, trying clean URLs as static hosts do. */
  async function findFile(pathname: string): Promise<{ name: string; size: number } | undefined> {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const name = candidate.slice(1);
      const size = isInternal(name) ? undefined : await fileSize(path.join(dist, name));
      if (size !== undefined) return { name, size };
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const pathname = pathnameOf(req.url ?? '/');
    if (pathname === undefined) return answer(res, 400);
    // HTML is revalidated unless a rule says otherwise; later rules replace earlier values.
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, undefined, { Allow: 'GET, HEAD' });

    const file = await findFile(pathname);
    // The error page asked for by its name (/404, /404.html) is no page of the site: 404 too.
    if (file === undefined || file.name === '404.html') return notFound(res);
    // A page served at its file's name too would be a second copy, whose script finds no route
    // there ('Calcolatore non trovato'): send the visitor to its address, query kept.
    const address = pageAddress(pathname, file.name);
    if (address !== undefined)
      return answer(res, 308, undefined, { Location: address + (/\?.*$/s.exec(req.url ?? '')?.[0] ?? '') });
    let sent = file;
    for (const [coding, suffix] of ENCODINGS) {
      const size = accepts(req.headers['accept-encoding'], coding)
        ? await fileSize(path.join(dist, file.name + suffix))
        : undefined;
      if (size !== undefined) {
        res.setHeader('Content-Encoding', coding);
        sent = { name: file.name + suffix, size };
        break;
      }
    }
    res.setHeader('Vary', 'Accept-Encoding');
    // The type of the original, also for its compressed copy (send would name a .br file's type).
    res.setHeader('Content-Type', contentType(path.extname(file.name)) || 'application/octet-stream');
    // range-parser 1.3.0 (in send) refuses with 416 a suffix range longer than the file, which
    // means the whole file (RFC 9110 §14.1.2; fixed upstream in jshttp/range-parser#66, not yet
    // released): shorten such suffixes to the file's size.
    const range = req.headers.range;
    if (range)
      req.headers.range = range.replace(
        /([=,]\s*)-(\d+)/g,
        (_, before: string, length: string) => `${before}-${Math.min(Number(length), sent.size)}`,
      );
    // send takes a URL path and decodes it: encode the file name back.
    send(req, encodeURI(`/${sent.name}`), { root: dist, cacheControl: false, dotfiles: 'ignore' })
      .on('error', (error: { status?: number }) => {
        if (res.headersSent)
          res.destroy(); // the file failed while being sent
        else if (error.status === 404)
          notFound(res); // removed since it was found
        else answer(res, error.status ?? 500); // 412, 416 (with its Content-Range), read errors
      })
      .pipe(res);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Nothing of the request (headers, body) is logged: only what went wrong.
      console.error('Request failed:', error);
      if (res.headersSent) res.destroy();
      else answer(res, 500);
    });
  });
}

/**
 * The `npm start` server (scripts/site-server.ts) on a tiny dist/ of its own, driven with raw
 * requests over TCP (an HTTP client would normalise the hostile ones away): every malformed or
 * hostile request gets its exact status and the server still answers afterwards; ranges,
 * negotiation, conditional requests, clean URLs (a page's file name redirected to its address), the
 * 404 page and the header rules of public/_headers matched on the decoded path.
 */
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createSiteServer } from '../scripts/site-server.ts';
import { MAX_QUERY } from '../src/engine/link.ts';

const rulesFile = fileURLToPath(new URL('../public/_headers', import.meta.url));
/** 1,000 bytes, "abc...z" over and over: a wrong range shows in its bytes. */
const APP = Buffer.from(Array.from({ length: 1000 }, (_, i) => 97 + (i % 26)));
const ASSET_CACHE = 'public, max-age=31536000, immutable';

let dist: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'calcolatori'));
  await writeFile(path.join(dist, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(dist, 'index.html.gz'), gzipSync('<h1>home</h1>'));
  await writeFile(path.join(dist, '404.html'), '<h1>404 Page Not Found</h1>');
  await writeFile(path.join(dist, 'chi-siamo.html'), '<h1>chi siamo</h1>');
  await writeFile(path.join(dist, 'caffè e tè.html'), '<h1>caffè</h1>');
  await writeFile(path.join(dist, 'calcolatori', 'index.html'), '<h1>list</h1>');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  await writeFile(path.join(dist, 'assets', 'app.js'), APP);
  await writeFile(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(APP));
  await writeFile(path.join(dist, 'assets', 'app.js.gz'), gzipSync(APP));
  await copyFile(rulesFile, path.join(dist, '_headers'));
  // A symbolic link to itself: looking it up fails with ELOOP, an error the server does not expect.
  await symlink('loop', path.join(dist, 'loop'));
  server = await createSiteServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

interface Answer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `request` as it is and reads the answer until the server closes the connection. */
function exchange(request: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(2000, () => socket.destroy(new Error(`no answer to ${String(request).slice(0, 80)}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return resolve({ status: 0, headers: {}, body: data });
      const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine!)?.[1]), headers, body: data.subarray(end + 4) });
    });
    socket.write(request);
  });
}

/** A request with `target` exactly as given, and one connection per request. */
const request = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  exchange(
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

async function expectAlive() {
  const home = await request('/');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toBe('<h1>home</h1>');
}

describe('hostile requests', () => {
  // [request target, status]; every one is sent with GET.
  const targets: [string, number][] = [
    // Targets on which `new URL` threw and the old server died.
    ['//[', 404],
    ['//a:b', 404],
    ['//%zz/', 400],
    ['//x:-1/', 404],
    ['//a:65536/', 404],
    ['/\\[', 400],
    // Bad percent-encoding, NUL, backslashes.
    ['/%', 400],
    ['/%zz', 400],
    ['/%e0%a4%a', 400],
    ['/%c0%af', 400],
    ['/%ff', 400],
    ['/%00', 400],
    ['/index.html%00.js', 400],
    ['/assets%5capp.js', 400],
    // Climbing out of dist/, plain and encoded.
    ['/../../etc/passwd', 400],
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', 400],
    ['/assets/..%2f..%2f..%2fetc/passwd', 400],
    ['/assets/../index.html', 400],
    ['/..%5c..%5cetc%5cpasswd', 400],
    // The rules file, in every spelling, and dotfiles.
    ['/_headers', 404],
    ['/_headers/', 404],
    ['/%5fheaders', 404],
    ['/%5Fheaders', 404],
    ['/_header%73', 404],
    ['//_headers', 404],
    ['/./_headers', 404],
    ['/_headers?x=1', 404],
    ['/.env', 404],
    ['/%2eenv', 404],
    // The error page by its name is no page of the site.
    ['/404', 404],
    ['/404.html', 404],
    ['/404/', 404],
    // The precompressed copies are not files of their own.
    ['/assets/app.js.br', 404],
    ['/assets/app.js.gz', 404],
    ['/index.html.gz', 404],
    ['/assets/app%2ejs%2ebr', 404],
    // Not origin-form, absolute-form, queries.
    ['*', 400],
    ['nonsense', 400],
    ['http://127.0.0.1/', 200],
    ['HTTP://example.com', 200],
    ['http://example.com/%5fheaders', 404],
    ['http://example.com/%zz', 400],
    ['/?q=%zz', 200],
    ['/#fragment', 404],
    // Long paths: longer than a file name may be, and longer than Node reads.
    [`/${'a'.repeat(5000)}`, 404],
    [`/${'a/'.repeat(2000)}`, 404],
    [`/${'%41'.repeat(3000)}`, 404],
    [`/${'a'.repeat(20_000)}`, 431],
  ];

  test.each(targets)('GET %s -> %i', async (target, status) => {
    expect((await request(target)).status).toBe(status);
  });

  test('a share link at its longest (codec.ts, MAX_QUERY) is served, with 3 KB of browser headers besides', async () => {
    const browser = { 'User-Agent': 'u'.repeat(500), Accept: 'a'.repeat(500), Cookie: 'c'.repeat(2000) };
    expect((await request(`/?q=${'a'.repeat(MAX_QUERY)}`, browser)).status).toBe(200);
    // The server's own limit, for the record: a third more is refused.
    expect((await request(`/?q=${'a'.repeat(MAX_QUERY + 4000)}`, browser)).status).toBe(431);
  });

  test('every method but GET and HEAD: 405 with Allow, the body left unread', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const answer = await request('/', { 'Content-Type': 'text/plain', 'Content-Length': '5' }, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
    }
    const post = await exchange(
      'POST /assets/app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello',
    );
    expect(post.status).toBe(405);
    // The security headers go with it; the asset cache does not.
    expect(post.headers['x-content-type-options']).toBe('nosniff');
    expect(post.headers['cache-control']).toBe('no-cache');
  });

  test('broken request lines and headers are refused by Node without harm', async () => {
    expect((await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX: \0\r\n\r\n')).status).toBe(400);
    expect((await exchange('GARBAGE\r\n\r\n')).status).toBe(400);
    expect((await exchange('GET / HTTP/9.9\r\n\r\n')).status).toBe(400);
    expect((await exchange(Buffer.from([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x0d, 0x0a]))).status).toBe(400);
  });

  test('an unexpected error answers 500, logs no request header, and the server goes on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await exchange('POST /loop HTTP/1.1\r\nHost: x\r\nConnection: close\r\nCookie: segreto\r\n\r\n');
      expect(answer.status).toBe(405);
      expect((await request('/loop', { Cookie: 'segreto' })).status).toBe(500);
      expect(log).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(log.mock.calls.flat().map(String))).not.toContain('segreto');
    } finally {
      log.mockRestore();
    }
    await expectAlive();
  });

  test('the server still answers after the whole corpus, sent at once', async () => {
    const answers = await Promise.all(targets.map(([target]) => request(target)));
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(([, status]) => status));
    await expectAlive();
  });
});

describe('ranges', () => {
  const range = (value: string, headers: Record<string, string> = {}) =>
    request('/assets/app.js', { Range: value, ...headers });

  test.each([
    ['bytes=-100', 900, 999],
    ['bytes=0-0', 0, 0],
    ['bytes=100-199', 100, 199],
    ['bytes=900-', 900, 999],
    ['bytes=-2000', 0, 999],
    ['bytes=0-99999999999999999999', 0, 999],
    ['bytes=990-9007199254740993', 990, 999],
    ['bytes=0-5,3-10', 0, 10],
    [' bytes=10-19', 10, 19],
  ])('%s: 206 with bytes %i-%i', async (value, start, end) => {
    const answer = await range(value);
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(answer.headers['content-length']).toBe(String(end - start + 1));
    expect(answer.body.equals(APP.subarray(start, end + 1))).toBe(true);
  });

  test.each([
    'bytes=100-50',
    'bytes=1000-',
    'bytes=1000-2000',
    'bytes=9007199254740993-',
    'bytes=-0',
    'bytes=5-4,2000-',
  ])('%s: 416 naming the size', async (value) => {
    const answer = await range(value);
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe('bytes */1000');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  test.each(['bytes=abc', 'bytes=1-x', 'bytes=', 'bytes=--1', 'bytes=1', 'items=0-1', 'bytes=0-1,10-11'])(
    '%s: ignored, 200 with the whole file',
    async (value) => {
      const answer = await range(value);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-range']).toBeUndefined();
      expect(answer.body.equals(APP)).toBe(true);
    },
  );

  test('ranges of a compressed answer count bytes of the compressed file; HEAD and a stale If-Range', async () => {
    const br = brotliCompressSync(APP);
    const compressed = await range('bytes=-10', { 'Accept-Encoding': 'br' });
    expect(compressed.status).toBe(206);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-range']).toBe(`bytes ${br.length - 10}-${br.length - 1}/${br.length}`);
    expect(compressed.body.equals(br.subarray(-10))).toBe(true);

    const head = await request('/assets/app.js', { Range: 'bytes=-100' }, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers['content-length']).toBe('100');
    expect(head.body.length).toBe(0);

    const beyond = await range('bytes=5000-', { 'Accept-Encoding': 'br' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${br.length}`);
    expect(beyond.headers['content-encoding']).toBeUndefined();

    const stale = await range('bytes=-100', { 'If-Range': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(APP)).toBe(true);
  });
});

describe('what the site needs', () => {
  test('brotli and gzip by negotiation, with Vary; the original otherwise', async () => {
    const br = await request('/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.equals(brotliCompressSync(APP))).toBe(true);

    const gzip = await request('/assets/app.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(APP))).toBe(true);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', 'brotli']) {
      const plain = await request('/assets/app.js', header === undefined ? {} : { 'Accept-Encoding': header });
      expect(plain.headers['content-encoding'], header).toBeUndefined();
      expect(plain.headers.vary, header).toBe('Accept-Encoding');
      expect(plain.body.equals(APP), header).toBe(true);
    }
    // A page with only a gzip copy.
    const home = await request('/', { 'Accept-Encoding': 'br, gzip' });
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('ETag and 304, per representation', async () => {
    const plain = await request('/assets/app.js');
    const br = await request('/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(plain.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await request('/assets/app.js', { 'If-None-Match': plain.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await request('/assets/app.js', { 'If-None-Match': br.headers.etag! })).status).toBe(200);
    expect((await request('/assets/app.js', { 'If-Match': '"other"' })).status).toBe(412);
  });

  test('clean URLs, folders, HEAD and the 404 page', async () => {
    expect((await request('/calcolatori')).body.toString()).toBe('<h1>list</h1>');
    expect((await request('/calcolatori/')).body.toString()).toBe('<h1>list</h1>');
    expect((await request('/chi-siamo')).body.toString()).toBe('<h1>chi siamo</h1>');
    expect((await request('/chi-siamo/')).status).toBe(404);

    const head = await request('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('13');
    expect(head.body.length).toBe(0);

    const headMissing = await request('/pagina', {}, 'HEAD');
    expect(headMissing.status).toBe(404);
    expect(headMissing.body.length).toBe(0);

    const missing = await request('/pagina/che/non/esiste', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body.toString()).toBe('<h1>404 Page Not Found</h1>');
  });

  test("a page asked for by its file's name: 308 to its address, the query kept", async () => {
    const redirects: [string, string][] = [
      ['/chi-siamo.html', '/chi-siamo'],
      ['/chi-siamo.html?q=a%20b&x=1', '/chi-siamo?q=a%20b&x=1'],
      ['/%63hi-siamo.html', '/chi-siamo'],
      ['http://example.com/chi-siamo.html?x', '/chi-siamo?x'],
      ['/calcolatori/index.html', '/calcolatori/'],
      ['/index.html?a=1', '/?a=1'],
      ['/caff%C3%A8%20e%20t%C3%A8.html', '/caff%C3%A8%20e%20t%C3%A8'],
    ];
    for (const [target, location] of redirects) {
      const answer = await request(target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location, target).toBe(location);
      // The address serves the page itself.
      const page = await request(location);
      expect(page.status, location).toBe(200);
      expect(page.body.toString(), location).toMatch(/^<h1>/);
    }
    const head = await request('/chi-siamo.html', {}, 'HEAD');
    expect(head.status).toBe(308);
    expect(head.headers.location).toBe('/chi-siamo');
    // The redirect carries the security headers, and is no file: never cached for long.
    expect(head.headers['x-frame-options']).toBe('DENY');
    expect(head.headers['cache-control']).toBe('no-cache');
    // Not a page: the error page, a file that is not there, an asset, a folder's address.
    expect((await request('/404.html')).status).toBe(404);
    expect((await request('/manca.html')).status).toBe(404);
    expect((await request('/assets/app.js')).status).toBe(200);
    expect((await request('/calcolatori/')).status).toBe(200);
  });

  test('header rules match the decoded, normalised path', async () => {
    for (const target of [
      '/assets/app.js',
      '/%61ssets/app.js',
      '//assets//app.js',
      '/./assets/app%2Ejs',
      'http://x/%61ssets/app.js',
    ]) {
      const answer = await request(target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers['cache-control'], target).toBe(ASSET_CACHE);
      expect(answer.headers['content-security-policy'], target).toContain("default-src 'self'");
    }
    const page = await request('/calcolatori');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // A missing asset is not cached for a year.
    const missing = await request('/%61ssets/manca.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

/**
 * The response headers of each route (public/_headers, which the build copies to dist/ adding the
 * stylesheet's hash to every policy): every route gets the least it needs. Only the studio may run
 * blob: scripts; only the embeds may be framed, by any site; everything else is the general policy.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../generator/headers.ts';
import { embedPathOf } from '../src/embed/paths.ts';
import { calculators } from '../src/generated/registry.ts';
import { siteRoutes } from '../src/site/routes.ts';

const { rules, badLines } = parseHeaders(await readFile(new URL('../public/_headers', import.meta.url), 'utf8'));

/** The headers sent for `path`, by lower-case name. */
const headers = (path: string) => new Map(headersFor(rules, path).map(([name, value]) => [name.toLowerCase(), value]));

/** Each directive of the one policy sent for `path`: name -> its sources. */
function policy(path: string): Map<string, string[]> {
  const value = headers(path).get('content-security-policy');
  expect(value, path).toBeDefined();
  // Two rules setting the header would join their policies with a comma: one policy only.
  expect(value, path).not.toContain(',');
  return new Map(
    value!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** A policy without the directives a route may change, to compare with the general one. */
const rest = (directives: Map<string, string[]>, ...changed: string[]) =>
  Object.fromEntries([...directives].filter(([name]) => !changed.includes(name)));

const ready = calculators.filter((c) => c.status === 'ready');
const pages = siteRoutes();
const embeds = ready.map((c) => embedPathOf(c.url));
const others = ['/404', '/pagina/che/non/esiste', '/assets/index-abc123.js', '/favicon.svg', '/sw.js'];

describe('public/_headers', () => {
  it('is well formed, and the routes come from the registry', () => {
    expect(badLines).toEqual([]);
    expect(ready.length).toBeGreaterThan(0);
    expect(embeds.every((path) => /^\/embed\/[^/]+\/[^/]+$/.test(path))).toBe(true);
  });

  it('pages, the 404 page and files: no blob: scripts, never framed', () => {
    const general = policy('/');
    expect(general.get('script-src')).not.toContain('blob:');
    expect(general.get('frame-ancestors')).toEqual(["'none'"]);
    expect(general.get('default-src')).toEqual(["'self'"]);
    expect(general.get('object-src')).toEqual(["'none'"]);
    for (const path of [...pages, ...others]) {
      expect(Object.fromEntries(policy(path)), path).toEqual(Object.fromEntries(general));
      expect(headers(path).get('x-frame-options'), path).toBe('DENY');
      expect(headers(path).get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('the studio alone adds blob: to script-src, and is never framed', () => {
    const general = policy('/');
    const studio = policy('/studio');
    expect(studio.get('script-src')).toEqual([
      ...general.get('script-src')!.slice(0, 1),
      'blob:',
      ...general.get('script-src')!.slice(1),
    ]);
    expect(rest(studio, 'script-src')).toEqual(rest(general, 'script-src'));
    expect(headers('/studio').get('x-frame-options')).toBe('DENY');
  });

  it('every embed may be framed by any site, and changes nothing else', () => {
    const general = policy('/');
    for (const path of embeds) {
      const embed = policy(path);
      expect(embed.get('frame-ancestors'), path).toEqual(['*']);
      expect(rest(embed, 'frame-ancestors'), path).toEqual(rest(general, 'frame-ancestors'));
      expect(headers(path).has('x-frame-options'), path).toBe(false);
      expect(headers(path).get('x-content-type-options'), path).toBe('nosniff');
    }
    // Only under /embed/: a page of the same name elsewhere is not framed.
    expect(policy('/embedded').get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('hashed assets are cached for a year; pages and the service worker are not', () => {
    expect(headers('/assets/index-abc123.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers('/sw.js').get('cache-control')).toBe('no-cache');
    for (const path of [...pages, ...embeds, '/studio', '/404'])
      expect(headers(path).has('cache-control'), path).toBe(false);
  });
});

describe('the rules, as Cloudflare Pages reads them', () => {
  const { rules } = parseHeaders(
    ['/*', '  A: 1', '  B: 1', '/x/*', '  ! A', '  A: 2', '  B: 2', '/x/y', '  ! b'].join('\n'),
  );
  it('applies every matching rule in order: a detach removes, a header set twice is joined', () => {
    expect(headersFor(rules, '/')).toEqual([
      ['A', '1'],
      ['B', '1'],
    ]);
    expect(headersFor(rules, '/x/z')).toEqual([
      ['B', '1, 2'],
      ['A', '2'],
    ]);
    expect(headersFor(rules, '/x/y')).toEqual([['A', '2']]);
  });
});

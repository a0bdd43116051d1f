/**
 * A calculator's data sources are fetched by the browser, so the Content Security Policy of
 * public/_headers must allow their hosts; otherwise the browser blocks the call and visitors
 * always get the fallback. The policy stays the one list of allowed hosts: a source on another
 * host is an error here, not a header written at build time.
 */

import type { CalculatorFile } from '../../language/definition.ts';
import type { Diagnostic } from '../../language/diagnostics.ts';
import { type HeaderRule, headersFor } from '../headers.ts';
import { HEADERS_FILE } from '../load.ts';
import type { SourceFile } from '../source.ts';

/**
 * The source list that governs fetch() on `page`: connect-src, else default-src (of a repeated
 * directive the first counts, as in browsers); undefined when nothing restricts it.
 */
function connectSources(rules: HeaderRule[], page: string): string[] | undefined {
  const policy = headersFor(rules, page).findLast(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  const directives = (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name = '', ...values]) => [name.toLowerCase(), values] as const);
  const directive = (name: string) => directives.find(([n]) => n === name)?.[1];
  return directive('connect-src') ?? directive('default-src');
}

/**
 * Whether a CSP source expression allows `url` (an https URL, as the schema requires): "*", a
 * scheme ("https:"), or a host with an optional scheme, "*." subdomain wildcard, port and path.
 * Keywords such as 'self' stand for the site itself, never for another host.
 */
export function sourceAllows(expression: string, url: URL): boolean {
  // "http:" also allows https (CSP 3 lets a scheme or host source upgrade to its secure scheme).
  if (expression === '*' || /^https?:$/i.test(expression)) return true;
  const host = /^(?:(https?):\/\/)?(\*\.)?([^/:*']+)(?::(\d+|\*))?(\/.*)?$/i.exec(expression);
  if (!host) return false;
  const [, , wildcard, name = '', port, pathPart] = host;
  const hostname = name.toLowerCase();
  const hostMatches = wildcard ? url.hostname.endsWith(`.${hostname}`) : url.hostname === hostname;
  const portMatches = port === '*' || (port ?? '443') === (url.port || '443');
  const pathMatches =
    !pathPart || (pathPart.endsWith('/') ? url.pathname.startsWith(pathPart) : url.pathname === pathPart);
  return hostMatches && portMatches && pathMatches;
}

export function checkSources(
  source: SourceFile,
  data: CalculatorFile,
  page: string,
  rules: HeaderRule[],
  diagnostics: Diagnostic[],
): void {
  const allowed = connectSources(rules, page);
  (data.sources ?? []).forEach((src, i) => {
    const at = source.node(['sources', i, 'url']);
    let url: URL;
    try {
      url = new URL(src.url);
    } catch {
      diagnostics.push(
        source.at(
          at,
          'invalid-value',
          `"${src.url}" is not a valid address.`,
          'Write the full address, such as https://api.frankfurter.dev/v1/latest.',
        ),
      );
      return;
    }
    if (allowed && !allowed.some((expression) => sourceAllows(expression, url))) {
      diagnostics.push(
        source.at(
          at,
          'blocked-source',
          `The Content Security Policy does not allow connections to ${url.origin}: browsers would block this source.`,
          `Add ${url.origin} to connect-src in ${HEADERS_FILE} (it allows: ${allowed.join(' ') || 'nothing'}).`,
        ),
      );
    }
  });
}

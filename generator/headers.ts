/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): a path ("/*", or a prefix
 * ending in "*"), then indented "Name: value" lines; "#" comments. public/_headers is read by
 * `npm start` (scripts/site-server.ts), which sends the same headers, and by the generator, which
 * checks every calculator's data source against the Content Security Policy.
 */

export interface HeaderRule {
  /** An exact path, or a prefix when the pattern ends in "*". */
  pattern: string;
  headers: [string, string][];
}

export interface ParsedHeaders {
  rules: HeaderRule[];
  /** Lines (from 1) that are neither a path, a "Name: value" under a path, nor a comment. */
  badLines: number[];
}

export function parseHeaders(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0) badLines.push(index + 1);
    else rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return { rules, badLines };
}

/** The headers of every rule matching `pathname`, in order: a later value replaces an earlier one of the same name. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  return rules.filter((rule) => matches(rule.pattern)).flatMap((rule) => rule.headers);
}

/**
 * The `_headers` file of static hosts (Cloudflare Pages' conventions): a path ("/*", or a prefix
 * ending in "*"), then indented "Name: value" lines, or "! Name" to detach a header a more general
 * rule set; "#" comments. public/_headers is read by `npm start` (scripts/site-server.ts), which
 * sends the same headers as the host, and by the generator, which checks every calculator's data
 * source against the Content Security Policy.
 */

export interface HeaderRule {
  /** An exact path, or a prefix when the pattern ends in "*". */
  pattern: string;
  headers: [string, string][];
  /** Headers (lower case) of earlier matching rules that this rule removes ("! Name"). */
  detach: string[];
}

export interface ParsedHeaders {
  rules: HeaderRule[];
  /** Lines (from 1) that are neither a path, a "Name: value" or "! Name" under a path, nor a comment. */
  badLines: number[];
}

export function parseHeaders(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], detach: [] });
      return;
    }
    const rule = rules[rules.length - 1];
    const detached = /^\s+!\s*([\w-]+)\s*$/.exec(line);
    const colon = line.indexOf(':');
    if (rule && detached) rule.detach.push(detached[1]!.toLowerCase());
    else if (!rule || colon < 0) badLines.push(index + 1);
    else rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return { rules, badLines };
}

/**
 * The headers sent for `pathname`, as Cloudflare Pages computes them: the matching rules in file
 * order, each first removing the headers it detaches, then setting its own; a header set again by
 * a later rule is joined to the earlier value with ", " (for a Content Security Policy, two
 * policies, both enforced: detach the general one first).
 */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  const sent = new Map<string, [string, string]>();
  for (const rule of rules.filter((r) => matches(r.pattern))) {
    for (const name of rule.detach) sent.delete(name);
    for (const [name, value] of rule.headers) {
      const earlier = sent.get(name.toLowerCase());
      sent.set(name.toLowerCase(), [name, earlier ? `${earlier[1]}, ${value}` : value]);
    }
  }
  return [...sent.values()];
}

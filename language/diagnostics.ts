/**
 * Diagnostics: every problem the generator finds, with where it is and how to fix it.
 * Stages collect them instead of throwing, so one run reports everything.
 */

/** The closed set of error codes. */
export type DiagnosticCode =
  | 'bad-encoding'
  | 'file-too-large'
  | 'yaml-syntax'
  | 'yaml-too-deep'
  | 'unknown-tag'
  | 'unknown-alias'
  | 'too-many-aliases'
  | 'unknown-key'
  | 'wrong-type'
  | 'missing-key'
  | 'invalid-value'
  | 'ambiguous-number'
  | 'invalid-shape'
  | 'primary-in-section'
  | 'duplicate-id'
  | 'duplicate-route'
  | 'duplicate-title'
  | 'duplicate-search-name'
  | 'duplicate-name'
  | 'unknown-category'
  | 'unknown-icon'
  | 'unknown-segment'
  | 'segment-category-mismatch'
  | 'unknown-calculator'
  | 'unknown-reference'
  | 'blocked-source'
  | 'bad-reference'
  | 'formula-syntax'
  | 'formula-too-complex'
  | 'unsupported-syntax'
  | 'unknown-symbol'
  | 'unknown-function'
  | 'wrong-arguments'
  | 'type-mismatch'
  | 'circular-definition'
  | 'unguarded-date'
  | 'unused-series'
  | 'stale-rule'
  | 'unknown-rule'
  | 'unknown-dataset'
  | 'rule-without-value'
  | 'unused-function'
  | 'missing-symbol'
  | 'template-syntax'
  | 'template-too-complex'
  | 'unknown-helper'
  | 'bad-example';

/** A step of the way to a value in a YAML file: a key, or an index in a list. */
export type PathSegment = string | number;

/**
 * What each code reports, in one line (docs/language.md's table of codes is generated from this).
 * `warning`: the generator reports it as a warning, which does not stop the build.
 */
export const diagnosticCodes: Record<DiagnosticCode, { description: string; warning?: true }> = {
  'bad-encoding': { description: 'A control character other than tab and line breaks in the file.' },
  'file-too-large': { description: 'A file over 256 KB.' },
  'yaml-syntax': {
    description:
      'Not valid YAML (the first error of the file), indentation with no-break spaces, or more than one YAML document (`---`).',
  },
  'yaml-too-deep': { description: 'YAML nested more than 32 levels.' },
  'unknown-tag': { description: 'A YAML tag such as `!include`: a file is self-contained.' },
  'unknown-alias': { description: 'An alias (`*name`) with no anchor before it.' },
  'too-many-aliases': {
    description: 'Aliases that copy too much (more than 100 alias copies, against "billion laughs" files).',
  },
  'unknown-key': {
    description:
      'A key the schema does not allow here (e.g. a key of another input kind), with the allowed keys or the nearest as the hint.',
  },
  'wrong-type': { description: 'A value of the wrong type (a text where a number is expected...).' },
  'missing-key': { description: 'A required key is missing (or an article has no front matter).' },
  'invalid-value': {
    description:
      'A value the schema refuses: not one of the allowed values, out of range, a bad pattern; a function signature that is not `name(a, b)`.',
  },
  'ambiguous-number': {
    description: 'A YAML number that looks like a thousands separator (`30.000`, `1.500`): YAML reads 30 and 1.5.',
  },
  'invalid-shape': {
    description: 'A structure the schema refuses as a whole (e.g. a pie chart over a series instead of items).',
  },
  'primary-in-section': {
    description:
      "A `primary` result inside a section (a result's `section:` starts one): the page's headline must come before any section.",
  },
  'duplicate-id': {
    description: 'Two calculators, categories, tables, charts, notes, actions or reverse declarations with one id.',
  },
  'duplicate-route': { description: 'Two files serve the same page.' },
  'duplicate-title': {
    description:
      "Two calculators with one page title (`seo.title`): search engines and the browser's tabs could not tell them apart.",
  },
  'duplicate-search-name': {
    description:
      "Two calculators with one name in the search (a title, a `search.names` or a `search.questions` entry, the same words once 'calcolo', 'calcolatore' and the like are left out): a query typed whole as a name shows its calculator first, so a name belongs to one.",
  },
  'duplicate-name': {
    description:
      'A name defined twice (inputs, lookups, sources, values and results share one set of names; series too); a function of the file named as a function of the language, a constant or another name of the file; a parameter repeated or named as a function.',
  },
  'unknown-category': { description: 'A `category` that calculators/categories.yaml does not declare.' },
  'unknown-icon': {
    description: "An `icon` that is not the name of one of Lucide's icons (https://lucide.dev/icons).",
  },
  'unknown-segment': {
    description: 'A file outside calculators/<url-segment>/, or a url segment no category declares.',
  },
  'segment-category-mismatch': {
    description: "The file's url segment belongs to another category than its `category`.",
  },
  'unknown-calculator': {
    description: "A link or a note's `calculator:` that reaches no calculator page (the hint: the nearest).",
  },
  'unknown-reference': {
    description:
      "A reference to nothing: an article's slug, a series, a lookup's table or column, a series column in `prev`, a row field, a result or input of `reverse`, an input of a swap, a `symbols:` entry that is not a value.",
  },
  'blocked-source': {
    description:
      "A source's url that `connect-src` in public/_headers does not allow (the browser would block the call).",
  },
  'bad-reference': {
    description:
      "A reference (`references:`, a rule's `reference`, an official example's `source`) with an empty title, an address that is not a whole https address, an address cited twice, or a rule's or an official example's address that is not on a primary site and does not say `secondary: true`.",
  },
  'formula-syntax': { description: 'A formula that does not parse.' },
  'formula-too-complex': {
    description: 'A formula with more than 256 names, numbers and operators, or brackets nested more than 32 deep.',
  },
  'unsupported-syntax': {
    description:
      'Formula syntax the language does not have: `%`, an operator other than `+ - * / ^ mod`, comparisons, `and or not`, an assignment, a list outside `brackets`, `prev` outside a series column.',
  },
  'unknown-symbol': {
    description:
      'A name in a formula or a template that is not defined there (the hint: the nearest name it can read, a value or result checked later included; else the nearest the file defines, with why it cannot be read there); in a function, a name that is not its parameter.',
  },
  'unknown-function': {
    description: 'A function the language or the file does not have (the hint: the nearest, rules included).',
  },
  'wrong-arguments': {
    description: 'A function called with the wrong number or kind of arguments (the hint: an example).',
  },
  'type-mismatch': {
    description:
      'Types that do not fit: arithmetic on a text, a condition that is not a comparison, `==` between unlike values.',
  },
  'circular-definition': {
    description:
      'Values or results that depend on themselves, functions that call themselves (directly or through others), or an alias inside the value it copies.',
  },
  'unguarded-date': {
    description:
      'A formula that reads a `date` input with no guard `present(<id>)`: a visitor can clear any date field, and an empty one reads day 0 (1 January 1970).',
  },
  'unused-series': { description: 'A series no table or chart draws.', warning: true },
  'unknown-dataset': {
    description:
      "A name under `datasets:` that is no dataset of the language, or a search input whose `dataset` is no name under `datasets:` (the hint: the nearest); or a search input's `default` that is no key of its dataset.",
  },
  'stale-rule': {
    description: 'A rule of the rule book (`rules/`) with no value dated this year: check it is still in force.',
    warning: true,
  },
  'unknown-rule': {
    description: 'A name under `rules:` that is no rule of the rule book (the hint: the nearest).',
  },
  'rule-without-value': {
    description:
      'A rule read on a day before its first value: by an example, or on a day a date input or a year select allows.',
  },
  'unused-function': {
    description:
      'A function of the file (`functions:`) that no formula calls, or a parameter its formula does not read.',
    warning: true,
  },
  'missing-symbol': {
    description: "A value with no Italian name under `symbols:` ('Come si calcola' shows its name).",
    warning: true,
  },
  'template-syntax': { description: 'A template that does not parse, or shows something other than a name.' },
  'template-too-complex': {
    description: 'A template with more than 32 blocks (`{{#if}}`, `{{#unless}}`, `{{else if}}`).',
  },
  'unknown-helper': { description: 'A template helper that is not a format (`{{euro x}}`, `{{month m}}`...).' },
  'bad-example': {
    description:
      'An example that sets or checks what the file does not have: an unknown input, value, result, table or chart, a row with the wrong number of cells, a reverse the file does not declare, a day (`today:`, a date input) that is not in the calendar; or an official example (`source:`) that checks none of its figures.',
  },
};

export interface Position {
  line: number;
  col: number;
}

export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  /** Characters to underline (at least 1). */
  length: number;
  code: DiagnosticCode;
  message: string;
  hint?: string;
  /** 'warning': printed, but the build goes on (e.g. an unused series). Absent: an error. */
  severity?: 'warning';
}

/** Errors stop the build; warnings do not. */
export const isError = (d: Diagnostic) => d.severity !== 'warning';

/** The same diagnostic as a warning. */
export const asWarning = (d: Diagnostic): Diagnostic => ({ ...d, severity: 'warning' });

/** A source line longer than this is shown as a window of this many characters around the problem. */
const FRAME_WIDTH = 200;
/** How much of the line before the problem such a window shows. */
const FRAME_CONTEXT = 60;

/** Control characters (NUL, escape, ...) are shown as \u0000, never printed raw; tabs stay. */
function visible(text: string): string {
  return text.replace(/[^\P{Cc}\t]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/**
 * Renders a diagnostic as "file:line:col error[code]: message" (or warning[code]), the source line with a caret
 * under the problem, and the hint.
 */
export function formatDiagnostic(d: Diagnostic, source?: string): string {
  const lines = [`${d.file}:${d.line}:${d.col} ${d.severity ?? 'error'}[${d.code}]: ${d.message}`];
  const text = source?.split(/\r?\n/)[d.line - 1];
  if (text !== undefined) {
    const gutter = String(d.line);
    const pad = ' '.repeat(gutter.length);
    const at = d.col - 1;
    const start = text.length > FRAME_WIDTH ? Math.max(0, Math.min(at - FRAME_CONTEXT, text.length - FRAME_WIDTH)) : 0;
    const end = Math.min(text.length, start + FRAME_WIDTH);
    const cut = start > 0 ? '…' : '';
    const before = cut + visible(text.slice(start, at)) + ' '.repeat(Math.max(0, at - text.length));
    const marked = visible(text.slice(at, Math.min(end, at + d.length)));
    lines.push(`  ${gutter} | ${cut}${visible(text.slice(start, end))}${end < text.length ? '…' : ''}`);
    lines.push(`  ${pad} | ${' '.repeat(before.length)}${'^'.repeat(Math.max(1, marked.length))}`);
  }
  if (d.hint) lines.push(`  hint: ${d.hint}`);
  return lines.join('\n');
}

/** Sorts by file, then position, so output is stable. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** Levenshtein distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/**
 * The closest candidate to `name`, if it is close enough to be a likely typo. A number is not a
 * typo of another number, and a short name allows only one wrong letter ("max" is not "min").
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  if (/^-?\d+(\.\d+)?$/.test(name)) return undefined;
  const limit = name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

/** The candidates nearest to `name` when more than one is as near (a guess among them would mislead). */
function tied(name: string, candidates: readonly string[]): string[] {
  const near = closest(name, candidates);
  if (near === undefined) return [];
  const best = distance(name.toLowerCase(), near.toLowerCase());
  return candidates.filter((c) => distance(name.toLowerCase(), c.toLowerCase()) === best);
}

/**
 * Like suggest, but a name as near to several candidates as to one ("D5": "D1", "D2", "D3") lists
 * them all instead of guessing the first.
 */
export function suggestAmong(name: string, candidates: string[], what: string): string {
  const near = tied(name, candidates);
  if (near.length > 1)
    return `Did you mean ${near
      .slice(0, -1)
      .map((c) => `"${c}"`)
      .join(', ')} or "${near[near.length - 1]}"?`;
  return suggest(name, candidates, what);
}

/** "Did you mean "x"?" when a close candidate exists, else a list of what is allowed. */
export function suggest(name: string, candidates: string[], what: string): string {
  const near = closest(name, candidates);
  if (near) return `Did you mean "${near}"?`;
  if (candidates.length === 0) return `There are no ${what} here.`;
  const shown = candidates
    .slice(0, 12)
    .map((c) => `"${c}"`)
    .join(', ');
  return `Known ${what}: ${shown}${candidates.length > 12 ? ` and ${candidates.length - 12} more` : ''}.`;
}

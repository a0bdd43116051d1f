/**
 * Examples: everything an example names (inputs, values, results, tables, charts) exists, and
 * its expected table rows have as many cells as the table has columns. An official example (with
 * `source:`) cites its authority's document at a whole https address on a primary site (or says
 * `secondary: true`), and checks at least one of its figures.
 */

import { parseDate } from '../../language/dates.ts';
import { type ExampleDef, type ExampleSource, SHOWN_KEYS } from '../../language/definition.ts';
import type { PathSegment } from '../../language/diagnostics.ts';
import { suggest, suggestAmong } from '../../language/diagnostics.ts';
import { isRelativeDate } from '../../language/relative-dates.ts';
import { reverseOf } from '../../src/engine/solve.ts';
import { type CalculatorContext, optionValues } from './context.ts';
import { checkAddress } from './references.ts';
import { isPrimarySite } from './rules.ts';

/** `inputs`: the input ids; `names`: the value and result names. */
export function checkExamples(
  { source, data, diagnostics }: CalculatorContext,
  inputIds: string[],
  names: Set<string>,
): void {
  const results = data.results ?? [];
  // A duplicate result id is reported once, where results are named (duplicate-name); not in hints here.
  const resultIds = [...new Set(results.map((r) => r.id))];
  const tableTitles = (data.tables ?? []).map((t) => t.title);
  const chartTitles = (data.charts ?? []).map((c) => c.title);
  (data.examples ?? []).forEach((example, i) => {
    // Run backwards, the input found is shown as a result too.
    const found = example.reverse ? reverseOf(data.reverse ?? [], example.reverse).map((d) => d.input) : [];
    const shownIds = [...found, ...resultIds];
    const bad = (path: PathSegment[], node: 'key' | 'value', message: string, hint?: string) =>
      diagnostics.push(
        source.at(
          node === 'key' ? source.keyNode(['examples', i, ...path]) : source.node(['examples', i, ...path]),
          'bad-example',
          `Example "${example.name}" ${message}`,
          hint,
        ),
      );
    if (example.today !== undefined && parseDate(example.today) === undefined)
      bad(
        ['today'],
        'value',
        `runs on "${example.today}", which is not a day of the calendar.`,
        'Write an existing day: "2026-11-26" or "26/11/2026".',
      );
    if (example.source) checkOfficialSource({ source, diagnostics }, i, { ...example, source: example.source });
    for (const [key, value] of Object.entries(example.inputs ?? {})) {
      if (!inputIds.includes(key))
        bad(['inputs', key], 'key', `sets unknown input "${key}".`, suggest(key, inputIds, 'inputs'));
      // A date field holds a day of the calendar (or one counted from the example's day: today,
      // today - 10 weeks), or nothing ("": the visitor cleared it).
      const kind = (data.inputs ?? []).find((input) => input.id === key)?.kind;
      const day =
        typeof value === 'string' && (value === '' || isRelativeDate(value) || parseDate(value) !== undefined);
      if (kind === 'date' && !day)
        bad(
          ['inputs', key],
          'value',
          `sets "${key}" to ${JSON.stringify(value)}, which is not a day of the calendar.`,
          'Write an existing day in quotes: "2026-01-15" or "15/01/2026", a day counted from the example\'s as a default may be (today, today - 10 weeks, start of year), or "" for an empty field.',
        );
      // An option that does not exist would leave the field at no option: the example tests nothing.
      const values = optionValues((data.inputs ?? []).find((input) => input.id === key))?.map(String);
      if (values && (typeof value === 'string' || typeof value === 'number') && !values.includes(String(value)))
        bad(
          ['inputs', key],
          'value',
          `picks "${value}" for "${key}", which has no such option.`,
          suggestAmong(String(value), values, 'option values'),
        );
    }
    // A target no single value reaches shows a message, not results: the example checks that alone.
    const alsoChecked = example.reverse?.found
      ? (['expect', ...SHOWN_KEYS] as const).find((key) => example[key] !== undefined)
      : undefined;
    if (alsoChecked)
      bad(
        [alsoChecked],
        'key',
        `finds ${example.reverse!.found!.length ? 'several values' : 'no value'} (reverse.found), so the page shows a message, not what "${alsoChecked}" checks.`,
        'Remove this key, or give a target that exactly one value reaches and check it with expect.',
      );
    for (const key of Object.keys(example.expect ?? {})) {
      const known = [...names, ...inputIds];
      if (!known.includes(key))
        bad(['expect', key], 'key', `checks unknown value "${key}".`, suggest(key, known, 'names'));
    }
    for (const part of ['display', 'labels', 'resultNotes'] as const) {
      for (const key of Object.keys(example[part] ?? {})) {
        if (!shownIds.includes(key))
          bad([part, key], 'key', `checks unknown result "${key}".`, suggest(key, shownIds, 'results'));
        else if (part === 'resultNotes' && results.find((r) => r.id === key)?.note === undefined)
          bad(
            [part, key],
            'key',
            `checks the note of "${key}", which has none.`,
            'Give the result a note, or remove this line.',
          );
      }
    }
    (example.hiddenResults ?? []).forEach((id, j) => {
      if (!resultIds.includes(id))
        bad(['hiddenResults', j], 'value', `checks unknown result "${id}".`, suggest(id, resultIds, 'results'));
    });
    for (const part of ['shownInputs', 'disabledInputs'] as const) {
      (example[part] ?? []).forEach((id, j) => {
        if (!inputIds.includes(id))
          bad([part, j], 'value', `checks unknown input "${id}".`, suggest(id, inputIds, 'inputs'));
      });
    }
    (example.charts ?? []).forEach((title, j) => {
      if (!chartTitles.includes(title))
        bad(['charts', j], 'value', `checks unknown chart "${title}".`, suggest(title, chartTitles, 'chart titles'));
    });
    for (const [title, table] of Object.entries(example.tables ?? {})) {
      const def = (data.tables ?? []).find((t) => t.title === title);
      if (!def) {
        bad(['tables', title], 'key', `checks unknown table "${title}".`, suggest(title, tableTitles, 'table titles'));
        continue;
      }
      const rows: [PathSegment[], string[]][] = [
        ...(table.rows ?? []).map((row, r): [PathSegment[], string[]] => [['tables', title, 'rows', r], row]),
        ...(['first', 'last'] as const).flatMap((k): [PathSegment[], string[]][] =>
          table[k] ? [[['tables', title, k], table[k]]] : [],
        ),
      ];
      for (const [path, row] of rows) {
        if (row.length !== def.columns.length)
          bad(
            path,
            'value',
            `gives ${row.length} cells for a row of "${title}", which has ${def.columns.length} columns.`,
          );
      }
    }
  });
}

/**
 * An official example's `source`: the document's address is a whole https address on a primary site
 * (or the source says `secondary: true`), and the example checks at least one of the document's
 * figures, which the page lists under 'Verificato su N esempi ufficiali'.
 */
function checkOfficialSource(
  { source, diagnostics }: Pick<CalculatorContext, 'source' | 'diagnostics'>,
  i: number,
  example: ExampleDef & { source: ExampleSource },
): void {
  const path = ['examples', i, 'source'];
  const url = checkAddress(source, [...path, 'url'], example.source.url, diagnostics);
  if (url && !example.source.secondary && !isPrimarySite(url.hostname))
    diagnostics.push(
      source.at(
        source.node([...path, 'url']),
        'bad-reference',
        `Example "${example.name}" cites ${url.hostname}, which is not where the authority publishes its documents.`,
        'Cite the document on its own site: agenziaentrate.gov.it or inps.it for a circular, mef.gov.it or finanze.gov.it for the MEF, Normattiva or the Gazzetta Ufficiale for a law, the comune\'s own site for its guide. If no primary page can be found, add secondary: true (the page then says "fonte secondaria").',
      ),
    );
  const figures = [...Object.keys(example.expect ?? {}), ...Object.keys(example.display ?? {})];
  if (figures.length === 0)
    diagnostics.push(
      source.at(
        source.keyNode(path),
        'bad-example',
        `Example "${example.name}" cites an official source but checks none of its figures.`,
        'Write the figures the document publishes under expect (or display): they are what the page shows as verified.',
      ),
    );
}

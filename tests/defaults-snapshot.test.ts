/**
 * The committed snapshot of every calculator's results at its defaults, as shown
 * (tests/snapshots/defaults.txt): a change to a formula, a format or a default shows in review as a
 * diff of that file.
 *
 * A changed or vanished entry fails, with the diff; `npm run test:unit -- -u` rewrites the file.
 * Entries for a new calculator or result are written in (so the editor sees them in the diff),
 * except in CI, where they are only reported: a new file must not turn the suite red.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { calculators } from '../src/generated/registry.ts';
import { calculatorModule } from '../src/site/modules.ts';
import { defaultResults } from './support/defaults.ts';

const file = path.resolve(import.meta.dirname, 'snapshots/defaults.txt');
const HEADER = [
  '# The results of every calculator at its defaults, as shown (no-break spaces written as spaces).',
  '# Checked by tests/defaults-snapshot.test.ts; after an intended change: npm run test:unit -- -u',
];

type Entries = Map<string, string>;

/** "<calculator id>.<result id>: value" and "<calculator id>.<result id>.note: text", in the files' result order. */
async function currentEntries(): Promise<Entries> {
  const entries: Entries = new Map();
  for (const entry of calculators.toSorted((a, b) => a.id.localeCompare(b.id))) {
    if (entry.status !== 'ready') continue;
    for (const r of defaultResults(await calculatorModule(entry.id))) {
      entries.set(`${entry.id}.${r.id}`, r.value.replace(/\u00a0/g, ' '));
      if (r.note !== undefined) entries.set(`${entry.id}.${r.id}.note`, r.note.replace(/\u00a0/g, ' '));
    }
  }
  return entries;
}

function parse(text: string): Entries {
  const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]));
}

/** The file: calculators by id, each one's entries in the order of `entries`. */
function render(entries: Entries): string {
  const calculatorOf = (key: string) => key.slice(0, key.indexOf('.'));
  const keys = [...entries.keys()].toSorted((a, b) => calculatorOf(a).localeCompare(calculatorOf(b)));
  return [...HEADER, ...keys.map((key) => `${key}: ${entries.get(key)}`), ''].join('\n');
}

it("every calculator's default results are those of tests/snapshots/defaults.txt", async () => {
  const current = await currentEntries();
  const saved = parse(await readFile(file, 'utf8').catch(() => ''));
  // 'all' with -u; 'none' in CI; 'new' otherwise (Vitest's own snapshot modes).
  const mode = expect.getState().snapshotState.snapshotUpdateState;
  if (mode === 'all') {
    await writeFile(file, render(current));
    return;
  }
  const added = [...current.keys()].filter((key) => !saved.has(key));
  if (added.length) {
    const lines = added.map((key) => `  ${key}: ${current.get(key)}`).join('\n');
    if (mode === 'new') {
      // The new entries go in at the end of their calculator's lines; the saved ones stay as they are.
      await writeFile(
        file,
        render(new Map([...saved, ...added.map((key): [string, string] => [key, current.get(key)!])])),
      );
      console.info(
        `tests/snapshots/defaults.txt: entries written for these new results; review and commit them:\n${lines}`,
      );
    } else {
      console.warn(
        `tests/snapshots/defaults.txt has no entry for these results (not written in CI: run npm run test:unit locally and commit the file):\n${lines}`,
      );
    }
  }
  const changes = [...saved.keys()]
    .filter((key) => current.get(key) !== saved.get(key))
    .map(
      (key) =>
        `- ${key}: ${saved.get(key)}\n+ ${current.has(key) ? `${key}: ${current.get(key)}` : '(no longer shown)'}`,
    );
  expect(
    changes,
    `default results differ from tests/snapshots/defaults.txt; if the change is intended, run npm run test:unit -- -u and commit the file:\n${changes.join('\n')}`,
  ).toEqual([]);
});

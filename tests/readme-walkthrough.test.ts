/**
 * The authoring guide's walk-through (docs/authoring.md) ends with a complete calculator file: it
 * must be, byte for byte, the file the repository ships (and so what `npm test` generates, checks
 * and runs, examples included).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const GUIDE = 'docs/authoring.md';
const MARKER = /<!-- walkthrough: (\S+) -->\n```yaml\n([\s\S]*?)```\n/;

it("the authoring guide's walk-through file is the calculator file the repository ships", async () => {
  const guide = await readFile(path.join(root, GUIDE), 'utf8');
  const found = MARKER.exec(guide);
  expect(found, `a <!-- walkthrough: <file> --> marker before a yaml block in ${GUIDE}`).not.toBeNull();
  const [, file, shown] = found!;
  expect(shown).toBe(await readFile(path.join(root, file!), 'utf8'));
});

/**
 * The README's walk-through ends with a complete calculator file: it must be, byte for byte, the
 * file the repository ships (and so what `npm test` generates, checks and runs, examples included).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MARKER = /<!-- walkthrough: (\S+) -->\n```yaml\n([\s\S]*?)```\n/;

it("the README walk-through's file is the calculator file the repository ships", async () => {
  const readme = await readFile(path.join(root, 'README.md'), 'utf8');
  const found = MARKER.exec(readme);
  expect(found, 'a <!-- walkthrough: <file> --> marker before a yaml block').not.toBeNull();
  const [, file, shown] = found!;
  expect(shown).toBe(await readFile(path.join(root, file!), 'utf8'));
});

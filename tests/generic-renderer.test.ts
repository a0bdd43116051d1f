/**
 * The renderer stays generic: no calculator id or file slug appears in hand-written source
 * (src/ outside src/generated/). A calculator that needs something new grows the language.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { project } from './support/project.ts';

const root = path.resolve(import.meta.dirname, '..');

it('hand-written language/ and src/ name no calculator', async () => {
  const names = new Set<string>();
  for (const c of project.checked?.calculators ?? []) {
    names.add(c.data.id);
    names.add(path.basename(c.source.file).replace(/\.ya?ml$/, ''));
  }
  expect(names.size).toBeGreaterThan(40);
  const files: string[] = [];
  for (const dir of ['language', 'src']) {
    const found = await readdir(path.join(root, dir), { recursive: true });
    files.push(
      ...found
        .filter((f) => /\.(ts|tsx|css|html)$/.test(f) && !f.startsWith('generated'))
        .map((f) => path.join(dir, f)),
    );
  }
  const hits: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(root, file), 'utf8');
    for (const name of names) {
      const escaped = name.replace(/[-]/g, '\\-');
      if (new RegExp(`(^|[^A-Za-z0-9_-])${escaped}([^A-Za-z0-9_-]|$)`).test(text)) hits.push(`${file}: ${name}`);
    }
  }
  expect(hits).toEqual([]);
});

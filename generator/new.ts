/**
 * Scaffolds a new calculator file that is valid as it is (and passes its example), to be filled in.
 *   npm run new -- finanza/calcolatore-esempio
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { CategoryFile } from '../language/definition.ts';
import { scaffold } from './scaffold.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function main(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const target = process.argv[2] ?? '';
  const [segment = '', slug = '', ...rest] = target.split('/');
  if (!SLUG.test(segment) || !SLUG.test(slug) || rest.length > 0) {
    console.error('Usage: npm run new -- <url-segment>/<slug>   (lower-case words joined by "-")');
    return 1;
  }
  const categories = parse(await readFile(path.join(root, 'calculators/categories.yaml'), 'utf8')) as CategoryFile;
  const category = categories.find((c) => c.segments.includes(segment));
  if (!category) {
    console.error(
      `Unknown url segment "${segment}". Declared segments: ${categories.flatMap((c) => c.segments).join(', ')}.`,
    );
    console.error('To add one, list it under the segments of its category in calculators/categories.yaml.');
    return 1;
  }
  const file = path.join(root, 'calculators', segment, `${slug}.yaml`);
  if (existsSync(file)) {
    console.error(`${path.relative(root, file)} already exists.`);
    return 1;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, scaffold(slug, category.id));
  console.log(`Created ${path.relative(root, file)}: the page will be /calcolatori/${segment}/${slug}.`);
  console.log('Fill it in (its icon: a name from https://lucide.dev/icons), then run: npm run generate -- --check');
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();

/**
 * The Nu HTML Checker (vnu.jar, Java) finds no error in any prerendered page of dist/: every
 * dist/**\/index.html and 404.html, which exist once the web server's `npm run build` has run.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
/** vnu-jar exports the jar's path (as a String object). */
const jar = String(createRequire(import.meta.url)('vnu-jar'));

interface Message {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every prerendered page is valid HTML', async () => {
  test.setTimeout(120_000);
  const files = (await readdir(dist, { recursive: true }))
    .filter((file) => file === '404.html' || path.basename(file) === 'index.html')
    .map((file) => path.join(dist, file));
  // Every route of the sitemap, and 404.html.
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  expect(files).toHaveLength(sitemap.match(/<loc>/g)!.length + 1);

  // The checker writes its report to stderr, and exits with 1 when it finds an error.
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
  const report = messages.map((m) => `${path.relative(dist, m.url.replace(/^file:/, ''))}:${m.lastLine ?? '?'}: ${m.type}: ${m.message}\n    ${m.extract ?? ''}`);
  expect(report, report.join('\n')).toEqual([]);
  expect(run.status).toBe(0);
});

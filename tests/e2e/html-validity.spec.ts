/**
 * html-validate (rules in .htmlvalidate.mjs), and the W3C's Nu Html Checker (vnu-jar, which runs on
 * Java), find no error in any prerendered page of dist/: every .html file (scripts/page-file.ts),
 * which exist once the web server's `npm run build` has run. Where Java is missing, the vnu check
 * says so and is skipped, as the browser tests are where no Chromium is found.
 */
import { execFile, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { pageFile } from '../../scripts/page-file.ts';
import { embedPathOf } from '../../src/embed/paths.ts';
import { calculators } from '../../src/generated/registry.ts';
import { calculatorFilesByUrl } from '../support/calculator-files.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
/** The Nu Html Checker's jar, as the vnu-jar package ships it (its main module exports this path). */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

/** Every .html file of dist/. */
const pages = async () =>
  (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dist, file));

test('every prerendered page is valid HTML', async () => {
  test.setTimeout(120_000);
  const files = await pages();
  // Every route of the sitemap, 404.html, the studio, the offline page and the embeds (noindex, not in the sitemap).
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  const embeds = calculators.filter((c) => c.status === 'ready').map((c) => pageFile(embedPathOf(c.url)));
  expect(files).toHaveLength(sitemap.match(/<loc>/g)!.length + 3 + embeds.length);
  expect(files).toContain(path.join(dist, pageFile('/studio')));
  expect(files).toContain(path.join(dist, pageFile('/offline')));
  for (const file of embeds) expect(files).toContain(path.join(dist, file));

  // Reads the project's .htmlvalidate.mjs, found above dist/ (HtmlValidate alone would use the
  // bare defaults).
  const { results } = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(files);
  // A calculator's page (or embed) is named with its file too: the one to fix.
  const sources = new Map(
    [...(await calculatorFilesByUrl())].flatMap(([url, source]) => [
      [path.join(dist, pageFile(url)), source],
      [path.join(dist, pageFile(embedPathOf(url))), source],
    ]),
  );
  const report = results.flatMap((result) =>
    result.messages.map(
      (m) =>
        `${path.relative(dist, result.filePath)}:${m.line}:${m.column}${sources.has(result.filePath) ? ` (${sources.get(result.filePath)})` : ''}: ${m.ruleId}: ${m.message}\n    ${m.selector ?? ''}`,
    ),
  );
  expect(report, report.join('\n')).toEqual([]);
});

test('the W3C validator (vnu) finds no error in any prerendered page', async () => {
  const java = spawnSync('java', ['-version']).error === undefined;
  test.skip(!java, 'Java is not installed: the Nu Html Checker (vnu-jar) cannot run here');
  test.setTimeout(120_000);
  const files = await pages();
  // One run over every file (the checker starts once); --exit-zero-always: the report says what is wrong.
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      'java',
      ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
    ),
  );
  const { messages } = JSON.parse(output) as {
    messages: { url: string; lastLine?: number; message: string; extract?: string }[];
  };
  const report = messages.map(
    (m) => `${path.relative(dist, fileURLToPath(m.url))}:${m.lastLine ?? 0}: ${m.message}\n    ${m.extract ?? ''}`,
  );
  expect(report, report.join('\n')).toEqual([]);
});

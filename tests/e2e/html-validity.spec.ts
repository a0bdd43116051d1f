/**
 * html-validate (rules in .htmlvalidate.mjs) finds no error in any prerendered page of dist/: every
 * dist/**\/index.html and 404.html, which exist once the web server's `npm run build` has run.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

test('every prerendered page is valid HTML', async () => {
  test.setTimeout(120_000);
  const files = (await readdir(dist, { recursive: true }))
    .filter((file) => file === '404.html' || path.basename(file) === 'index.html')
    .map((file) => path.join(dist, file));
  // Every route of the sitemap, 404.html, the studio and the offline page (noindex, not in the sitemap).
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  expect(files).toHaveLength(sitemap.match(/<loc>/g)!.length + 3);
  expect(files).toContain(path.join(dist, 'studio', 'index.html'));
  expect(files).toContain(path.join(dist, 'offline', 'index.html'));

  // Reads the project's .htmlvalidate.mjs, found above dist/ (HtmlValidate alone would use the
  // bare defaults).
  const { results } = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(files);
  const report = results.flatMap((result) =>
    result.messages.map(
      (m) =>
        `${path.relative(dist, result.filePath)}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}\n    ${m.selector ?? ''}`,
    ),
  );
  expect(report, report.join('\n')).toEqual([]);
});

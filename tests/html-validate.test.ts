/**
 * The project's html-validate rules (.htmlvalidate.mjs, used by tests/e2e/html-validity.spec.ts)
 * still catch the markup errors the Nu HTML Checker caught: each page below has one, and must fail
 * with the rule named. The rules turned off for React's spelling must stay off for it.
 */
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

const validator = new HtmlValidate(new FileSystemConfigLoader());
/** A file name inside the project, so that its .htmlvalidate.mjs applies (nothing is read from it). */
const filename = fileURLToPath(new URL('../dist/case.html', import.meta.url));

const page = (body: string, head = '<title>Prova</title>') =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8">${head}</head><body><main>${body}</main></body></html>`;

async function ruleIds(html: string): Promise<string[]> {
  const { results } = await validator.validateString(html, filename);
  return results.flatMap((result) => result.messages.map((m) => m.ruleId));
}

describe('html-validate with the project rules', () => {
  it('accepts the spelling React writes', async () => {
    const html = page(
      '<h1>Titolo</h1><label for="_R_1_-x">Campo</label><input id="_R_1_-x" type="text" inputMode="decimal" autoComplete="off" hidden=""/><select aria-label="Scelta"><option value="1" selected="">Uno</option></select>',
    );
    expect(await ruleIds(html)).toEqual([]);
  });

  const cases: [string, string, string][] = [
    ['a duplicate id', page('<p id="a">x</p><p id="a">y</p>'), 'no-dup-id'],
    ['a block inside a paragraph', page('<p>a<div>b</div></p>'), 'no-implicit-close'],
    ['a block inside phrasing content', page('<span><div>b</div></span>'), 'element-permitted-content'],
    ['a list item outside a list', page('<li>x</li>'), 'element-permitted-parent'],
    [
      'interactive content inside a link',
      page('<a href="/x"><button type="button">b</button></a>'),
      'element-permitted-content',
    ],
    ['a wrong child of a list', page('<ul><div>x</div></ul>'), 'element-permitted-content'],
    [
      'a bad value of an enumerated attribute',
      page('<input type="number2" aria-label="x">'),
      'attribute-allowed-values',
    ],
    ['a stray end tag', page('<p>x</p></div>'), 'close-order'],
    ['a label for an id that does not exist', page('<label for="nope">x</label>'), 'no-missing-references'],
    [
      'aria-labelledby naming an id that does not exist',
      page('<section aria-labelledby="nope">x</section>'),
      'no-missing-references',
    ],
    ['an element HTML does not define', page('<foo>x</foo>'), 'no-unknown-elements'],
    ['an obsolete element', page('<center>x</center>'), 'deprecated'],
    ['content inside a void element', page('<input aria-label="x">x</input>'), 'void-content'],
    ['an image without alt', page('<img src="/a.png">'), 'wcag/h37'],
    ['two main elements', page('<h1>x</h1>').replace('</body>', '<main>y</main></body>'), 'no-multiple-main'],
    ['a document without title', page('<h1>x</h1>', ''), 'element-required-content'],
    ['a document without doctype', page('<h1>x</h1>').replace('<!doctype html>', ''), 'missing-doctype'],
    [
      'a script from another host without integrity',
      page('<h1>x</h1>', '<title>x</title><script src="https://example.com/a.js"></script>'),
      'require-sri',
    ],
  ];
  it.each(cases)('rejects %s', async (_name, html, rule) => {
    expect(await ruleIds(html)).toContain(rule);
  });
});

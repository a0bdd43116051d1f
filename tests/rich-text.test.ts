/**
 * Rich text (FAQ answers, descriptions, article bodies) against hostile Markdown: the compiled tree
 * holds only allow-listed tags and safe link targets, raw HTML stays text, and the rendered markup
 * has nothing that could run.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_RICH_DEPTH, type MarkdownOptions, markdownToRich } from '../generator/compile/markdown.ts';
import type { RichNode } from '../language/spec.ts';
import { plainText, RichText } from '../src/renderer/RichText.tsx';
import { ALL_PAYLOADS, AUTOLINKS, HOSTILE_LINKS, NESTED, RAW_HTML, TABLES } from './fixtures/hostile-markdown.ts';

const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_TAGS = new Set(['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'code', 'br', 'h2', 'h3', ...TABLE_TAGS]);
/** The tags of the rendered markup: the tree's, and the scrolling box around a table. */
const RENDERED_TAGS = new Set([...ALLOWED_TAGS, 'section']);
/** http(s), mailto, a path of this site, an anchor. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/[^/\\]|\/$|#)/i;
/** A table cell's alignment, the only other attribute of the tree. */
const ALIGNMENTS = [null, 'left', 'center', 'right'];
/** The attributes of the rendered markup, by element, and the values they may have (a pattern). */
const RENDERED_ATTRIBUTES: Record<string, Record<string, RegExp>> = {
  a: { href: SAFE_HREF, rel: /^noopener noreferrer$/, target: /^_blank$/ },
  section: { class: /^table-wrap rich-table$/, 'aria-label': /^Tabella(: .*)?$/, tabindex: /^0$/ },
  th: { scope: /^col$/, class: /^align-(left|center|right)$/ },
  td: { class: /^align-(left|center|right)$/ },
};

const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/gi;
/** Every attribute of the markup as [element, name, value] (React escapes quotes and brackets in values). */
function attributes(markup: string): [string, string, string][] {
  return [...markup.matchAll(/<([a-z0-9]+)([^>]*)>/gi)].flatMap(([, tag, inside]) => {
    expect(inside!.replace(ATTRIBUTE, '').trim(), `<${tag}${inside}>`).toMatch(/^\/?$/);
    return [...inside!.matchAll(ATTRIBUTE)].map(
      ([, name, value]) => [tag!.toLowerCase(), name!, value!] as [string, string, string],
    );
  });
}
const BOTH: MarkdownOptions[] = [{ headings: 'h3' }, { headings: 'h2' }];

/** Every element of a tree as [tag, href]. */
function elements(nodes: readonly RichNode[]): [string, string | null][] {
  return nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : [[node[0], node[1]] as [string, string | null], ...elements(node.slice(2) as RichNode[])],
  );
}

const render = (nodes: readonly RichNode[]) => renderToStaticMarkup(createElement(RichText, { nodes }));
const html = (markdown: string, options?: MarkdownOptions) => render(markdownToRich(markdown, options));

describe('markdownToRich with hostile input', () => {
  it.each(ALL_PAYLOADS)('%s: only allow-listed tags, and links only to safe targets', (markdown) => {
    for (const options of BOTH) {
      for (const [tag, href] of elements(markdownToRich(markdown, options))) {
        expect(ALLOWED_TAGS.has(tag), tag).toBe(true);
        if (tag === 'a') expect(href === null || SAFE_HREF.test(href), String(href)).toBe(true);
        else if (tag === 'th' || tag === 'td') expect(ALIGNMENTS).toContain(href);
        else expect(href).toBeNull();
      }
    }
  });

  it.each(RAW_HTML)('%s: raw HTML stays visible text in a paragraph', (markdown) => {
    const tree = markdownToRich(markdown);
    expect(elements(tree)).toEqual([['p', null]]);
    // Line breaks inside the block read as spaces; the text is otherwise the source itself.
    expect(plainText(tree)).toBe(markdown.replace(/\n/g, ' '));
  });

  it.each(HOSTILE_LINKS)('%s: the target is dropped and the link text stays', (markdown) => {
    const tree = markdownToRich(markdown);
    expect(elements(tree)).toEqual([
      ['p', null],
      ['a', null],
    ]);
    expect(plainText(tree)).toBe('x');
    expect(html(markdown)).toBe('<p>x</p>');
  });

  it('autolinks: http(s) and mailto become links, javascript: stays text', () => {
    const [https, mailto, script] = AUTOLINKS.map((markdown) => html(markdown));
    expect(https).toBe(
      '<p><a href="https://example.com/pagina" rel="noopener noreferrer" target="_blank">https://example.com/pagina</a></p>',
    );
    expect(mailto).toBe('<p><a href="mailto:info@example.com">mailto:info@example.com</a></p>');
    expect(script).toBe('<p>javascript:alert(1)</p>');
  });

  it('nested emphasis nests, and markup inside it stays text', () => {
    const [emphasis, strongHtml, linkMarkup, code] = NESTED.map((markdown) => html(markdown));
    // CommonMark: ***a*** is <em><strong>a</strong></em>.
    expect(emphasis).toBe('<p><em><strong>grassetto corsivo</strong></em> e <em>a <strong>b</strong> c</em></p>');
    expect(strongHtml).toBe('<p><strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong></p>');
    expect(linkMarkup).toBe('<p><strong>testo</strong> <em>link</em></p>');
    expect(code).toBe('<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>');
  });

  it('emphasis nested 5,000 deep keeps its text, in a tree of at most MAX_RICH_DEPTH levels', () => {
    const depth = (nodes: readonly RichNode[]): number =>
      Math.max(0, ...nodes.map((node) => (typeof node === 'string' ? 0 : 1 + depth(node.slice(2) as RichNode[]))));
    const tree = markdownToRich(`${'*a '.repeat(5000)}x${' a*'.repeat(5000)}`);
    expect(depth(tree)).toBe(MAX_RICH_DEPTH);
    expect(plainText(tree)).toBe(`${'a '.repeat(5000)}x${' a'.repeat(5000)}`);
    expect(() => JSON.stringify(tree)).not.toThrow();
  });

  it('an HTML comment is shown, not hidden', () => {
    expect(html('<!-- un commento --> testo dopo il commento')).toBe(
      '<p>&lt;!-- un commento --&gt; testo dopo il commento</p>',
    );
  });
});

describe('links that are kept', () => {
  it('site paths and anchors stay in the page; http(s) links open apart, without opener or referrer', () => {
    expect(html('[mutuo](/calcolatori/finanza/calcolatore-rata-mutuo) e [formula](#formula)')).toBe(
      '<p><a href="/calcolatori/finanza/calcolatore-rata-mutuo">mutuo</a> e <a href="#formula">formula</a></p>',
    );
    expect(html('[BCE](https://www.ecb.europa.eu/stats) e [sito](http://example.com)')).toBe(
      '<p><a href="https://www.ecb.europa.eu/stats" rel="noopener noreferrer" target="_blank">BCE</a> e ' +
        '<a href="http://example.com" rel="noopener noreferrer" target="_blank">sito</a></p>',
    );
  });

  it('a backslash after the slash cannot make a path leave the site', () => {
    // Browsers read "/\host" as "//host"; the href keeps the backslash percent-encoded.
    expect(html('[x](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example">x</a></p>');
  });
});

describe('any mix of hostile fragments', () => {
  const fragment = fc.constantFrom(
    ...ALL_PAYLOADS,
    '**',
    '*',
    '_',
    '[',
    '](',
    ')',
    '<',
    '>',
    '\n\n',
    '\n',
    '- ',
    '1. ',
    '## ',
    '`',
    '| ',
    ' |',
    '|---|',
    '|:-:|--:|',
    ' | ',
    ' ',
    'testo',
    'https://x.it',
    '&#x61;',
    '&colon;',
  );
  it('compiles to allow-listed markup: no element, attribute or link target that could run', () => {
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('')),
        (markdown) => {
          for (const options of BOTH) {
            const tree = markdownToRich(markdown, options);
            for (const [tag, href] of elements(tree)) {
              expect(ALLOWED_TAGS.has(tag)).toBe(true);
              if (tag === 'th' || tag === 'td') expect(ALIGNMENTS).toContain(href);
              else if (href !== null) expect(href).toMatch(SAFE_HREF);
            }
            const markup = render(tree);
            const tags = [...markup.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
            expect(tags.every((tag) => RENDERED_TAGS.has(tag))).toBe(true);
            // Every attribute is one its element may have, with a value it may have: nothing else.
            for (const [tag, name, value] of attributes(markup))
              expect(value, `${tag}[${name}]`).toMatch(RENDERED_ATTRIBUTES[tag]?.[name] ?? /(?!)/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('GFM tables', () => {
  const RATES = ['| Reddito | Aliquota |', '|:--|--:|', '| fino a 28.000 € | 23% |', '| oltre | **43%** |'].join('\n');
  const wrap = (label: string, table: string) =>
    `<section class="table-wrap rich-table" aria-label="${label}" tabindex="0"><table>${table}</table></section>`;

  it('a table compiles to table > thead/tbody > tr > th/td, each cell with its alignment', () => {
    expect(markdownToRich(RATES)).toEqual([
      [
        'table',
        null,
        ['thead', null, ['tr', null, ['th', 'left', 'Reddito'], ['th', 'right', 'Aliquota']]],
        [
          'tbody',
          null,
          ['tr', null, ['td', 'left', 'fino a 28.000 €'], ['td', 'right', '23%']],
          ['tr', null, ['td', 'left', 'oltre'], ['td', 'right', '', ['strong', null, '43%'], '']],
        ],
      ],
    ]);
    expect(plainText(markdownToRich(RATES))).toBe('Reddito Aliquota fino a 28.000 € 23% oltre 43%');
  });

  it('renders in a focusable scrolling region named by its header, header cells heading their column', () => {
    expect(html(RATES)).toBe(
      wrap(
        'Tabella: Reddito, Aliquota',
        '<thead><tr><th class="align-left" scope="col">Reddito</th><th class="align-right" scope="col">Aliquota</th></tr></thead>' +
          '<tbody><tr><td class="align-left">fino a 28.000 €</td><td class="align-right">23%</td></tr>' +
          '<tr><td class="align-left">oltre</td><td class="align-right"><strong>43%</strong></td></tr></tbody>',
      ),
    );
  });

  it('alignment: :-- left, :-: center, --: right, --- none (a class: the CSP allows no style attribute)', () => {
    const tree = markdownToRich('| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |');
    const cells = elements(tree).filter(([tag]) => tag === 'th' || tag === 'td');
    expect(cells.map(([, align]) => align)).toEqual(['left', 'center', 'right', null, 'left', 'center', 'right', null]);
    expect(html('| a | b |\n|:-:|---|\n| 1 | 2 |')).toBe(
      wrap(
        'Tabella: a, b',
        '<thead><tr><th class="align-center" scope="col">a</th><th scope="col">b</th></tr></thead>' +
          '<tbody><tr><td class="align-center">1</td><td>2</td></tr></tbody>',
      ),
    );
  });

  it('cells keep inline Markdown: bold, italic, links, code, and an escaped pipe', () => {
    const markdown = [
      '| Voce | Dove |',
      '|---|---|',
      '| **IRPEF** e *addizionali* | [mutuo](/calcolatori/finanza/calcolatore-rata-mutuo) |',
      '| `rata \\| anno` | [BCE](https://www.ecb.europa.eu/stats) |',
    ].join('\n');
    expect(html(markdown)).toBe(
      wrap(
        'Tabella: Voce, Dove',
        '<thead><tr><th scope="col">Voce</th><th scope="col">Dove</th></tr></thead><tbody>' +
          '<tr><td><strong>IRPEF</strong> e <em>addizionali</em></td><td><a href="/calcolatori/finanza/calcolatore-rata-mutuo">mutuo</a></td></tr>' +
          '<tr><td><code>rata | anno</code></td><td><a href="https://www.ecb.europa.eu/stats" rel="noopener noreferrer" target="_blank">BCE</a></td></tr></tbody>',
      ),
    );
  });

  it('hostile cells: raw HTML stays text, refused links keep only their text, as outside tables', () => {
    const [first, second, third] = TABLES.map((markdown) => markdownToRich(markdown));
    expect(first).toEqual([
      [
        'table',
        null,
        [
          'thead',
          null,
          ['tr', null, ['th', 'left', '<script>window.pwned = "th"</script>'], ['th', 'right', ['a', null, 'x']]],
        ],
        [
          'tbody',
          null,
          [
            'tr',
            null,
            ['td', 'left', `<img src="x" onerror="window.pwned = 'td'">`],
            ['td', 'right', ['a', null, 'x']],
          ],
        ],
      ],
    ]);
    const markup = html(TABLES[1]!);
    expect(markup).toContain(
      '<td class="align-center">&lt;iframe src=&quot;javascript:window.pwned = 1&quot;&gt;&lt;/iframe&gt;</td>',
    );
    expect(markup).toContain('<td><strong>&lt;svg onload=&quot;window.pwned = 1&quot;&gt;</strong></td>');
    expect(markup).toContain('<td class="align-center">javascript:alert(1)</td><td>x</td>');
    expect(elements(second!).filter(([tag]) => tag === 'a')).toEqual([
      ['a', null],
      ['a', null],
    ]);
    // A delimiter row with anything but dashes, colons and pipes is no delimiter: the lines stay text.
    expect(third).toEqual([['p', null, TABLES[2]!.replace(/\n/g, ' ')]]);
  });

  it('malformed tables read as GFM reads them', () => {
    // A row with more cells loses the extra ones; one with fewer gets empty cells.
    expect(html('| a | b |\n|---|---|\n| 1 | 2 | 3 |\n| 4 |')).toBe(
      wrap(
        'Tabella: a, b',
        '<thead><tr><th scope="col">a</th><th scope="col">b</th></tr></thead>' +
          '<tbody><tr><td>1</td><td>2</td></tr><tr><td>4</td><td></td></tr></tbody>',
      ),
    );
    // A header without its delimiter row, or a delimiter row of another count, is a paragraph.
    expect(markdownToRich('| a | b |\n| 1 | 2 |')).toEqual([['p', null, '| a | b | | 1 | 2 |']]);
    expect(markdownToRich('| a | b |\n|---|\n| 1 | 2 |')).toEqual([['p', null, '| a | b | |---| | 1 | 2 |']]);
    // Only a header: no body. Outer pipes are optional.
    expect(html('| a |\n|---|')).toBe(wrap('Tabella: a', '<thead><tr><th scope="col">a</th></tr></thead>'));
    expect(markdownToRich('a | b\n--|--\n1 | 2')).toEqual(markdownToRich('| a | b |\n|---|---|\n| 1 | 2 |'));
    // A table ends at a blank line: a line right under it is one more row.
    expect(plainText(markdownToRich('| a |\n|---|\n| 1 |\ndopo'))).toBe('a 1 dopo');
    expect(elements(markdownToRich('| a |\n|---|\n| 1 |\n\ndopo')).map(([tag]) => tag)).toEqual([
      'table',
      'thead',
      'tr',
      'th',
      'tbody',
      'tr',
      'td',
      'p',
    ]);
  });

  it('a header without text names the region "Tabella"', () => {
    expect(html('| |\n|---|\n| 1 |')).toBe(
      wrap('Tabella', '<thead><tr><th scope="col"></th></tr></thead><tbody><tr><td>1</td></tr></tbody>'),
    );
  });

  it('the markup is valid for the project rules (html-validate), wherever rich text goes', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const filename = fileURLToPath(new URL('../dist/rich-text.html', import.meta.url));
    const tables = [RATES, ...TABLES, '- voce\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |', '| a |\n|---|'];
    const body = tables.map((markdown) => html(markdown)).join('');
    const page = (main: string) =>
      `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Tabelle</title></head><body><main>${main}</main></body></html>`;
    // As the page places rich text: the intro, a section, a FAQ answer.
    const markup = page(
      `<h1>Tabelle</h1><div class="intro">${body}</div><section aria-labelledby="t"><h2 id="t">Come funziona</h2>${html(RATES, { headings: 'h2' })}</section>` +
        `<details><summary>Domanda</summary>${html(TABLES[1]!)}</details>`,
    );
    const { valid, results } = await validator.validateString(markup, filename);
    expect(results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(valid).toBe(true);
  });
});

/**
 * Rich text (FAQ answers, descriptions, article bodies) against hostile Markdown: the compiled tree
 * holds only allow-listed tags and safe link targets, raw HTML stays text, and the rendered markup
 * has nothing that could run.
 */
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_RICH_DEPTH, type MarkdownOptions, markdownToRich } from '../generator/compile/markdown.ts';
import type { RichNode } from '../language/spec.ts';
import { plainText, RichText } from '../src/renderer/RichText.tsx';
import { ALL_PAYLOADS, AUTOLINKS, HOSTILE_LINKS, NESTED, RAW_HTML } from './fixtures/hostile-markdown.ts';

const ALLOWED_TAGS = new Set(['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'code', 'br', 'h2', 'h3']);
/** http(s), mailto, a path of this site, an anchor. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/[^/\\]|\/$|#)/i;
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
              if (href !== null) expect(href).toMatch(SAFE_HREF);
            }
            const markup = render(tree);
            const tags = [...markup.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
            expect(tags.every((tag) => ALLOWED_TAGS.has(tag))).toBe(true);
            const attributes = [...markup.matchAll(/\s([a-z-]+)="/gi)].map((m) => m[1]!);
            expect(attributes.every((name) => ['href', 'rel', 'target'].includes(name))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

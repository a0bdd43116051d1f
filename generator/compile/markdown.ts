/**
 * Markdown -> an allow-listed tree (RichNode) at build time: paragraphs, bold, italic, links,
 * lists, inline code, line breaks, small headings, GFM tables. Raw HTML is not parsed (it stays
 * text), and links other than http(s), mailto, site paths and anchors lose their href.
 */
import MarkdownIt from 'markdown-it';
import type { RichNode, RichTag } from '../../language/spec.ts';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
// markdown-it's own check leaves a link it refuses (javascript:, vbscript:, data:...) as raw
// Markdown text; here every link is parsed and SAFE_HREF alone decides: a refused one keeps its text.
md.validateLink = () => true;
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

type Token = ReturnType<typeof md.parse>[number];
type Element = [RichTag, string | null, ...RichNode[]];

const BLOCK_TAGS: Record<string, RichTag> = {
  paragraph: 'p',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  heading: 'h3',
  // GFM tables, as markdown-it reads them: a row with fewer cells gets empty ones, cells past the
  // header's count are dropped, and a header without its |---| row stays a paragraph.
  table: 'table',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
};
/** A column's alignment (`:--`, `:-:`, `--:`), which markdown-it writes as a style on each cell. */
const ALIGNMENT = /^text-align:(left|center|right)$/;

/**
 * `headings`: 'h3' maps every heading to h3 (texts inside a page section); 'h2' keeps "#" and "##"
 * as h2 and the rest as h3 (a whole article).
 */
export interface MarkdownOptions {
  headings: 'h2' | 'h3';
}
const INLINE_TAGS: Record<string, RichTag> = { strong: 'strong', em: 'em', link: 'a' };

/**
 * Deepest element of the tree. markdown-it caps the nesting of blocks, not of emphasis: 5,000
 * nested "*a" made a tree that JSON.stringify (and rendering) could not go through. Tags below
 * this depth are dropped and their text kept; real texts nest 4 levels (li > p > strong > a).
 */
export const MAX_RICH_DEPTH = 32;

export function markdownToRich(text: string, options: MarkdownOptions = { headings: 'h3' }): RichNode[] {
  const root: Element = ['p', null];
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1]!;
  // Tags opened (and not yet closed) below MAX_RICH_DEPTH; tokens nest, so they close first.
  let dropped = 0;
  const append = (node: RichNode) => {
    const parent = top();
    const last = parent[parent.length - 1];
    if (typeof node === 'string' && typeof last === 'string' && parent.length > 2)
      parent[parent.length - 1] = last + node;
    else parent.push(node);
  };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      const [, base, edge] = /^(.*?)(_open|_close)?$/.exec(token.type)!;
      let tag = BLOCK_TAGS[base!] ?? INLINE_TAGS[base!];
      if (base === 'heading' && options.headings === 'h2' && (token.tag === 'h1' || token.tag === 'h2')) tag = 'h2';
      if (token.hidden) continue; // the paragraphs of tight list items
      if (edge === '_open' && tag && stack.length > MAX_RICH_DEPTH) {
        dropped++;
      } else if (edge === '_close' && tag && dropped > 0) {
        dropped--;
      } else if (edge === '_open' && tag) {
        let attribute: string | null = null;
        if (tag === 'a') {
          const raw = token.attrGet('href') ?? '';
          attribute = SAFE_HREF.test(raw) ? raw : null;
        } else if (tag === 'th' || tag === 'td') {
          attribute = ALIGNMENT.exec(token.attrGet('style') ?? '')?.[1] ?? null;
        }
        const element: Element = [tag, attribute];
        append(element);
        stack.push(element);
      } else if (edge === '_close' && tag) {
        stack.pop();
      } else if (token.type === 'inline') {
        walk(token.children ?? []);
      } else if (token.type === 'text' || token.type === 'html_inline' || token.type === 'html_block') {
        append(token.content);
      } else if (token.type === 'code_inline') {
        append(['code', null, token.content]);
      } else if (token.type === 'code_block' || token.type === 'fence') {
        append(['p', null, ['code', null, token.content.trimEnd()]]);
      } else if (token.type === 'softbreak') {
        append(' ');
      } else if (token.type === 'hardbreak') {
        append(['br', null]);
      } else if (token.type === 'image') {
        append(token.content);
      }
      // Other tokens (blockquote, hr) are dropped; their text comes through as text tokens.
    }
  };
  walk(md.parse(text, {}));
  return root.slice(2) as RichNode[];
}

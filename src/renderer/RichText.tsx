import { createElement, Fragment, type ReactNode } from 'react';
import type { RichNode } from '../../language/spec.ts';

/** A table cell's alignment, as its class (the CSP allows no style attribute). */
const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** The children of an element that are elements with one of `tags`. */
const childElements = (nodes: readonly RichNode[], tags: readonly string[]) =>
  nodes.filter((node) => typeof node !== 'string' && tags.includes(node[0])) as Exclude<RichNode, string>[];

/** A table's name as a region: 'Tabella: ' and its header's cells ('Tabella: Reddito, Aliquota'). */
function tableLabel(children: readonly RichNode[]): string {
  const cells = childElements(children, ['thead'])
    .flatMap((head) => childElements(head.slice(2) as RichNode[], ['tr']))
    .flatMap((row) => childElements(row.slice(2) as RichNode[], ['th', 'td']))
    .map((cell) => plainText([cell]))
    .filter((text) => text !== '');
  return cells.length ? `Tabella: ${cells.join(', ')}` : 'Tabella';
}

function render(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attribute, ...children] = node;
  const content = children.map(render);
  if (tag === 'a') {
    if (attribute === null) return <Fragment key={key}>{content}</Fragment>;
    const external = /^https?:/i.test(attribute);
    return (
      <a key={key} href={attribute} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {content}
      </a>
    );
  }
  if (tag === 'table')
    // A table wider than the text scrolls in its own box (as a calculator's tables), never the page.
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so that keyboard users can scroll a table wider than the screen.
      <section key={key} className="table-wrap rich-table" aria-label={tableLabel(children)} tabIndex={0}>
        <table>{content}</table>
      </section>
    );
  if (tag === 'th' || tag === 'td') {
    const className = attribute !== null && ALIGNMENTS.has(attribute) ? `align-${attribute}` : undefined;
    // A GFM table's header cells are its first row's: each heads its column.
    return createElement(tag, { key, className, scope: tag === 'th' ? 'col' : undefined }, ...content);
  }
  return createElement(tag, { key }, ...content);
}

/** Text compiled from Markdown at build time (only allow-listed tags exist in the tree). */
export function RichText({ nodes }: { nodes: readonly RichNode[] }) {
  return <>{nodes.map(render)}</>;
}

const BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'br', 'tr', 'th', 'td']);

/** The text of a tree, blocks separated by a space (for structured data). */
export function plainText(nodes: readonly RichNode[]): string {
  const walk = (node: RichNode): string => {
    if (typeof node === 'string') return node;
    const [tag, , ...children] = node;
    const inner = children.map(walk).join('');
    return BLOCKS.has(tag) ? ` ${inner} ` : inner;
  };
  return nodes.map(walk).join('').replace(/\s+/g, ' ').trim();
}

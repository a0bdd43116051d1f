import { createElement, Fragment, type ReactNode } from 'react';
import type { RichNode } from '../../language/spec.ts';

function render(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, href, ...children] = node;
  const content = children.map(render);
  if (tag === 'a') {
    if (href === null) return <Fragment key={key}>{content}</Fragment>;
    const external = /^https?:/i.test(href);
    return (
      <a key={key} href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {content}
      </a>
    );
  }
  return createElement(tag, { key }, ...content);
}

/** Text compiled from Markdown at build time (only allow-listed tags exist in the tree). */
export function RichText({ nodes }: { nodes: readonly RichNode[] }) {
  return <>{nodes.map(render)}</>;
}

const BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'br']);

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

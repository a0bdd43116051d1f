/**
 * Each page's head: title, description, keywords, canonical, Open Graph and JSON-LD. The same
 * description is written into the prerendered HTML and applied on the client after navigation.
 */
import { absoluteUrl, SITE_NAME } from '../site/config.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Site path of the page (canonical). */
  path: string;
  type: 'website' | 'article';
  jsonLd: object[];
  /** Not for search engines (the not-found page, the embeds). */
  noindex?: boolean;
  /** The canonical page when it is another (an embed's: its calculator page); written even with noindex. */
  canonical?: string;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export function breadcrumbLd(items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function headTags(meta: PageMeta): HeadTag[] {
  const url = absoluteUrl(meta.path);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.keywords?.length) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (!meta.noindex || meta.canonical)
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: absoluteUrl(meta.canonical ?? meta.path) } });
  tags.push(
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'it_IT' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
  );
  for (const data of meta.jsonLd)
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) });
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags as HTML, for prerendering. JSON inside <script> has "<" escaped. */
export function headHtml(meta: PageMeta): string {
  return headTags(meta)
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes} data-head>`;
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '');
      return `<${tag}${attributes} data-head>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the managed head tags of the document (after a client-side navigation). */
export function applyHead(meta: PageMeta): void {
  if (
    document.title === meta.title &&
    document.querySelector(`link[rel="canonical"][href="${absoluteUrl(meta.path)}"]`)
  )
    return;
  for (const node of document.head.querySelectorAll('[data-head]')) node.remove();
  for (const { tag, attrs, text } of headTags(meta)) {
    if (tag === 'title') {
      document.title = text ?? '';
      continue;
    }
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    node.setAttribute('data-head', '');
    if (text !== undefined) node.textContent = text;
    document.head.appendChild(node);
  }
}

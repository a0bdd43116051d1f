/**
 * Islands: the parts of a page that respond to the visitor (the header's menu, search and theme
 * switch, the calculator, the formula that wraps to the screen, the print line, the view events). A
 * prerendered page hydrates only them, each as a React root of its own (main.tsx); the rest of the
 * page (texts, FAQ, cards, footer, plain links) stays the HTML it arrived as, with no JavaScript
 * behind it.
 *
 *   <Island name="header" component={SiteHeader} props={{ categories }} />
 *
 * `name` is the file under src/islands/ whose default export is `component`; `props` travel in the
 * HTML as JSON (data-props), so they are plain data. On the server each island is rendered alone,
 * as the browser will hydrate it (same tree, same `useId`s under the prefix `name-`); in a page
 * drawn in the browser (the development server, the 404 page) it is a plain part of the page.
 */
import type { ComponentType, ReactNode } from 'react';

export interface IslandModule<P = Record<string, unknown>> {
  default: ComponentType<P>;
  /** What must be loaded before the island hydrates (a calculator's module). */
  prepare?: (props: P) => Promise<unknown>;
}

/** The separate server render of an island, set by the server entry (never in the browser bundle). */
let renderAlone: ((name: string, node: ReactNode) => string) | undefined;

/** Sets how the server renders an island alone (with `islandPrefix(name)` as its `identifierPrefix`). */
export function renderIslandsWith(render: (name: string, node: ReactNode) => string): void {
  renderAlone = render;
}

export const islandPrefix = (name: string) => `${name}-`;

export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const data = { 'data-island': name, 'data-props': JSON.stringify(props) };
  if (renderAlone) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island (escaped by it), on the server only.
    return <div {...data} dangerouslySetInnerHTML={{ __html: renderAlone(name, <Component {...props} />) }} />;
  }
  return (
    <div {...data}>
      <Component {...props} />
    </div>
  );
}

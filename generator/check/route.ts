import { calculatorRootOf } from '../load.ts';

/** Where a calculator's page is, worked out once from its file's place. */
export interface Route {
  /** The folder: a url segment of calculators/categories.yaml. */
  segment: string;
  /** The file name without .yaml. */
  slug: string;
  /** /calcolatori/<segment>/<slug> */
  url: string;
}

/** calculators/<segment>/<slug>.yaml (under a calculator root, load.ts) -> its route; undefined for a file at another depth. */
export function routeOf(file: string): Route | undefined {
  const root = calculatorRootOf(file);
  const parts = root === undefined ? [] : file.slice(root.length).split('/');
  if (parts.length !== 3) return undefined;
  const segment = parts[1]!;
  const slug = parts[2]!.replace(/\.ya?ml$/, '');
  return { segment, slug, url: `/calcolatori/${segment}/${slug}` };
}

/** Where a calculator's page is, worked out once from its file's place. */
export interface Route {
  /** The folder: a url segment of calculators/categories.yaml. */
  segment: string;
  /** The file name without .yaml. */
  slug: string;
  /** /calcolatori/<segment>/<slug> */
  url: string;
}

/** calculators/<segment>/<slug>.yaml -> its route; undefined for a file at another depth. */
export function routeOf(file: string): Route | undefined {
  const parts = file.split('/');
  if (parts.length !== 3) return undefined;
  const segment = parts[1]!;
  const slug = parts[2]!.replace(/\.ya?ml$/, '');
  return { segment, slug, url: `/calcolatori/${segment}/${slug}` };
}

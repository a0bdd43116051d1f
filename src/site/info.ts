/**
 * The site's information pages: who makes it, how its figures are checked, privacy, contacts.
 * Each is a prerendered route of the sitemap, linked from the footer's 'Informazioni'; their texts
 * are in src/pages/info/. Plain data, so the prerender script reads it too.
 */
export const INFO_PAGES = [
  { path: '/chi-siamo', name: 'Chi siamo' },
  { path: '/come-verifichiamo', name: 'Come verifichiamo i calcoli' },
  { path: '/privacy', name: 'Privacy' },
  { path: '/contatti', name: 'Contatti' },
] as const;

export type InfoPath = (typeof INFO_PAGES)[number]['path'];

/** The information page at `path`, if it is one. */
export const infoPageAt = (path: string) => INFO_PAGES.find((page) => page.path === path);

/** Site-wide settings, fixed at build time. */

export const SITE_NAME = 'Calcolatori Online';

/** Public address of the site, for canonical links, Open Graph and the sitemap (VITE_SITE_URL). */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'https://www.calcolatorionline.it').replace(/\/+$/, '');

/** Google Tag Manager container id (VITE_GTM_ID); without it no third-party script loads. */
export const GTM_ID: string | undefined = import.meta.env.VITE_GTM_ID || undefined;

/** The site's sections: in the header (`name`) and, on a phone, in the menu (`menuName`). */
export const SECTIONS = [
  { href: '/calcolatori', name: 'Calcolatori', menuName: 'Tutti i calcolatori' },
  { href: '/blog', name: 'Blog', menuName: 'Blog' },
] as const;

/** Where 'Scarica tutti i calcolatori per l'uso offline' is: the list's section 'Senza connessione' (the menu and the offline page link it). */
export const OFFLINE_SECTION = 'senza-connessione';
export const OFFLINE_DOWNLOAD_PATH = `/calcolatori#${OFFLINE_SECTION}`;

/** The copyright line's first year (the spec's); the footer runs it to BUILD_YEAR. */
export const COPYRIGHT_YEAR = 2024;

/** The year the site was built (vite.config.ts `define`): one value for the prerendered page and the browser. */
export const BUILD_YEAR: number = import.meta.env.BUILD_YEAR;

/**
 * Where visitors write to the team ('Contatti', src/pages/info/): VITE_CONTACT_EMAIL at build time,
 * else the editorial mailbox of the site's domain, which must exist before the site goes live.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'redazione@calcolatorionline.it';

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}

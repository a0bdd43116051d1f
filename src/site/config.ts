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

export const COPYRIGHT_YEAR = 2024;

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}

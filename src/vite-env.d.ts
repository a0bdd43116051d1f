interface ImportMetaEnv {
  /** Public address of the site (canonical links, sitemap). */
  readonly VITE_SITE_URL?: string;
  /** Google Tag Manager container id; unset: no third-party script. */
  readonly VITE_GTM_ID?: string;
  /** The team's address on 'Contatti'; unset: redazione@calcolatorionline.it (src/site/config.ts). */
  readonly VITE_CONTACT_EMAIL?: string;
  /** The year of the build (vite.config.ts `define`). */
  readonly BUILD_YEAR: number;
}

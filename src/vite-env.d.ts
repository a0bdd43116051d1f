interface ImportMetaEnv {
  /** Public address of the site (canonical links, sitemap). */
  readonly VITE_SITE_URL?: string;
  /** Google Tag Manager container id; unset: no third-party script. */
  readonly VITE_GTM_ID?: string;
}

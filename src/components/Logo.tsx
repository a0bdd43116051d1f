import { SITE_NAME } from '../site/config.ts';

/**
 * The site's logo: its mark (a calculator on a blue tile, public/favicon.svg's drawing, whose PNGs
 * in public/icons/ are the manifest's) and its name set as the wordmark. Drawn inline, in the
 * mark's own colours in both themes; the link around it is named by the text.
 */
export function Logo() {
  return (
    <>
      <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1d4ed8" />
        <rect x="14" y="10" width="36" height="44" rx="5" fill="#fff" />
        <rect x="19" y="15" width="26" height="10" rx="2" fill="#bfdbfe" />
        <g fill="#1d4ed8">
          <circle cx="22" cy="33" r="3" />
          <circle cx="32" cy="33" r="3" />
          <circle cx="42" cy="33" r="3" />
          <circle cx="22" cy="44" r="3" />
          <circle cx="32" cy="44" r="3" />
          <circle cx="42" cy="44" r="3" />
        </g>
      </svg>
      <span className="logo-word">{SITE_NAME}</span>
    </>
  );
}

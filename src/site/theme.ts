/**
 * Light and dark: the system's setting, unless the visitor chose one with the header's toggle,
 * which is remembered (localStorage "tema") and applied before the first paint by the inline
 * script of index.html as <html data-theme="dark|light">. The colours are CSS variables written
 * with light-dark() (styles.css); charts read the mode here.
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
/** Where the visitor's choice is kept (localStorage), also read by the inline script of index.html. */
export const THEME_KEY = 'tema';
const DARK = '(prefers-color-scheme: dark)';

/** The mode in effect: the visitor's choice, else the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return window.matchMedia(DARK).matches ? 'dark' : 'light';
}

/** Applies and remembers the visitor's choice (storage may be unavailable: then for this page only). */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or storage disabled: the choice holds until the page is left.
  }
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK);
  media.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** The mode in effect, following the toggle and the system; light in the prerendered page. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}

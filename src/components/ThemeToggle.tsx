import { chooseTheme, useTheme } from '../site/theme.ts';

/**
 * The theme switch (in the header, on a phone in the menu), named by what a click does: 'Tema
 * scuro' while the page is light, 'Tema chiaro' while it is dark (so it has no aria-pressed, which
 * would contradict a name that changes). The choice is remembered.
 */
export function ThemeToggle() {
  const dark = useTheme() === 'dark';
  return (
    <button type="button" className="theme-toggle" onClick={() => chooseTheme(dark ? 'light' : 'dark')}>
      <span aria-hidden="true">{dark ? '☀️' : '🌙'}</span> {dark ? 'Tema chiaro' : 'Tema scuro'}
    </button>
  );
}

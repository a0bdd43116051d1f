import { chooseTheme, useTheme } from '../site/theme.ts';

/** The 'Tema scuro' switch (in the header, on a phone in the menu): pressed while the page is dark; the choice is remembered. */
export function ThemeToggle() {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☀️' : '🌙'}</span> Tema scuro
    </button>
  );
}

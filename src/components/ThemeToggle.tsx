import { controlIcons } from '../generated/icons.ts';
import { chooseTheme, currentTheme } from '../site/theme.ts';
import { Icon } from './Icon.tsx';

/**
 * The theme switch (in the header, on a phone in the menu), named by what a click does: 'Tema
 * scuro' while the page is light, 'Tema chiaro' while it is dark (so it has no aria-pressed, which
 * would contradict a name that changes). Both names are in the page and the stylesheet shows the
 * one of the mode in effect, so the name is right before any script runs. The choice is remembered.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="theme-toggle"
      onClick={() => chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <span className="to-dark">
        <Icon drawing={controlIcons.moon} /> Tema scuro
      </span>
      <span className="to-light">
        <Icon drawing={controlIcons.sun} /> Tema chiaro
      </span>
    </button>
  );
}

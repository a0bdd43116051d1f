import { type KeyboardEvent, useId, useRef } from 'react';
import type { CategorySpec } from '../../language/spec.ts';
import { controlIcons } from '../generated/icons.ts';
import { OFFLINE_DOWNLOAD_PATH, SECTIONS } from '../site/config.ts';
import { Icon } from './Icon.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')];
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const edge = event.shiftKey ? first : last;
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first)!.focus();
}

/**
 * On small screens: a button that opens a side panel listing the categories, then the site's
 * sections (the list of calculators, the blog) and the theme switch. The panel is a modal
 * <dialog>: the browser moves the focus into it, to its first category (`autofocus`, honoured before
 * the scripts have run too), keeps the page behind inert, closes it on Escape and gives the focus
 * back to the Menu button; Tab wraps around inside it; 'Chiudi', the backdrop and a category's link
 * close it the same way.
 *
 * The buttons also name their command in HTML (`command`, `commandfor`), so a tap before the page's
 * scripts have run opens and closes the panel all the same where the browser knows invoker
 * commands. Such a button carries no aria-expanded (HTML gives it the panel's state; the W3C
 * validator refuses both): `aria-haspopup="dialog"` says what it opens.
 */
export function MobileMenu({ categories }: { categories: readonly CategorySpec[] }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = `${id}-panel`;
  const close = () => dialog.current?.close();
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={panel}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
      >
        <Icon drawing={controlIcons.menu} /> Menu
      </button>
      {/* A click on the backdrop reaches the dialog itself; clicks inside land on the nav. */}
      <dialog
        ref={dialog}
        id={panel}
        className="menu-panel"
        aria-label="Menu"
        onClick={(e) => e.target === e.currentTarget && close()}
        onKeyDown={wrapFocus}
      >
        <div className="menu-body">
          <button type="button" className="menu-close" command="close" commandfor={panel} onClick={close}>
            <span aria-hidden="true">×</span> Chiudi
          </button>
          <nav aria-label="Categorie">
            <ul>
              {categories.map((c, i) => (
                <li key={c.id}>
                  <a
                    href={`/#${c.id}`}
                    onClick={close}
                    // biome-ignore lint/a11y/noAutofocus: in a modal dialog, where the browser moves the focus on opening (scripts or not): to the first choice, not 'Chiudi'.
                    autoFocus={i === 0}
                  >
                    <Icon drawing={c.icon} /> {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Sezioni" className="menu-sections">
            <ul>
              {SECTIONS.map((section) => (
                <li key={section.href}>
                  <a href={section.href}>{section.menuName}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="menu-offline">
            <a href={OFFLINE_DOWNLOAD_PATH} onClick={close}>
              Scarica i calcolatori per l'uso offline
            </a>
          </p>
          <ThemeToggle />
        </div>
      </dialog>
    </div>
  );
}

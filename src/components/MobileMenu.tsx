import { useEffect, useId, useState } from 'react';
import { categories } from '../generated/registry.ts';

/** On small screens: a button that opens a side panel listing the categories. */
export function MobileMenu() {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="mobile-menu">
      <button type="button" className="menu-button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span> Menu
      </button>
      {open ? <div className="menu-backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <nav id={`${id}-panel`} className={open ? 'menu-panel open' : 'menu-panel'} aria-label="Categorie" hidden={!open}>
        <button type="button" className="menu-close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span> Chiudi
        </button>
        <ul>
          {categories.map((c) => (
            <li key={c.id}>
              <a href={`/#${c.id}`} onClick={() => setOpen(false)}>
                <span aria-hidden="true">{c.emoji}</span> {c.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

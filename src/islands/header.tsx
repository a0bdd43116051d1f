/** The site header: the phone menu, the logo, the search box, the section links and the theme switch. */

import type { CategorySpec } from '../../language/spec.ts';
import { Logo } from '../components/Logo.tsx';
import { MobileMenu } from '../components/MobileMenu.tsx';
import { Search } from '../components/Search.tsx';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { SECTIONS } from '../site/config.ts';

export default function SiteHeader({ categories }: { categories: readonly CategorySpec[] }) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <MobileMenu categories={categories} />
        <a href="/" className="logo">
          <Logo />
        </a>
        <Search categories={categories} />
        <nav className="header-nav" aria-label="Sezioni">
          {SECTIONS.map((section) => (
            <a key={section.href} href={section.href}>
              {section.name}
            </a>
          ))}
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}

import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Footer } from '../components/Footer.tsx';
import { MobileMenu } from '../components/MobileMenu.tsx';
import { Search } from '../components/Search.tsx';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { SITE_NAME } from '../site/config.ts';

export function Layout() {
  const location = useLocation();

  // Each route change: to the anchor, or (smoothly) to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname, location.hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <header className="site-header">
        <div className="header-inner">
          <MobileMenu />
          <Link to="/" className="logo">
            <span aria-hidden="true">🧮</span> {SITE_NAME}
          </Link>
          <Search />
          <nav className="header-nav" aria-label="Sezioni">
            <Link to="/calcolatori">Calcolatori</Link>
            <Link to="/blog">Blog</Link>
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main id="main">
        {/* A page whose chunk is still loading (after a client-side navigation) waits here. */}
        <Suspense fallback={<p className="page-loading">Caricamento...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}

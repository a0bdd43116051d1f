import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { Footer } from '../components/Footer.tsx';
import { MobileMenu } from '../components/MobileMenu.tsx';
import { Search } from '../components/Search.tsx';
import { SITE_NAME } from '../site/config.ts';
import { trackPageView } from '../site/analytics.ts';
import { applyHead, type PageMeta } from '../site/meta.ts';

/** What a route declares in its `handle`: the head of its page, from its loader data. */
export interface RouteHandle {
  meta: (data: unknown, params: Record<string, string | undefined>) => PageMeta;
}

/** The head of the deepest matched route that declares one. */
export function useRouteMeta(): PageMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta(match.loaderData, match.params);
  }
  return undefined;
}

export function Layout() {
  const location = useLocation();
  const meta = useRouteMeta();

  // Each route change: the page's head, a page_view, and the scroll position (an anchor, or the top).
  useEffect(() => {
    if (!meta) return;
    applyHead(meta);
    trackPageView(location.pathname, meta.title);
  }, [location.pathname]);
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
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

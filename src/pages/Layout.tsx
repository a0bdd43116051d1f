import { Link, Outlet } from 'react-router';

export function Layout() {
  return (
    <>
      <header className="site-header">
        <Link to="/" className="logo">
          <span aria-hidden="true">🧮</span> Calcolatori Online
        </Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          I risultati hanno valore puramente informativo e indicativo e non sostituiscono il parere di un professionista.
        </p>
        <p>© 2024 Calcolatori Online</p>
      </footer>
    </>
  );
}

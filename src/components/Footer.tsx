import { calculators, categories } from '../generated/registry.ts';
import { BUILD_YEAR, COPYRIGHT_YEAR, SITE_NAME } from '../site/config.ts';
import { INFO_PAGES } from '../site/info.ts';

/** The copyright's years: "2024" in the first year, "2024–2026" after it. */
export const copyrightYears = (first: number, last: number) => (last > first ? `${first}–${last}` : `${first}`);

/**
 * Footer: the first 3 calculators of each category, the information pages, the disclaimer and the
 * copyright line.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {categories.map((category) => (
          <section key={category.id}>
            <h2>
              <a href={`/#${category.id}`}>{category.name}</a>
            </h2>
            <ul>
              {calculators
                .filter((c) => c.category === category.id)
                .slice(0, 3)
                .map((c) => (
                  <li key={c.id}>
                    <a href={c.url}>{c.title}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info">Informazioni</h2>
          <ul>
            {INFO_PAGES.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="disclaimer">
        I risultati dei calcolatori hanno valore puramente informativo e indicativo: non sostituiscono il parere di un
        professionista (commercialista, consulente finanziario, medico).
      </p>
      <p>
        © {copyrightYears(COPYRIGHT_YEAR, BUILD_YEAR)} {SITE_NAME}. Tutti i calcolatori sono gratuiti e non richiedono
        registrazione. <a href="/calcolatori">Tutti i calcolatori</a> · <a href="/blog">Blog</a>
      </p>
    </footer>
  );
}

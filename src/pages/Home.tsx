import { Link } from 'react-router';
import { calculators, categories } from '../generated/registry.ts';

export function Home() {
  return (
    <>
      <h1>Calcolatori online gratuiti</h1>
      {categories.map((category) => (
        <section key={category.id} id={category.id} className="category">
          <h2>
            <span aria-hidden="true">{category.emoji}</span> {category.name}
          </h2>
          <ul className="cards">
            {calculators
              .filter((c) => c.category === category.id)
              .map((c) => (
                <li key={c.id} className="card">
                  <h3>
                    <span aria-hidden="true">{c.emoji}</span> {c.title}
                  </h3>
                  <p>{c.description}</p>
                  <Link to={c.url}>Usa questo calcolatore</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

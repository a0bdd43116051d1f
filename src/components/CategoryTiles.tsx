import { categories } from '../generated/registry.ts';
import { byCategory } from '../site/catalogue.ts';
import { Icon } from './Icon.tsx';

/** The categories as tiles with their counts, each leading to its section of the home page (`home`: the page's own anchors). */
export function CategoryTiles({ home = false }: { home?: boolean }) {
  return (
    <nav aria-label="Categorie" className="tiles">
      {categories.map((category) => (
        <a key={category.id} href={`${home ? '' : '/'}#${category.id}`} className="tile">
          <Icon drawing={category.icon} className="tile-icon" />
          <span className="tile-name">{category.name}</span>
          <span className="tile-count">{byCategory.get(category.id)!.length.toLocaleString('it-IT')} calcolatori</span>
        </a>
      ))}
    </nav>
  );
}

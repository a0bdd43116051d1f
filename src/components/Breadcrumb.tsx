export interface Crumb {
  name: string;
  /** Link target; the last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Percorso" className="breadcrumb">
      <ol>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its level.
          <li key={i}>
            {item.to && i < items.length - 1 ? (
              <a href={item.to}>{item.name}</a>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

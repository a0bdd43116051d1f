import { type FocusEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CategorySpec } from '../../language/spec.ts';
import { loadOnce } from '../engine/load-once.ts';
import { categoryPath } from '../site/category-path.ts';
import { Icon } from './Icon.tsx';

export const NO_RESULTS = 'Nessun calcolatore trovato.';
/** What the box says when a part of the search could not load (offline, or a failed request). */
const SEARCH_FAILED = 'Ricerca non disponibile: controlla la connessione e ricarica la pagina.';

type SearchIndex = typeof import('../search/search-index.ts');
type Results = Awaited<ReturnType<SearchIndex['searchCalculators']>>;

const index = new Map<'search', Promise<SearchIndex>>();

/**
 * The search (its index loads in parts as queries need them): loaded once, on the first use of the
 * box; after a failure, again on the next query.
 */
const loadIndex = () => loadOnce(index, 'search', () => import('../search/search-index.ts'));

/** The combobox's list of calculators, best first; the focus stays in the input (aria-activedescendant). */
function SearchResults({
  id,
  results,
  active,
  expanded,
  onChoose,
  onHover,
}: {
  id: string;
  results: Results;
  active: number;
  expanded: boolean;
  onChoose: (url: string) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label="Risultati della ricerca"
      className="search-results"
      hidden={!expanded}
    >
      {results.map((c, i) => (
        // The focus stays in the input (aria-activedescendant), whose onKeyDown handles the keys:
        // biome-ignore lint/a11y/useFocusableInteractive: an option of a combobox never takes the focus.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input has them.
        <div
          key={c.id}
          id={`${id}-option-${i}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'search-option active' : 'search-option'}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(c.url)}
          onMouseEnter={() => onHover(i)}
        >
          <Icon drawing={c.icon} /> <strong>{c.title}</strong>
          <small>{c.description}</small>
        </div>
      ))}
    </div>
  );
}

/** The calculators suggested for a query that finds none: the closest to it, else the most used. */
type Suggested = { closest: boolean; results: Results };

/**
 * A way on when a query finds nothing: the closest calculators (else the most used) and the
 * categories, as links (Tab reaches them from the box; Escape goes back to it).
 */
function SearchSuggestions({
  id,
  suggested,
  categories,
}: {
  id: string;
  suggested: Suggested | undefined;
  categories: readonly CategorySpec[];
}) {
  return (
    <div className="search-suggestions">
      {suggested?.results.length ? (
        <>
          <p id={`${id}-suggested`}>{suggested.closest ? 'Forse cercavi:' : 'Prova uno dei più usati:'}</p>
          <ul aria-labelledby={`${id}-suggested`}>
            {suggested.results.map((c) => (
              <li key={c.id}>
                <a href={c.url}>{c.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p id={`${id}-categories`}>Oppure scegli una categoria:</p>
      <ul aria-labelledby={`${id}-categories`}>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={categoryPath(category.id)}>{category.name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The search box (`label`: its name, for a page with two): an ARIA combobox over the local list of calculators, best matches first. Typing
 * filters, arrow keys move, Enter (the highlighted option, else the first) or a click opens the
 * calculator, closes the list and clears the text; Escape closes. The search loads when the box is
 * first focused or typed in, and each query the parts of the index it needs: until its results are
 * there, those of the text before stay shown. A query that finds nothing says so and suggests the
 * most used calculators and the `categories`.
 */
export function Search({
  label = 'Cerca calcolatori',
  categories,
}: {
  label?: string;
  categories: readonly CategorySpec[];
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The box has been focused or typed in: the search loads.
  const [used, setUsed] = useState(false);
  // The last results that came, and the text they are for; with the calculators suggested when
  // there are none (the closest to the text, else the most used).
  const [found, setFound] = useState<{ text: string; results: Results; suggested?: Suggested; failed?: boolean }>({
    text: '',
    results: [],
  });
  // Enter pressed before the results of the text have come: it opens the best match once they are there.
  const [enterPending, setEnterPending] = useState(false);
  // Typed before the page's scripts took over (hydration keeps the box's text, not in this state):
  // taken as typed, and the box as used, once hydrated (src/renderer/typed.ts says why).
  useLayoutEffect(() => {
    const box = input.current;
    if (!box || box.value === box.defaultValue) return;
    setUsed(true);
    setText(box.value);
    setOpen(document.activeElement === box);
  }, []);
  useEffect(() => {
    if (!used) return;
    let current = true;
    void loadIndex()
      .then(async (search) => {
        const results = await search.searchCalculators(text);
        const none = results.length === 0 && text.trim() !== '';
        return { results, suggested: none ? await search.suggestedCalculators(text) : undefined };
      })
      .then(
        ({ results, suggested }) => {
          if (current) setFound({ text, results, suggested });
        },
        () => {
          if (current) setFound({ text, results: [], failed: true });
        },
      );
    return () => {
      current = false;
    };
  }, [text, used]);
  const { results } = found;
  // The results shown are the text's.
  const settled = used && found.text === text;
  const searching = open && text.trim() !== '' && settled;
  const expanded = open && text.trim() !== '' && results.length > 0;
  const none = searching && results.length === 0;

  const choose = (url: string) => {
    setText('');
    setOpen(false);
    setActive(-1);
    location.assign(url);
  };

  useEffect(() => {
    if (!settled || !enterPending) return;
    setEnterPending(false);
    const chosen = results[active] ?? results[0];
    if (chosen) choose(chosen.url);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // Down before the text's results have come: its first result, once it is there.
      if (!settled) {
        if (event.key === 'ArrowDown') setActive(0);
        return;
      }
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      if (!settled) {
        setEnterPending(true);
        return;
      }
      // Enter with no option highlighted opens the best match.
      const chosen = results[active] ?? results[0];
      if (chosen) {
        event.preventDefault();
        choose(chosen.url);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  // The list stays open while the focus moves within the box and its suggestions.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onSuggestionsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    input.current?.focus();
    setOpen(false);
  };

  return (
    <search className="search" aria-label={label} onBlur={onBlur}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      {/* A magnifier drawn in the box, in the text's colour: on a phone's header, all the box shows until it takes the focus. */}
      <svg className="search-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder="Cerca calcolatori…"
        value={text}
        onChange={(e) => {
          setUsed(true);
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <SearchResults
        id={id}
        results={results}
        active={active}
        expanded={expanded}
        onChoose={choose}
        onHover={setActive}
      />
      {/* Outside the listbox, which may hold only options; the status is a live region, so it is announced. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from a suggested link, back to the box. */}
      <div className="search-results search-none" hidden={!none} onKeyDown={onSuggestionsKeyDown}>
        <p className="search-empty" role="status">
          {none ? (found.failed ? SEARCH_FAILED : NO_RESULTS) : null}
        </p>
        {none && !found.failed ? (
          <SearchSuggestions id={id} suggested={found.suggested} categories={categories} />
        ) : null}
      </div>
    </search>
  );
}

import { type KeyboardEvent, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import type { SearchSpec } from '../../../language/inputs/search.ts';
import { type Dataset, type Entry, loadDataset, loadedDataset, searchDataset } from '../../engine/datasets.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/** What the field says when the rows could not be loaded (offline on a first visit). */
export const DATASET_FAILED = 'Elenco non disponibile: controlla la connessione e riprova.';
export const NO_ROWS = 'Nessun risultato: prova con un altro nome o con il codice.';

/**
 * A search box over a dataset (an ARIA combobox): typing offers the rows whose name holds the text
 * (or whose key is the text), arrow keys move, Enter or a click picks one (the form holds its key),
 * Escape closes and puts back the name of the row chosen. The rows load on the field's first focus;
 * until then the field shows the default's name (from the spec) or the key a link gave.
 */
export function SearchField({ input, id, disabled, name, control, refused = false }: FieldProps<SearchSpec>) {
  const { field } = useController({ control, name });
  const key = String(field.value ?? '');
  const [dataset, setDataset] = useState<Dataset | undefined>(() => loadedDataset(input.dataset));
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const load = () => {
    if (dataset) return;
    setFailed(false);
    loadDataset(input.dataset).then(setDataset, () => setFailed(true));
  };
  const loadForLink = useEffectEvent(load);
  // A key from a link (not the default) is named once the rows are there: loaded once per key, and
  // again after a failure only when the visitor uses the field.
  useEffect(() => {
    if (key !== '' && key !== input.default) loadForLink();
  }, [key, input.default]);
  const nameOf = (k: string) =>
    dataset?.entries.find((e) => e.key === k)?.label ?? (k === input.default ? input.defaultLabel : undefined) ?? k;
  const editing = query !== undefined;
  // Searched again when the text or the rows change, not when the highlighted option moves.
  const found = useMemo(() => (query !== undefined && dataset ? searchDataset(dataset, query) : []), [dataset, query]);
  const expanded = editing && found.length > 0;
  const choose = (entry: Entry) => {
    field.onChange(entry.key);
    setQuery(undefined);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + found.length) % found.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(found[Math.max(active, 0)]!);
    } else if (event.key === 'Escape' && editing) {
      event.preventDefault();
      setQuery(undefined);
      setActive(-1);
    }
  };
  const status = failed
    ? DATASET_FAILED
    : editing && dataset && query.trim() !== '' && found.length === 0
      ? NO_ROWS
      : '';
  const listId = `${id}-list`;
  return (
    <Field input={input} id={id} refused={refused} empty={key === ''}>
      <div className="combo">
        <input
          id={id}
          name={field.name}
          ref={field.ref}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          value={editing ? query : key === '' ? '' : nameOf(key)}
          data-key={key}
          placeholder={input.placeholder}
          disabled={disabled}
          aria-invalid={refused || undefined}
          aria-describedby={
            [describedBy(input, id, refused), status ? `${id}-status` : undefined].filter(Boolean).join(' ') ||
            undefined
          }
          onFocus={(e) => {
            load();
            e.currentTarget.select();
          }}
          onChange={(e) => {
            load();
            setQuery(e.target.value);
            setActive(-1);
          }}
          onBlur={() => {
            setQuery(undefined);
            setActive(-1);
            field.onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={`Risultati per ${input.label}`}
          className="search-results"
          hidden={!expanded}
        >
          {found.map((entry, i) => (
            // The focus stays in the input (aria-activedescendant), whose onKeyDown handles the keys:
            // biome-ignore lint/a11y/useFocusableInteractive: an option of a combobox never takes the focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input has them.
            <div
              key={`${entry.key}-${entry.label}`}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              data-key={entry.key}
              className={i === active ? 'search-option active' : 'search-option'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(entry)}
              onMouseEnter={() => setActive(i)}
            >
              {entry.label} <small className="option-key">{entry.key}</small>
            </div>
          ))}
        </div>
      </div>
      <p className="help combo-status" id={`${id}-status`} role="status">
        {status}
      </p>
    </Field>
  );
}

/**
 * The studio's draft: the file being written (its path and text), kept in the browser's
 * localStorage as the visitor types and offered again when the studio opens. Storage may be
 * missing (private browsing, a blocked site), full, or hold something else under the key: then
 * there is no draft, never an error.
 */

export const DRAFT_KEY = 'studio-bozza';

export interface Draft {
  file: string;
  text: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// A getter: reading `localStorage` itself throws where the browser blocks storage.
const browserStorage = (): Store => localStorage;

/** The draft kept, if any. */
export function readDraft(storage = browserStorage): Draft | undefined {
  try {
    const draft = JSON.parse(storage().getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
    return typeof draft?.file === 'string' && typeof draft.text === 'string'
      ? { file: draft.file, text: draft.text }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `draft`, or, given null, forgets the one kept. */
export function writeDraft(draft: Draft | null, storage = browserStorage): void {
  try {
    if (draft) storage().setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage().removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (full, or none): the studio goes on without a draft.
  }
}

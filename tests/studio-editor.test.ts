/**
 * The studio's guards on large files and lost work: a paste that would make the file larger than
 * PASTE_LIMIT_BYTES is refused before it reaches the document (src/studio/paste-limit.ts), and the
 * draft is kept in and read back from storage that may be missing, full or hold garbage
 * (src/studio/draft.ts). The page itself: tests/e2e/studio.spec.ts.
 */
import { EditorSelection, EditorState, type Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, readDraft, writeDraft } from '../src/studio/draft.ts';
import { limitPastes, PASTE_LIMIT_BYTES, pasteRefused } from '../src/studio/paste-limit.ts';

describe('the paste limit', () => {
  const DOC = 'id: prova\n';
  /** `text` pasted over the selection of a document `doc` (all of it when `whole`), as CodeMirror dispatches a paste. */
  const paste = (text: string, doc = DOC, whole = false): Transaction => {
    const state = EditorState.create({
      doc,
      extensions: [limitPastes],
      selection: whole ? EditorSelection.single(0, doc.length) : EditorSelection.cursor(doc.length),
    });
    return state.update(state.replaceSelection(text), { userEvent: 'input.paste' });
  };
  const refusals = (tr: Transaction) => tr.effects.filter((e) => e.is(pasteRefused)).map((e) => e.value as number);

  it('takes a paste up to the limit, the whole file counted', () => {
    const tr = paste('x'.repeat(PASTE_LIMIT_BYTES - DOC.length));
    expect(tr.docChanged).toBe(true);
    expect(tr.newDoc.length).toBe(PASTE_LIMIT_BYTES);
    expect(refusals(tr)).toEqual([]);
  });

  it('refuses a paste one byte over, leaving the document as it was and saying the size it would have had', () => {
    const tr = paste('x'.repeat(PASTE_LIMIT_BYTES - DOC.length + 1));
    expect(tr.docChanged).toBe(false);
    expect(tr.newDoc.toString()).toBe(DOC);
    expect(refusals(tr)).toEqual([PASTE_LIMIT_BYTES + 1]);
  });

  it('counts bytes of UTF-8, as the file is saved: "è" is two', () => {
    const half = Math.floor(PASTE_LIMIT_BYTES / 2);
    // Fewer characters than the limit, more bytes.
    const tr = paste('è'.repeat(half));
    expect(DOC.length + half).toBeLessThan(PASTE_LIMIT_BYTES);
    expect(refusals(tr)).toEqual([DOC.length + 2 * half]);
  });

  it('counts the file after the paste: pasting over a large selection may shrink it', () => {
    const large = 'y'.repeat(PASTE_LIMIT_BYTES - 10);
    const tr = paste('z'.repeat(PASTE_LIMIT_BYTES / 2), large, true);
    expect(tr.newDoc.length).toBe(PASTE_LIMIT_BYTES / 2);
    expect(refusals(tr)).toEqual([]);
  });
});

describe('the draft', () => {
  /** Storage as the browser's: a map of strings. */
  function memoryStorage() {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    return { items, get: () => storage };
  }
  const draft = { file: 'calculators/finanza/prova.yaml', text: 'id: prova\n' };

  it('is kept under its key and read back; null forgets it', () => {
    const { items, get } = memoryStorage();
    expect(readDraft(get)).toBeUndefined();
    writeDraft(draft, get);
    expect(JSON.parse(items.get(DRAFT_KEY)!)).toEqual(draft);
    expect(readDraft(get)).toEqual(draft);
    writeDraft(null, get);
    expect(items.has(DRAFT_KEY)).toBe(false);
    expect(readDraft(get)).toBeUndefined();
  });

  it('is no draft when the key holds something else', () => {
    for (const kept of ['{', '"testo"', '42', '{"file":"x.yaml"}', '{"file":1,"text":"a"}', 'null']) {
      const { items, get } = memoryStorage();
      items.set(DRAFT_KEY, kept);
      expect(readDraft(get), kept).toBeUndefined();
    }
  });

  it('never throws: storage full, refused, or missing', () => {
    const full = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => writeDraft(draft, () => full)).not.toThrow();
    expect(() => writeDraft(null, () => full)).not.toThrow();
    expect(readDraft(() => full)).toBeUndefined();
    const blocked = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
    expect(() => writeDraft(draft, blocked)).not.toThrow();
    expect(readDraft(blocked)).toBeUndefined();
  });
});

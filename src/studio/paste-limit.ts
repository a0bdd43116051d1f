/**
 * The studio's limit on pasting: a paste after which the file would pass PASTE_LIMIT_BYTES is
 * refused before it reaches the document (a transaction filter), and says so with an effect, which
 * the editor reports to the page. A file that large is no calculator, and the editor and the
 * generator would take seconds at each pause in typing.
 */
import { EditorState, StateEffect, type Text } from '@codemirror/state';

/** The largest file a paste may make, in bytes of UTF-8 (as the file is saved), below the generator's own 256 KB. */
export const PASTE_LIMIT_BYTES = 200 * 1024;

/** A refused paste, with the size in bytes the file would have had. */
export const pasteRefused = StateEffect.define<number>();

const utf8Bytes = (doc: Text) => new TextEncoder().encode(doc.toString()).length;

/** Refuses, in place of the paste, a paste that would make the file larger than PASTE_LIMIT_BYTES. */
export const limitPastes = EditorState.transactionFilter.of((tr) => {
  if (!tr.isUserEvent('input.paste')) return tr;
  const bytes = utf8Bytes(tr.newDoc);
  return bytes > PASTE_LIMIT_BYTES ? { effects: pasteRefused.of(bytes) } : tr;
});

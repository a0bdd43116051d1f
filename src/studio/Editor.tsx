/**
 * The studio's YAML editor: CodeMirror 6 with YAML highlighting, the generator's diagnostics at
 * their line and column, and completion and hover from the calculator JSON Schema. Tab is not
 * taken by the editor, so Tab and Shift+Tab (and Escape then Tab) leave it. A paste that would
 * make the file larger than PASTE_LIMIT_BYTES is refused (paste-limit.ts) and reported.
 * The editor lives in a shadow root: there CodeMirror's styles go in constructed style sheets,
 * which the Content Security Policy (style-src 'self') allows; in the document they would be
 * <style> elements, which it refuses.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { type Diagnostic as EditorDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';
import { type Diagnostic, isError } from '../../language/diagnostics.ts';
import { limitPastes, pasteRefused } from './paste-limit.ts';
import { describeKey, keysAt, placeAt, siblingsAt, valuesAt } from './schema-path.ts';

type Schema = Record<string, unknown>;

const theme = EditorView.theme({
  // A fixed height: CodeMirror then draws only the lines in sight of its own scroller (grown with
  // the file, a file of 121 KB froze the studio for 6 s at each pause); long lines wrap. The text
  // scrolls inside it, by the cursor for keyboard users (the content, focusable, is in the scroller).
  '&': { fontSize: '0.875rem', height: 'min(70vh, 40rem)', border: '1px solid #8a8a8a' },
  '.cm-scroller': { overflow: 'auto' },
  '&.cm-focused': { outline: '2px solid #1a56db' },
  '.studio-hover': { maxWidth: '24rem', padding: '0.25rem 0.5rem' },
});

function complete(schema: Schema) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const place = placeAt(text, context.pos);
    if (!context.explicit && place.from === context.pos) return null;
    if (place.inValue) {
      const values = valuesAt(schema, place.parent, place.key);
      return values.length ? { from: place.from, options: values.map((label) => ({ label, type: 'enum' })) } : null;
    }
    const keys = keysAt(schema, place.parent, siblingsAt(text, context.pos));
    return keys.length
      ? {
          from: place.from,
          options: keys.map(({ key, description }) => ({
            label: key,
            apply: `${key}: `,
            type: 'property',
            ...(description ? { info: description } : {}),
          })),
        }
      : null;
  };
}

function hover(schema: Schema) {
  return hoverTooltip((view, pos) => {
    const line = view.state.doc.lineAt(pos);
    const match = /^(\s*(?:-\s+)*)([\w-]+):/.exec(line.text);
    if (!match) return null;
    const from = line.from + match[1]!.length;
    const to = from + match[2]!.length;
    if (pos < from || pos > to) return null;
    const place = placeAt(view.state.doc.toString(), to);
    const description = describeKey(schema, place.parent, match[2]!);
    if (!description) return null;
    return {
      pos: from,
      end: to,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'studio-hover';
        dom.textContent = description;
        return { dom };
      },
    };
  });
}

/** A generator diagnostic as CodeMirror's: its line and column to offsets in the document. */
function toEditor(doc: Text, d: Diagnostic): EditorDiagnostic {
  const line = doc.line(Math.min(Math.max(1, d.line), doc.lines));
  const from = Math.min(line.to, line.from + d.col - 1);
  return {
    from,
    to: Math.min(line.to, from + d.length),
    severity: isError(d) ? 'error' : 'warning',
    message: d.hint ? `${d.message} Suggerimento: ${d.hint}` : d.message,
  };
}

export function Editor({
  initial,
  onChange,
  onPasteRefused,
  diagnostics,
  schema,
  label,
}: {
  initial: string;
  onChange: (text: string) => void;
  /** A paste refused, with the size in bytes the file would have had. */
  onPasteRefused: (bytes: number) => void;
  diagnostics: Diagnostic[];
  schema: Schema;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const refused = useRef(onPasteRefused);
  refused.current = onPasteRefused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; later props reach it through refs and dispatches.
  useEffect(() => {
    const root = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      doc: initial,
      root,
      parent: root,
      extensions: [
        theme,
        basicSetup,
        yaml(),
        EditorView.lineWrapping,
        lintGutter(),
        autocompletion({ override: [complete(schema)] }),
        hover(schema),
        // tabindex: the text is the scroller's focusable content, so keyboard users can scroll it (axe: scrollable-region-focusable).
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        limitPastes,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
          for (const tr of update.transactions)
            for (const effect of tr.effects) if (effect.is(pasteRefused)) refused.current(effect.value);
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor)
      editor.dispatch(
        setDiagnostics(
          editor.state,
          diagnostics.map((d) => toEditor(editor.state.doc, d)),
        ),
      );
  }, [diagnostics]);

  return <div className="studio-editor" ref={host} />;
}

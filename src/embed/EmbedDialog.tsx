/**
 * 'Incorpora' (loaded on click, src/share/ShareTools.tsx): the snippet that puts this calculator on
 * another site, an <iframe> of its embed (/embed/...) and the host script that fits the frame to its
 * content (public/embed.js), with a live preview of the same two and a 'Copia codice' button. A
 * modal <dialog>: the browser moves the focus into it, keeps the page behind inert, closes it on
 * Escape and gives the focus back to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { DARK_QUERY } from './paths.ts';

/** The height a frame keeps when the host page runs no script (its content then scrolls). */
const FIXED_HEIGHT = 800;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML to paste: the frame, then the script that fits it (both from this site). */
export function embedSnippet(origin: string, path: string, title: string, dark: boolean): string {
  const src = `${origin}${path}${dark ? DARK_QUERY : ''}`;
  return [
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${FIXED_HEIGHT}" style="border:0" loading="lazy"></iframe>`,
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n');
}

/** The host script, for the preview: once per page (it answers every frame of the site). */
function loadHostScript(): void {
  if (document.querySelector('script[data-embed-host]')) return;
  const script = document.createElement('script');
  script.src = '/embed.js';
  script.async = true;
  script.dataset.embedHost = '';
  document.head.append(script);
}

export default function EmbedDialog({ path, title, onClose }: { path: string; title: string; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const code = useRef<HTMLTextAreaElement>(null);
  const [dark, setDark] = useState(false);
  const [copied, setCopied] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
    loadHostScript();
  }, []);
  const snippet = embedSnippet(location.origin, path, title, dark);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('Codice copiato');
    } catch {
      code.current?.select();
      setCopied('Copia non riuscita: il codice è selezionato, copialo con Ctrl+C');
    }
  };
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="embed-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="embed-dialog-body">
        <h2 id={`${id}-title`}>Incorpora il calcolatore</h2>
        <p>
          Incolla questo codice nella tua pagina: il calcolatore si adatta da solo all’altezza del contenuto. Senza lo
          script resta alto {FIXED_HEIGHT} pixel e scorre al suo interno.
        </p>
        <fieldset className="embed-theme">
          <legend>Tema</legend>
          <label>
            <input type="radio" name={`${id}-theme`} checked={!dark} onChange={() => setDark(false)} /> Chiaro
          </label>
          <label>
            <input type="radio" name={`${id}-theme`} checked={dark} onChange={() => setDark(true)} /> Scuro
          </label>
        </fieldset>
        <label htmlFor={`${id}-code`}>Codice da incollare</label>
        <textarea
          ref={code}
          id={`${id}-code`}
          className="embed-code"
          readOnly
          rows={5}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="embed-actions">
          <button type="button" className="primary" onClick={() => void copy()}>
            Copia codice
          </button>
          <button type="button" className="secondary" onClick={close}>
            Chiudi
          </button>
          <span role="status">{copied}</span>
        </div>
        <h3>Anteprima</h3>
        <div className="embed-preview">
          <iframe
            src={`${path}${dark ? DARK_QUERY : ''}`}
            title={`Anteprima: ${title}`}
            width="100%"
            height={FIXED_HEIGHT}
          />
        </div>
      </div>
    </dialog>
  );
}

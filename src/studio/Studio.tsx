/**
 * The studio (/studio): a calculator file in an editor, the generator run on it in the browser at
 * each pause in typing, its diagnostics in the editor and listed below it, the calculator drawn by
 * the site's renderer, its examples run, and the file to download. While the file has errors the
 * last good calculator stays on screen. The file is kept as a draft in the browser at each pause
 * (draft.ts) and taken up again when the studio opens, until the visitor discards it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { scaffold } from '../../generator/scaffold.ts';
import { calculatorSchema } from '../../generator/schema.ts';
import { isError } from '../../language/diagnostics.ts';
import { siteSlots } from '../islands/calculator.tsx';
import { Calculator } from '../renderer/Calculator.tsx';
import { Slots } from '../renderer/slots.tsx';
import { buildCalculator, type StudioBuild } from './build.ts';
import { type Draft, readDraft, writeDraft } from './draft.ts';
import { Editor } from './Editor.tsx';
import { type ExampleOutcome, runExamples } from './examples.ts';
import { PASTE_LIMIT_BYTES } from './paste-limit.ts';
import './studio.css';

/** Pause in typing before the generator runs again (and the draft is kept). */
const DEBOUNCE_MS = 300;
/** The file the studio starts from: the one `npm run new` writes. */
const START: Draft = {
  file: 'calculators/finanza/prezzo-totale.yaml',
  text: scaffold('prezzo-totale', 'finanza-fisco'),
};
const schema = calculatorSchema();

type Good = Extract<StudioBuild, { ok: true }>;

export default function Studio() {
  const uid = useId();
  // The draft taken up, until discarded; the editor is made anew when it is (its key).
  const [draft, setDraft] = useState(readDraft);
  const [file, setFile] = useState(draft?.file ?? START.file);
  const [text, setText] = useState(draft?.text ?? START.text);
  const [build, setBuild] = useState<StudioBuild | null>(null);
  const [good, setGood] = useState<Good | null>(null);
  // What the studio says of the visitor's last action (a paste refused, the draft discarded), until the next edit.
  const [notice, setNotice] = useState('');
  const run = useRef(0);
  const path = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const id = ++run.current;
    const timer = setTimeout(async () => {
      // The starting file is no draft: nothing to take up next time.
      writeDraft(file === START.file && text === START.text ? null : { file, text });
      const result = await buildCalculator(file, text).catch(
        (error: unknown): StudioBuild => ({
          ok: false,
          warnings: [],
          diagnostics: [
            {
              file,
              line: 1,
              col: 1,
              length: 1,
              code: 'invalid-value',
              message: `Errore inatteso: ${error instanceof Error ? error.message : String(error)}`,
            },
          ],
        }),
      );
      // A slower earlier run must not overwrite a later one.
      if (id !== run.current) return;
      setBuild(result);
      if (result.ok) setGood(result);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [file, text]);

  // Errors and warnings, in the editor and listed under it (a warning never stops the preview): a
  // new list only when the generator has run, not at each keystroke.
  const { errors, warnings, diagnostics } = useMemo(() => {
    const errors = build && !build.ok ? build.diagnostics.filter((d) => d.file === file) : [];
    const warnings = build?.warnings ?? [];
    return { errors, warnings, diagnostics: [...errors, ...warnings] };
  }, [build, file]);
  const examples: ExampleOutcome[] = useMemo(() => (good ? runExamples(good.calculator, good.data) : []), [good]);
  const status =
    build === null
      ? 'Generazione in corso…'
      : build.ok
        ? `Nessun errore: il calcolatore è aggiornato.${warnings.length ? ` ${warnings.length === 1 ? '1 avviso' : `${warnings.length} avvisi`} da leggere.` : ''}`
        : `${build.diagnostics.length === 1 ? '1 errore' : `${build.diagnostics.length} errori`}: resta visibile l'ultima versione corretta.`;

  const edit = (next: string) => {
    setText(next);
    setNotice('');
  };
  const refusePaste = (bytes: number) =>
    setNotice(
      `Incolla rifiutato: il file sarebbe di ${Math.ceil(bytes / 1024)} KB e supererebbe i ${PASTE_LIMIT_BYTES / 1024} KB (limite dello studio).`,
    );
  const discardDraft = () => {
    writeDraft(null);
    setDraft(undefined);
    setFile(START.file);
    setText(START.text);
    setNotice('Bozza scartata: lo studio è tornato al file iniziale.');
    // The button goes with the note: the focus goes on to the path, the next field.
    path.current?.focus();
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.slice(file.lastIndexOf('/') + 1);
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="studio-layout">
      <section className="studio-source" aria-labelledby={`${uid}-source`}>
        <h2 id={`${uid}-source`}>File del calcolatore</h2>
        <p className="studio-help">
          Scrivi il file YAML come nella guida (docs/authoring.md; Ctrl+Spazio suggerisce le chiavi; passa il mouse su
          una chiave per la sua descrizione). Tab esce dall'editor. Il percorso decide la pagina:
          calculators/&lt;sezione&gt;/&lt;nome&gt;.yaml.
        </p>
        {draft ? (
          <p className="studio-draft">
            Bozza ripresa: è il file che stavi scrivendo, salvato in questo browser.{' '}
            <button type="button" onClick={discardDraft}>
              Scarta la bozza
            </button>
          </p>
        ) : null}
        <label className="studio-file">
          Percorso del file
          <input ref={path} value={file} onChange={(event) => setFile(event.target.value)} spellCheck={false} />
        </label>
        <Editor
          key={draft ? 'draft' : 'start'}
          initial={text}
          onChange={edit}
          onPasteRefused={refusePaste}
          diagnostics={diagnostics}
          schema={schema}
          label="File YAML del calcolatore"
        />
        <p className="studio-status" role="status">
          {notice ? `${notice} ${status}` : status}
        </p>
        {diagnostics.length > 0 && (
          <ul
            className="studio-diagnostics"
            aria-label={!warnings.length ? 'Errori' : !errors.length ? 'Avvisi' : 'Errori e avvisi'}
          >
            {diagnostics.map((d) => (
              <li
                key={`${d.line}:${d.col}:${d.code}:${d.message}`}
                className={isError(d) ? undefined : 'studio-warning'}
              >
                <strong>
                  {isError(d) ? '' : 'Avviso, '}
                  {isError(d) ? 'Riga' : 'riga'} {d.line}, colonna {d.col}:
                </strong>{' '}
                {d.message}
                {d.hint && <span className="studio-hint"> Suggerimento: {d.hint}</span>}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="studio-download" onClick={download}>
          Scarica il file
        </button>
      </section>
      <section className="studio-preview" aria-labelledby={`${uid}-preview`}>
        <h2 id={`${uid}-preview`}>Anteprima</h2>
        {good ? (
          <Slots value={siteSlots}>
            <Calculator key={good.data.id} calculator={good.calculator} />
          </Slots>
        ) : (
          <p>Il calcolatore comparirà qui quando il file non avrà errori.</p>
        )}
        <section aria-labelledby={`${uid}-examples`}>
          <h3 id={`${uid}-examples`}>Esempi</h3>
          {examples.length === 0 ? (
            <p>Nessun esempio nel file (chiave examples).</p>
          ) : (
            <ul className="studio-examples">
              {examples.map((example) => (
                <li key={example.name} className={example.failures.length ? 'studio-fail' : 'studio-pass'}>
                  {example.failures.length ? '✗' : '✓'} {example.name}:{' '}
                  {example.failures.length ? `non superato (${example.failures.join('; ')})` : 'superato'}
                </li>
              ))}
            </ul>
          )}
        </section>
      </section>
    </div>
  );
}

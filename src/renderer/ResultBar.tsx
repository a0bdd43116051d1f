/**
 * The result in view while typing on a phone: when no primary result is on screen, a compact bar at
 * the bottom of the visible area shows the primary results (the page's headline: none is inside a
 * section of the results, generator/check/definitions.ts) and leads to the card. It follows the
 * visual viewport, so it sits just above the on-screen keyboard (which shrinks the visual viewport,
 * not always the layout one), and focused fields scroll above it (scroll-padding, styles.css).
 */
import { type RefObject, useEffect, useState } from 'react';
import { displayResult } from '../../language/formats/index.ts';
import type { CalculatorModule, Evaluation } from '../../language/spec.ts';

/** The most results the bar shows: the first primary ones. */
const SHOWN = 2;

/**
 * Whether none of the card's primary results is wholly on screen; `shown` names them, so that the
 * results are watched again when they change.
 */
function useOffScreen(card: RefObject<HTMLElement | null>, shown: string): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const targets = shown ? [...(card.current?.querySelectorAll('.result.primary output') ?? [])] : [];
    if (targets.length === 0) return setOff(false);
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setOff(visible.size === 0);
      },
      { threshold: 1 },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [card, shown]);
  return off;
}

/** How far the visual viewport's bottom is above the layout viewport's: the keyboard, on some phones. */
function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}

/**
 * The bar; `stale`: the results are the last accepted, not those of the values on screen (it says
 * so); `dataNote`: their data are not fresh (sample or kept exchange rates: it says so too).
 */
export function ResultBar({
  calculator,
  evaluation,
  card,
  stale = false,
  dataNote,
}: {
  calculator: CalculatorModule;
  evaluation: Evaluation | null;
  card: RefObject<HTMLElement | null>;
  stale?: boolean;
  dataNote?: string | undefined;
}) {
  const primary = evaluation
    ? calculator.results.filter((r) => r.primary && !r.hidden && evaluation.results[r.id])
    : [];
  const off = useOffScreen(card, primary.map((r) => r.id).join(' '));
  const inset = useKeyboardInset();
  if (!off || !evaluation || primary.length === 0) return null;
  return (
    <div
      className={stale || dataNote ? 'result-bar stale' : 'result-bar'}
      style={inset ? { bottom: `${inset}px` } : undefined}
    >
      {stale ? <p className="stale-mark">Risultato non aggiornato</p> : null}
      {dataNote && !stale ? <p className="stale-mark">{dataNote}</p> : null}
      <dl>
        {primary.slice(0, SHOWN).map((r) => (
          <div key={r.id} className={r.format === 'text' ? 'text' : undefined} data-bar-result={r.id}>
            <dt>{r.label(evaluation.values)}</dt>
            <dd>{displayResult(r, evaluation.values[r.id]!)}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          card.current?.scrollIntoView({ block: 'start' });
          card.current?.focus({ preventScroll: true });
        }}
      >
        Vedi i risultati
      </button>
    </div>
  );
}

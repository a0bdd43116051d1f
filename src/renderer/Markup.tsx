import { useLayoutEffect, useRef } from 'react';
import { wrapFormulas } from './math-wrap.ts';

/**
 * A box of markup the generator built (MathML of formulas, text escaped at build time) or
 * src/engine/explain.ts built (values escaped at run time); never anything a visitor types. Its
 * formulas wrap at their operators (math-wrap.ts); what is still wider than the box (a long
 * fraction, a case table) scrolls sideways inside it, focusable so the keyboard can scroll it too,
 * with 'Scorri di lato →' above it and its right edge faded until the end (`data-overflow`).
 */
export function Markup({
  html,
  as: Tag = 'div',
  className = '',
}: {
  html: string;
  as?: 'div' | 'li';
  className?: string;
}) {
  const box = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the markup is rewritten whenever `html` changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    wrapFormulas(element);
    const measure = () => {
      element.toggleAttribute('data-overflow', element.scrollWidth > element.clientWidth + 1);
      element.toggleAttribute(
        'data-scrolled-to-end',
        element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // Where there is no ResizeObserver (jsdom in the unit tests), the first measure stays.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [html]);
  return (
    <Tag
      // React types the ref by the tag; both are HTMLElements.
      ref={box as never}
      className={`math-scroll ${className}`.trim()}
      tabIndex={0}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped MathML made by the generator and src/engine/explain.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

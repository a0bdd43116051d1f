/**
 * A box that scrolls sideways when its formula is wider than the screen (focusable, so the
 * keyboard can scroll it too), holding markup the generator built (MathML of formulas, text escaped at build time) or
 * src/engine/explain.ts built (values escaped at run time); never anything a visitor types.
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped MathML made by the generator and src/engine/explain.ts.
  return <Tag className={`math-scroll ${className}`.trim()} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />;
}

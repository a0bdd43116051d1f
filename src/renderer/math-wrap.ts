/**
 * Long formulas wrap at their operators ('Come si calcola', the formula section): MathML has no
 * line breaking, so each formula's top-level pieces become formulas of their own, side by side,
 * that the line breaks between. A piece starts at an operator (=, +, −, ×, ≤, …) or at a phrase's
 * words ('il maggiore tra'); brackets, fractions, powers, roots and case tables stay whole (what
 * is still wider than its box scrolls inside it, Markup.tsx).
 *
 *   <math display="block"><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>=</mo><mn>3</mn></math>
 *   -> <span class="math-wrap"><math><mi>a</mi></math><wbr><math><mo form="infix">+</mo><mi>b</mi></math><wbr>…</span>
 */

const MATHML = 'http://www.w3.org/1998/Math/MathML';
/** Operators a line may start with. */
const BREAKS = new Set(['=', '+', '−', '×', '/', '·', '≤', '≥', '<', '>', '≠', 'e', 'o', 'mod']);

/** The top-level pieces of `parent`: an mrow only groups, so its children are pieces of the line too. */
function pieces(parent: Element): Element[] {
  return [...parent.children].flatMap((child) => (child.localName === 'mrow' ? pieces(child) : [child]));
}

/** Whether a line may break before `node`, after `previous`: at an operator, and around a phrase's words. */
function startsPiece(node: Element, previous: Element | undefined): boolean {
  if (node.localName === 'mtext' || previous?.localName === 'mtext') return true;
  return node.localName === 'mo' && BREAKS.has(node.textContent?.trim() ?? '');
}

/** A phrase's words one by one (each a piece a line may break before), else the node itself. */
function words(node: Element): Element[] {
  if (node.localName !== 'mtext') return [node];
  return (node.textContent ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const text = document.createElementNS(MATHML, 'mtext');
      text.textContent = word;
      return text;
    });
}

/** Splits every formula under `root` into pieces a line can break between; formulas already split are left alone. */
export function wrapFormulas(root: HTMLElement): void {
  for (const math of [...root.querySelectorAll('math')]) {
    if (math.parentElement?.classList.contains('math-wrap')) continue;
    const groups: Element[][] = [];
    for (const node of pieces(math).flatMap(words)) {
      const group = groups.at(-1);
      if (!group || startsPiece(node, group.at(-1))) groups.push([node]);
      else group.push(node);
    }
    if (groups.length < 2) continue;
    const block = math.getAttribute('display') === 'block';
    const wrap = document.createElement('span');
    wrap.className = block ? 'math-wrap math-wrap-block' : 'math-wrap';
    groups.forEach((group, k) => {
      const piece = document.createElementNS(MATHML, 'math');
      // Fractions in a displayed formula stay full size.
      if (block) piece.setAttribute('displaystyle', 'true');
      const first = group[0]!;
      // An operator that opens a piece still sits between two terms: spaced as such.
      if (first.localName === 'mo') first.setAttribute('form', 'infix');
      piece.append(...group);
      // Brackets keep the text's size unless they hold a fraction or a table (Chromium stretches them
      // oddly in a formula split so, and a bracket's partner may be on another line).
      for (const bracket of piece.querySelectorAll('mo'))
        if (/^[()[\]]$/.test(bracket.textContent ?? '') && !bracket.parentElement?.querySelector('mfrac, mtable'))
          bracket.setAttribute('stretchy', 'false');
      // Words are apart from what is around them by a space; an operator has its own spacing.
      const words = first.localName === 'mtext' || groups[k - 1]?.at(-1)?.localName === 'mtext';
      if (k > 0) wrap.append(words ? document.createTextNode(' ') : document.createElement('wbr'));
      wrap.append(piece);
    });
    math.replaceWith(wrap);
  }
}

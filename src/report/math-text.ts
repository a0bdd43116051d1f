/**
 * A step of 'Come si calcola' (text and MathML, as the page shows it) as one line of plain text for
 * the report: a fraction as (a) / (b), a root as √(x), a power as x^y, a table a row a line; the
 * rest read in order.
 *
 *   mathText('<math><mfrac><mn>1</mn><mn>12</mn></mfrac></math>')  // "1 / 12"
 */

/** An operand as the line writes it: bracketed when it has more than one part. */
const operand = (text: string) => (/^[\p{L}\p{N},.%€\u00a0]+$/u.test(text) ? text : `(${text})`);

function linear(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const parts = [...element.childNodes].map(linear);
  switch (element.localName) {
    case 'mfrac':
      return `${operand(parts[0]!.trim())} / ${operand(parts[1]!.trim())}`;
    case 'msqrt':
      return `√${operand(parts.join('').trim())}`;
    case 'mroot':
      return `${operand(parts[0]!.trim())}^(1/${parts[1]!.trim()})`;
    case 'msup':
      return `${operand(parts[0]!.trim())}^${operand(parts[1]!.trim())}`;
    case 'msub':
      return `${parts[0]!.trim()}_${parts[1]!.trim()}`;
    case 'mo':
      return ` ${parts.join('').trim()} `;
    case 'mtext':
      return parts.join('');
    case 'mtr':
      return `${parts.join('; ')}\n`;
    // A step's table (a bracket table's bands): a line per row, its cells apart.
    case 'caption':
      return `${parts.join('').trim()}:\n`;
    case 'tr':
      return `${parts.map((cell) => cell.trim()).join(' | ')}\n`;
    default:
      return parts.join('');
  }
}

export function mathText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return linear(body)
    .replace(/[\u2061-\u2064]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.)]) ?/g, '$1 ')
    .replace(/\( /g, '(')
    .replace(/ +\n/g, '\n')
    .trim();
}

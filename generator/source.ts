/**
 * A parsed YAML file that remembers where every value came from, so later stages can point
 * at the exact line and column of a key, a value or a token inside a formula.
 */
import { type Document, isMap, isPair, isScalar, isSeq, type LineCounter, type Node } from 'yaml';
import type { Diagnostic, DiagnosticCode, PathSegment, Position } from '../language/diagnostics.ts';

export class SourceFile {
  constructor(
    /** Path relative to the project root, with forward slashes. */
    readonly file: string,
    readonly text: string,
    readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** The same file with a copy of its document (positions kept), for a change the cached load must not see. */
  clone(): SourceFile {
    return new SourceFile(this.file, this.text, this.doc.clone() as Document.Parsed, this.lines);
  }

  position(offset: number): Position {
    const { line, col } = this.lines.linePos(offset);
    return { line, col };
  }

  /** The YAML node at `path`, or the deepest existing ancestor. */
  node(path: readonly PathSegment[]): Node | undefined {
    let node: unknown = this.doc.contents;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
        if (!pair) return node as Node;
        node = pair.value ?? pair.key;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment];
        if (!item) return node as Node;
        node = item;
      } else {
        return node as Node;
      }
    }
    return node as Node;
  }

  /** The key node of the last segment of `path` (for errors about a key itself). */
  keyNode(path: readonly PathSegment[]): Node | undefined {
    const parent = this.node(path.slice(0, -1));
    const last = path[path.length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(last));
      if (pair && isScalar(pair.key)) return pair.key;
    }
    return this.node(path);
  }

  /** A diagnostic pointing at a node (its first line). */
  at(node: Node | undefined, code: DiagnosticCode, message: string, hint?: string): Diagnostic {
    const [start, end] = node?.range ?? [0, 1];
    const pos = this.position(start);
    const firstLineEnd = this.text.indexOf('\n', start);
    const length = Math.max(1, Math.min(end, firstLineEnd < 0 ? end : firstLineEnd) - start);
    return { file: this.file, ...pos, length, code, message, ...(hint ? { hint } : {}) };
  }

  /**
   * A diagnostic pointing inside the scalar at `path`: at the `index`-th character of its value
   * when that can be mapped back to the source, else at the scalar itself.
   */
  inValue(
    path: readonly PathSegment[],
    code: DiagnosticCode,
    message: string,
    hint: string | undefined,
    token?: { index: number; length: number },
  ): Diagnostic {
    const node = this.node(path);
    const base = this.at(node, code, message, hint);
    if (!token || !isScalar(node) || !node.range) return base;
    const value = String(node.value);
    const raw = this.text.slice(node.range[0], node.range[1]);
    // Map the value offset to the raw text: exact for plain and single-line quoted scalars; for
    // other styles (block, folded, escaped), the same occurrence of the token's text in the source.
    const tokenText = value.slice(token.index, token.index + token.length);
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    let rawIndex = -1;
    if ((node.type === 'PLAIN' || quoted) && !raw.includes('\n') && raw.length === value.length + (quoted ? 2 : 0)) {
      rawIndex = token.index + (quoted ? 1 : 0);
    } else if (tokenText) {
      const before = value.slice(0, token.index).split(tokenText).length - 1;
      const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
      rawIndex = raw.indexOf(tokenText, block ? raw.indexOf('\n') + 1 : 0);
      for (let n = 0; n < before && rawIndex >= 0; n++) rawIndex = raw.indexOf(tokenText, rawIndex + tokenText.length);
    }
    if (rawIndex < 0) return base;
    const pos = this.position(node.range[0] + rawIndex);
    return { ...base, ...pos, length: Math.max(1, token.length) };
  }
}

export function createSource(file: string, text: string, doc: Document.Parsed, lines: LineCounter): SourceFile {
  return new SourceFile(file, text, doc, lines);
}

/**
 * Values that needed quotes: YAML reads them as something else without a syntax error, and the
 * schema's errors that follow say nothing of quotes. Found on the parsed document, before
 * validation (whose errors they would replace):
 *
 * - a template that starts with "{{" (`label: {{months}} mesi`) is a mapping inside a mapping;
 * - inside `{ ... }`, a comma ends the value: `{ when: mod(x, 7) == 0 }` is the value "mod(x" and
 *   a key "7) == 0"; `{ formula: x * 1,5 }` the value "x * 1" and a key "5";
 * - inside `[ ... ]`, a comma ends the item: `[mod(x, 7) == 0]` is the items "mod(x" and "7) == 0".
 */
import { type Document, isCollection, isMap, isScalar, isSeq, type Pair, visit } from 'yaml';
import type { Diagnostic } from '../language/diagnostics.ts';
import type { SourceFile } from './source.ts';

const NAME = /^[A-Za-z_][\w]*$/;

export function unquotedValues(doc: Document.Parsed, source: SourceFile): Diagnostic[] {
  const found: Diagnostic[] = [];
  const depth = (t: string) => (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0);
  visit(doc, {
    Seq(_key, node) {
      if (!isSeq(node) || !node.flow) return;
      // [mod(x, 7) == 0]: the items "mod(x" and "7) == 0", a bracket opened in one and closed in the next.
      node.items.forEach((item, i) => {
        const next = node.items[i + 1];
        if (!isScalar(item) || item.type !== 'PLAIN' || !isScalar(next) || next.type !== 'PLAIN') return;
        if (depth(String(item.value)) <= 0 || depth(String(next.value)) >= 0) return;
        const whole = source.text.slice(item.range![0], next.range![1]);
        found.push(
          source.at(
            next,
            'yaml-syntax',
            `Inside [ ... ] a comma ends the item: "${String(item.value)}" and "${String(next.value)}" became two items.`,
            `Put the formula in quotes: "${whole.replace(/"/g, '\\"')}".`,
          ),
        );
      });
      return undefined;
    },
    Map(_key, node) {
      if (!isMap(node) || !node.flow) return;
      const template = node.items.find(
        (pair) => isCollection(pair.key) && source.text.startsWith('{{', node.range?.[0] ?? -1),
      );
      if (template) {
        found.push(templateDiagnostic(source, node.range![0], node.range![1]));
        return visit.SKIP;
      }
      node.items.forEach((pair, i) => {
        const before = node.items[i - 1] as Pair | undefined;
        if (
          i === 0 ||
          !before ||
          !isScalar(pair.key) ||
          pair.key.type !== 'PLAIN' ||
          !isScalar(before.value) ||
          before.value.type !== 'PLAIN'
        )
          return;
        const key = String(pair.key.value);
        // "key: value" pairs are what a mapping holds; a key alone, or one no name looks like, is a cut value.
        if (NAME.test(key) && pair.value !== null) return;
        const name = isScalar(before.key) ? String(before.key.value) : 'the key before';
        const cut = String(before.value.value);
        const last = (isScalar(pair.value) || isCollection(pair.value) ? pair.value : pair.key).range!;
        const whole = source.text.slice(before.value.range![0], last[1]).trimEnd();
        const decimal = /\d$/.test(cut) && /^\d+$/.test(key);
        found.push(
          source.at(
            pair.key,
            'yaml-syntax',
            `Inside { ... } a comma ends the value: "${name}" is "${cut}", and "${key}" became a key.`,
            decimal
              ? `Write decimals with a dot (${cut.match(/\d+$/)![0]}.${key}, not ${cut.match(/\d+$/)![0]},${key}).`
              : `Put the value in quotes: ${name}: "${whole.replace(/"/g, '\\"')}".`,
          ),
        );
      });
      return undefined;
    },
  });
  return found;
}

/** A template written without quotes, at `offset` (its "{{"). */
export function templateDiagnostic(source: SourceFile, offset: number, end?: number): Diagnostic {
  const line = source.text.slice(offset, end).split('\n')[0]!;
  let value = end === undefined ? line.replace(/\s+#.*$/, '').trimEnd() : line;
  // Inside { ... }, the value ends at the next comma or "}" after the template's last "}}".
  const before = source.text.slice(source.text.lastIndexOf('\n', offset - 1) + 1, offset);
  if (end === undefined && (before.match(/\{/g)?.length ?? 0) > (before.match(/\}/g)?.length ?? 0)) {
    const close = value.lastIndexOf('}}') + 2;
    const stop = value.slice(close).search(/[,}]/);
    if (stop >= 0) value = value.slice(0, close + stop).trimEnd();
  }
  return {
    file: source.file,
    ...source.position(offset),
    length: Math.max(1, value.length),
    code: 'yaml-syntax',
    message: 'A template that starts with "{{" must be in quotes: YAML reads "{" as the start of a mapping.',
    hint: `Write it in quotes: "${value.replace(/"/g, '\\"')}".`,
  };
}

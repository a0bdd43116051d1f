/**
 * The bounds of number inputs (`min`, `max`, `integer`) and the pattern of text inputs as guards: a
 * value outside them stops the calculation like a failed guard, so the previous result stays (the
 * spec's rule).
 */
import type { InputDef } from '../../language/definition.ts';
import type { Bounds } from '../../language/inputs/bounds.ts';
import type { IR } from './ir.ts';

export function boundGuards(inputs: readonly InputDef[]): IR[] {
  return inputs.flatMap((input): IR[] => {
    if (input.kind === 'text' && input.pattern !== undefined)
      return [
        {
          k: 'call',
          fn: 'matches',
          args: [
            { k: 'ref', ref: { kind: 'input', name: input.id, type: 'string' } },
            { k: 'str', v: input.pattern },
          ],
        },
      ];
    if (input.kind !== 'number') return [];
    const value: IR = { k: 'ref', ref: { kind: 'input', name: input.id, type: 'number' } };
    const guards: IR[] = [];
    if (input.min !== undefined) guards.push({ k: 'binary', op: '>=', a: value, b: { k: 'num', v: input.min } });
    if (input.max !== undefined) guards.push({ k: 'binary', op: '<=', a: value, b: { k: 'num', v: input.max } });
    if (input.integer)
      guards.push({
        k: 'binary',
        op: '===',
        a: { k: 'binary', op: 'mod', a: value, b: { k: 'num', v: 1 } },
        b: { k: 'num', v: 0 },
      });
    return guards;
  });
}

const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;
type Order = keyof typeof FLIP;

/**
 * What the guards require of each number input beyond its own min and max (`guards: [x > 0]` on a
 * field with `min: 0`): the bounds the text under the field must say ("Più di 0." instead of
 * "Almeno 0."), only where they are stricter than the input's own, and only on fields that declare
 * min, max or integer (the others write nothing under the field). Guards joined by "and" count;
 * "or" and guards on other values do not.
 */
export function guardBounds(inputs: readonly InputDef[], guards: readonly IR[]): Record<string, Bounds> {
  // Only fields that write their bounds already: a field without any keeps no text under it.
  const numbers = new Map(
    inputs
      .filter((i) => i.kind === 'number' && (i.min !== undefined || i.max !== undefined || i.integer))
      .map((i) => [i.id, i]),
  );
  const found: Record<string, Bounds> = {};
  const visit = (ir: IR) => {
    if (ir.k !== 'binary') return;
    if (ir.op === '&&') {
      visit(ir.a);
      visit(ir.b);
      return;
    }
    if (!(ir.op in FLIP)) return;
    const op = ir.op as Order;
    const [ref, constant, order] =
      ir.a.k === 'ref' && ir.b.k === 'num'
        ? [ir.a.ref, ir.b.v, op]
        : ir.b.k === 'ref' && ir.a.k === 'num'
          ? [ir.b.ref, ir.a.v, FLIP[op]]
          : [];
    if (ref?.kind !== 'input' || constant === undefined || order === undefined) return;
    const def = numbers.get(ref.name);
    if (def?.kind !== 'number') return;
    const own: Bounds = { min: def.min, max: def.max, ...found[ref.name] };
    const b: Bounds = { ...found[ref.name] };
    if (order === '>' || order === '>=') {
      const low = own.above ?? own.min;
      const stricter =
        low === undefined || constant > low || (constant === low && order === '>' && own.above === undefined);
      if (!stricter) return;
      delete b.above;
      delete b.min;
      if (order === '>') b.above = constant;
      else b.min = constant;
    } else {
      const high = own.below ?? own.max;
      const stricter =
        high === undefined || constant < high || (constant === high && order === '<' && own.below === undefined);
      if (!stricter) return;
      delete b.below;
      delete b.max;
      if (order === '<') b.below = constant;
      else b.max = constant;
    }
    found[ref.name] = b;
  };
  guards.forEach(visit);
  return found;
}

/**
 * The bounds of number inputs (`min`, `max`, `integer`) as guards: a value outside them stops the
 * calculation like a failed guard, so the previous result stays (the spec's rule).
 */
import type { InputDef } from '../../language/definition.ts';
import type { IR } from './ir.ts';

export function boundGuards(inputs: readonly InputDef[]): IR[] {
  return inputs.flatMap((input): IR[] => {
    if (input.kind !== 'number') return [];
    const value: IR = { k: 'ref', ref: { kind: 'input', name: input.id, type: 'number' } };
    const guards: IR[] = [];
    if (input.min !== undefined) guards.push({ k: 'binary', op: '>=', a: value, b: { k: 'num', v: input.min } });
    if (input.max !== undefined) guards.push({ k: 'binary', op: '<=', a: value, b: { k: 'num', v: input.max } });
    if (input.integer) guards.push({ k: 'binary', op: '===', a: { k: 'binary', op: 'mod', a: value, b: { k: 'num', v: 1 } }, b: { k: 'num', v: 0 } });
    return guards;
  });
}

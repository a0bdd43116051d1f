import { isSymbolNode } from 'mathjs';
import { suggest } from '../../language/diagnostics.ts';
import { escapeText } from '../../language/markup.ts';
import type { IR } from '../check/ir.ts';
import { _, name } from '../compile/code.ts';
import { defineForm } from './types.ts';

type PresentIR = Extract<IR, { k: 'present' }>;

/** Whether the visitor filled an input (an empty field reads its `empty` value otherwise). */
export const present = defineForm<PresentIR>({
  name: 'present',
  doc: 'Whether the visitor filled the input named (yes/no): an empty field otherwise reads its `empty` value.',
  example: 'present(startTime)',
  namesArgs: [0],
  owns: (ir): ir is PresentIR => ir.k === 'present',
  check(args, { scope, fail }) {
    const first = args[0];
    if (args.length !== 1 || !isSymbolNode(first))
      return fail(
        'wrong-arguments',
        'present() takes the name of one input: present(startTime).',
        undefined,
        'present',
      );
    if (scope.get(first.name)?.kind !== 'input')
      return fail(
        'unknown-reference',
        `present() needs an input name; "${first.name}" is not one.`,
        suggest(first.name, scope.allOf(['input']), 'inputs'),
        first.name,
      );
    return { ir: { k: 'present', input: first.name }, type: 'boolean' };
  },
  compile: (ir) => _`(f.${name(ir.input)} === true)`,
  typeset: (ir) => [`<mtext>${escapeText(ir.input)} compilato</mtext>`],
  loose: true,
  oracle:
    ({ filled }) =>
    (args) =>
      filled()[(args[0] as unknown as { name: string }).name] === true,
});

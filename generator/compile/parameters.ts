/**
 * The rules of the rule book a generated module reads (language/parameters.ts), by their local
 * names: their values as [day number, value] pairs, and the import of the readers of their shapes. The calculator module
 * and its explanation module each declare those they read.
 */
import type { CheckedCalculator, CheckedParameter } from '../check/model.ts';
import type { ParameterShape } from '../check/scope.ts';
import { _, type Code, join, name } from './code.ts';
import { PARAMETER_READERS } from './expression.ts';
import { jsName } from './names.ts';

const PARAMETER_TYPES: Record<ParameterShape, Code> = {
  number: _`number`,
  table: _`Record<string, number>`,
  brackets: _`BracketTable`,
  'keyed-brackets': _`Record<string, BracketTable>`,
};

/** The import of the readers of the parameter shapes a module reads (language/parameters.ts). */
function parameterImport(shapes: readonly ParameterShape[]): Code {
  const readers = [...new Set(shapes)].sort().map((shape) => PARAMETER_READERS[shape]);
  const types = ['Dated', ...(shapes.some((s) => s.endsWith('brackets')) ? ['BracketTable'] : [])];
  return _`import { ${join([...types.map((t) => _`type ${name(t)}`), ...readers.map(name)])} } from '../../../language/parameters.ts';`;
}

/** A parameter's values as [day number, value] pairs, in date order. */
function parameterDeclaration({ name, rule }: CheckedParameter): Code {
  return _`const ${jsName({ kind: 'parameter', name })}: Dated<${PARAMETER_TYPES[rule.shape]}> = ${rule.values};`;
}

/** The import and the declarations of the parameters named in `read` (none: nothing). */
export function parameterCode(
  c: CheckedCalculator,
  read: ReadonlySet<string>,
): { imports: Code[]; declarations: Code[] } {
  const parameters = c.parameters.filter((p) => read.has(p.name));
  return {
    imports: parameters.length ? [parameterImport(parameters.map((p) => p.rule.shape))] : [],
    declarations: parameters.map(parameterDeclaration),
  };
}

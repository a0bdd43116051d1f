/**
 * Checks one text template (handlebars syntax): only plain text, {{name}}, {{helper name [decimals]}},
 * {{plural name "one" "other"}}
 * and {{#if name}}...{{else}}...{{/if}} / {{#unless}} are allowed; every name must exist.
 */
import Handlebars from 'handlebars';
import { type DiagnosticCode, suggest } from '../../language/diagnostics.ts';
import { type HelperName, helpers } from '../../language/formats/index.ts';
import type { FormulaSite } from './expression.ts';
import { isScalar, type ScalarRef, type Scope } from './scope.ts';

export type TemplatePart =
  | { k: 'text'; v: string }
  | { k: 'value'; ref: ScalarRef; helper: HelperName; decimals?: number }
  /** {{plural n "giorno" "giorni"}}: `one` when the value is 1 (or -1), else `other`. */
  | { k: 'plural'; ref: ScalarRef; one: string; other: string }
  | { k: 'if'; ref: ScalarRef; negate: boolean; body: TemplatePart[]; inverse: TemplatePart[] };

type HbsNode = hbs.AST.Node & Record<string, unknown>;

/**
 * Blocks ({{#if}}, {{#unless}}, {{else if}}) in one template: the parser, checker and compiler
 * recurse once per nested block, and ~1,900 nested blocks overflowed the parser's stack. Real
 * templates have one or two.
 */
export const MAX_TEMPLATE_BLOCKS = 32;

const BLOCK = /\{\{~?\s*(?:#|else\s+(?:if|unless)\b)/g;
const BLOCKS_HINT = 'Split the text into several notes, or choose the text in a result with "cases".';

class Failed extends Error {}

export function checkTemplate(site: FormulaSite, scope: Scope): TemplatePart[] | undefined {
  const text = site.text;
  const blocks = [...text.matchAll(BLOCK)];
  if (blocks.length > MAX_TEMPLATE_BLOCKS) {
    const first = blocks[MAX_TEMPLATE_BLOCKS]!;
    site.diagnostics.push(
      site.source.inValue(
        site.path,
        'template-too-complex',
        `Template too complex: ${blocks.length} blocks ({{#if}}, {{#unless}}, {{else if}}); the limit is ${MAX_TEMPLATE_BLOCKS}.`,
        BLOCKS_HINT,
        {
          index: first.index,
          length: first[0].length,
        },
      ),
    );
    return undefined;
  }
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(text);
  } catch (error) {
    if (error instanceof RangeError) return outOfStack(site);
    const { message, index } = syntaxError(error as Error & { lineNumber?: number; column?: number }, text);
    site.diagnostics.push(
      site.source.inValue(
        site.path,
        'template-syntax',
        `Template syntax error: ${message}.`,
        'Every "{{" needs its "}}" and every {{#if name}} its {{/if}}; write {{name}}, {{euro name}} or {{number name 1}}.',
        { index, length: 1 },
      ),
    );
    return undefined;
  }
  const fail = (code: DiagnosticCode, message: string, hint: string | undefined, node: HbsNode): never => {
    const loc = node.loc as hbs.AST.SourceLocation | undefined;
    const index = loc ? offsetOf(text, loc.start.line, loc.start.column) : -1;
    const length = loc && loc.start.line === loc.end.line ? loc.end.column - loc.start.column : 2;
    site.diagnostics.push(
      site.source.inValue(site.path, code, message, hint, index >= 0 ? { index, length } : undefined),
    );
    throw new Failed();
  };
  const name = (expr: HbsNode, owner: HbsNode): ScalarRef => {
    if (expr.type !== 'PathExpression')
      return fail('template-syntax', 'Only names can be shown in a template.', undefined, owner);
    const original = expr.original as string;
    const ref = scope.get(original);
    if (!ref || !isScalar(ref))
      return fail('unknown-symbol', `Unknown name "${original}" in template.`, scope.hint(original), expr);
    return ref;
  };
  const walk = (statements: hbs.AST.Statement[]): TemplatePart[] =>
    statements.flatMap((statement): TemplatePart[] => {
      const s = statement as unknown as HbsNode;
      switch (s.type) {
        case 'ContentStatement':
          return [{ k: 'text', v: s.value as string }];
        case 'CommentStatement':
          return [];
        case 'MustacheStatement': {
          const params = s.params as HbsNode[];
          const path = s.path as HbsNode;
          if (params.length === 0) return [{ k: 'value', ref: name(path, s), helper: 'text' }];
          const helper = path.original as string;
          if (helper === 'plural') {
            if (params.length !== 3 || params[1]!.type !== 'StringLiteral' || params[2]!.type !== 'StringLiteral')
              fail(
                'template-syntax',
                '{{plural name "singolare" "plurale"}} takes a name and two texts in quotes.',
                'Example: {{integer giorni}} {{plural giorni "giorno" "giorni"}}',
                s,
              );
            const ref = name(params[0]!, s);
            if (ref.type !== 'number')
              fail(
                'type-mismatch',
                `{{plural}} chooses by a number; "${ref.name}" is ${ref.type === 'string' ? 'a text' : 'a yes/no'}.`,
                undefined,
                params[0]!,
              );
            return [{ k: 'plural', ref, one: params[1]!.value as string, other: params[2]!.value as string }];
          }
          if (!Object.hasOwn(helpers, helper))
            fail(
              'unknown-helper',
              `Unknown template helper "${helper}".`,
              suggest(helper, [...Object.keys(helpers), 'plural'], 'helpers'),
              path,
            );
          if (params.length > 2 || (params[1] && params[1].type !== 'NumberLiteral'))
            fail(
              'template-syntax',
              `{{${helper} name}} takes a name and optionally a number of decimals.`,
              undefined,
              s,
            );
          const decimals = params[1] ? (params[1].value as number) : undefined;
          return [
            {
              k: 'value',
              ref: name(params[0]!, s),
              helper: helper as HelperName,
              ...(decimals !== undefined ? { decimals } : {}),
            },
          ];
        }
        case 'BlockStatement': {
          const helper = (s.path as HbsNode).original as string;
          const params = s.params as HbsNode[];
          if ((helper !== 'if' && helper !== 'unless') || params.length !== 1)
            return fail('template-syntax', 'Only {{#if name}} and {{#unless name}} blocks are allowed.', undefined, s);
          const program = s.program as hbs.AST.Program;
          const inverse = s.inverse as hbs.AST.Program | undefined;
          return [
            {
              k: 'if',
              ref: name(params[0]!, s),
              negate: helper === 'unless',
              body: walk(program.body),
              inverse: inverse ? walk(inverse.body) : [],
            },
          ];
        }
        default:
          return fail(
            'template-syntax',
            `This template syntax (${String(s.type)}) is not allowed.`,
            'Write {{name}}, {{euro name}} or {{#if name}}...{{/if}}.',
            s,
          );
      }
    });
  try {
    return walk(program.body);
  } catch (error) {
    if (error instanceof Failed) return undefined;
    if (error instanceof RangeError) return outOfStack(site);
    throw error;
  }
}

/**
 * Should a template within the limit still exhaust the stack (a smaller stack than Node's
 * default), it is reported on the template rather than ending the run.
 */
function outOfStack(site: FormulaSite): undefined {
  site.diagnostics.push(
    site.source.inValue(
      site.path,
      'template-too-complex',
      'Template too complex: the generator ran out of stack on it.',
      BLOCKS_HINT,
    ),
  );
  return undefined;
}

/**
 * What went wrong and where. A block mismatch ("if doesn't match unless") carries its position;
 * for a parse error, whose message is the grammar's token list, the parser's lexer holds the
 * token it could not accept (line from 1, column from 0; empty text at the end of the template).
 */
function syntaxError(
  error: Error & { lineNumber?: number; column?: number },
  text: string,
): { message: string; index: number } {
  if (error.lineNumber !== undefined)
    return {
      message: error.message.replace(/ - \d+:\d+$/, ''),
      index: offsetOf(text, error.lineNumber, error.column ?? 0),
    };
  const lexer = (
    Handlebars as unknown as {
      Parser: { lexer: { yytext: string; yylloc: { first_line: number; first_column: number } } };
    }
  ).Parser.lexer;
  return {
    message: lexer.yytext ? `unexpected "${lexer.yytext}"` : 'the text ends inside {{...}} or before {{/if}}',
    index: offsetOf(text, lexer.yylloc.first_line, lexer.yylloc.first_column),
  };
}

function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  let offset = 0;
  for (let l = 1; l < line && l <= lines.length; l++) offset += lines[l - 1]!.length + 1;
  return offset + column;
}

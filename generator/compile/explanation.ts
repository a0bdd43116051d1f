/**
 * Stage 4, compile: 'Come si calcola'. For each named value and result of a calculator, its
 * formula typeset as MathML (compile/mathml.ts) and a compiled function that puts the visitor's
 * values into it and lets its functions explain themselves (src/engine/explain.ts). Emitted as a
 * module of its own, src/generated/explanations/<id>.ts, that the calculator module loads with
 * import() on first use: none of it is in the page's first JavaScript.
 */

import type { FormatName } from '../../language/definition.ts';
import { formulaFunctions } from '../../language/functions/index.ts';
import { kindOf } from '../../language/inputs/index.ts';
import { citation } from '../../language/parameters.ts';
import type { Shown } from '../../language/spec.ts';
import type { ParameterShown } from '../../src/engine/explain.ts';
import type { IR } from '../check/ir.ts';
import type { CheckedCalculator, CheckedFunction } from '../check/model.ts';
import type { ScalarRef } from '../check/scope.ts';
import { _, type Code, comment, join, literal, name } from './code.ts';
import { functionImports, noReads, parameterArgs, type Reads, RULES_IN_SCOPE, readsOf, toJs } from './expression.ts';
import { calledFunctions, declareFunction, parameterNames } from './functions.ts';
import type { MathPart } from './math-parts.ts';
import { holeSymbol, mathParts, symbolic, typeset } from './mathml.ts';
import { jsName, seriesRows, userFunction, userFunctionSteps } from './names.ts';
import { explanationParameterCode, RULES_PARAMETER } from './parameters.ts';

/** The names, labels and formats formulas read, as the explanation shows them. */
export class Symbols {
  constructor(private readonly c: CheckedCalculator) {}

  private input(id: string) {
    return (this.c.data.inputs ?? []).find((i) => i.id === id);
  }

  private result(id: string) {
    return this.c.results.find((r) => r.def.id === id)?.def;
  }

  /** How the series column `column` is shown: the first table column, else chart dataset, that draws it as it is. */
  private shownAs(column: string): { label: string; format?: FormatName; decimals?: number } | undefined {
    const reads = (ir: IR) => ir.k === 'ref' && ir.ref.kind === 'row' && ir.ref.name === column;
    for (const table of this.c.tables) {
      const k = table.columns.findIndex(reads);
      if (k >= 0) return table.def.columns[k];
    }
    for (const chart of this.c.charts) {
      const k = chart.series === undefined ? -1 : chart.values.findIndex(reads);
      if (k >= 0)
        return { label: chart.def.datasets![k]!.label, format: chart.def.format, decimals: chart.def.decimals };
    }
    return undefined;
  }

  private rule(id: string) {
    return this.c.parameters.find((p) => p.name === id)!.rule;
  }

  /** What a rule's step in 'Come si calcola' says of it: its label, unit, and the act of each value by its day. */
  parameter(id: string): ParameterShown {
    const { def, references, values } = this.rule(id);
    const sources = values.map(([day], n) => [day, citation(references[n]!)] as [number, string]);
    return { label: def.label, ...(def.unit ? { unit: def.unit } : {}), sources };
  }

  /** The readable name of a name: `symbol:`, else the input's label, the result's label without templates, a series column's `symbols:` name, else its table column label, the value's `symbols:` name, else its name. */
  symbol(ref: Pick<ScalarRef, 'kind' | 'name'> & { series?: number }): string {
    if (ref.kind === 'row' || ref.kind === 'field') {
      const named = ref.series === undefined ? undefined : this.c.series[ref.series]?.def.symbols?.[ref.name];
      return named ?? this.shownAs(ref.name)?.label ?? ref.name;
    }
    if (ref.kind === 'param') return ref.name;
    if (ref.kind === 'input') {
      const input = this.input(ref.name);
      return input?.symbol ?? input?.label ?? ref.name;
    }
    const result = ref.kind === 'value' ? this.result(ref.name) : undefined;
    return result ? (result.symbol ?? labelText(result.label)) : (this.c.data.symbols?.[ref.name] ?? ref.name);
  }

  /** The label the explanation gives a value: its result's label without templates, else its `symbols:` name, else its name. */
  label(valueName: string): string {
    const result = this.result(valueName);
    return result ? labelText(result.label) : (this.c.data.symbols?.[valueName] ?? valueName);
  }

  /** How a value is written: a result's format; an input's, as its kind says; a value that gives a day as a date; 2 decimals at most otherwise. */
  shown(ref: Pick<ScalarRef, 'kind' | 'name'> & { series?: number }): Shown {
    if (ref.kind === 'row') {
      const column = this.shownAs(ref.name);
      if (column) return { format: column.format ?? 'number', decimals: column.decimals };
      return this.c.days.has(ref) ? { format: 'date' } : { format: 'adaptive' };
    }
    if (ref.kind === 'input') {
      const input = this.input(ref.name);
      return input ? kindOf(input).shown(input) : { format: 'adaptive' };
    }
    const result = ref.kind === 'value' ? this.result(ref.name) : undefined;
    if (result) return { format: result.format ?? 'number', decimals: result.decimals, unit: result.unit };
    return ref.kind === 'value' && this.c.days.has(ref) ? { format: 'date' } : { format: 'adaptive' };
  }
}

/** A label as plain text: templates ({{...}}) left out, with a bracket that held one ("Netto annuo ({{year anno}})": "Netto annuo"). */
export function labelText(label: string): string {
  return label
    .replace(/\s*\([^()]*\{\{[^}]*\}\}[^()]*\)/g, '')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The MathML of the primary result (else the first), `symbol = formula`, for the page's formula section. */
export function primaryFormula(c: CheckedCalculator): string | undefined {
  const result = c.results.find((r) => r.def.primary) ?? c.results[0];
  const definition = result && c.definitions.find((d) => d.name === result.def.id);
  if (!definition) return undefined;
  const symbols = new Symbols(c);
  return typeset(definition.ir, (ref) => symbols.symbol(ref), symbols.symbol({ kind: 'value', name: definition.name }));
}

/**
 * Whether `ir` reads only inputs and named values (and, when `series` is set, whole series): the
 * explanation function can then compute it from `values` (and the evaluation's series).
 */
function readsValuesOnly(ir: IR, series = false): boolean {
  const reads = readsOf(ir);
  const other = series
    ? (['rows', 'row', 'lookup', 'source', 'dataset'] as const)
    : (['rows', 'series', 'row', 'lookup', 'source', 'dataset'] as const);
  return !reads.filled && other.every((kind) => reads.names[kind].size === 0);
}

/**
 * The steps of functions and cases in `ir`, as code computing their markup from `values`; what
 * that code reads is added to `reads` (the function declares it). `shown`: how the value of a
 * function is written (the code of a Shown).
 */
function stepsOf(ir: IR, shown: Code, symbols: Symbols, reads: Reads, out: Code[] = []): Code[] {
  const compiled = (code: Code, ...irs: IR[]) => {
    for (const x of irs) readsOf(x, reads);
    out.push(code);
  };
  const inner = (...irs: IR[]) => {
    for (const x of irs) stepsOf(x, shown, symbols, reads, out);
  };
  switch (ir.k) {
    case 'call':
      // A function that explains itself (its language module's `explain`) gets its steps.
      // Its arguments may read a whole series (irr(flussi.importo)): the work function gets the series.
      if (formulaFunctions.get(ir.fn)?.explain && readsValuesOnly(ir, true))
        compiled(_`...E.functionSteps(${ir.fn}, [${join(ir.args.map(toJs))}], ${shown})`, ...ir.args);
      inner(...ir.args);
      break;
    case 'apply':
      // A function of the file: its definition with the values put in (its x_ function, below).
      if (readsValuesOnly(ir)) compiled(_`...${userFunctionSteps(ir.fn)}(${join([...ir.args.map(toJs), shown])})`, ir);
      inner(...ir.args);
      break;
    case 'cond':
      if (readsValuesOnly(ir.c))
        compiled(_`E.caseStep(${toJs(ir.c)}, ${typeset(ir.c, (ref) => symbols.symbol(ref), undefined, false)})`, ir.c);
      inner(ir.c, ir.a, ir.b);
      break;
    case 'lookup':
      if (readsValuesOnly(ir.key)) compiled(_`E.lookupStep(${ir.table.name}, ${toJs(ir.key)})`, ir.key);
      inner(ir.key);
      break;
    case 'parameter': {
      const args = parameterArgs(ir);
      const optional = (arg: IR | undefined) => (arg ? toJs(arg) : _`undefined`);
      if (args.every((a) => readsValuesOnly(a))) {
        reads.names.parameter.add(ir.parameter.name);
        compiled(
          _`...E.parameterSteps(${symbols.parameter(ir.parameter.name)}, ${name(RULES_IN_SCOPE)}, ${ir.parameter.name}, ${toJs(ir.at)}, ${optional(ir.key)}, ${optional(ir.amount)}, ${shown})`,
          ...args,
        );
      }
      inner(...args);
      break;
    }
    case 'unary':
      inner(ir.a);
      break;
    case 'binary':
      inner(ir.a, ir.b);
      break;
    default:
      break;
  }
  return out;
}

/** The rows of series `id` in a work function, from the evaluation's series `s`, typed by its columns. */
function seriesDeclaration(c: CheckedCalculator, id: string): Code {
  const n = c.series.findIndex((x) => x.def.id === id);
  const series = c.series[n]!;
  const columns = [
    _`${name(series.def.index)}: ${name(series.indexType)}`,
    ...series.columns.map((col) => _`${name(col.name)}: ${name(col.type)}`),
  ];
  return _`const ${seriesRows(n)} = (s[${id}] ?? []) as unknown as { ${join(columns, _`; `)} }[];`;
}

/** Markup parts as one expression: text as literals, each input or value as its formatted value. */
function substituted(parts: MathPart[], symbols: Symbols): Code {
  // Adjacent markup as one literal.
  const merged = parts.reduce<MathPart[]>((all, part) => {
    const last = all.at(-1);
    if (typeof part === 'string' && typeof last === 'string') all[all.length - 1] = last + part;
    else all.push(part);
    return all;
  }, []);
  const pieces = merged.map((part) => {
    if (typeof part === 'string') return literal(part);
    const ref = part.ref;
    // The row before (`p`), or before the first row the value prev() starts from.
    if (part.previous) return _`E.mnOf(p ? p.${name(ref.name)} : ${toJs(part.previous)}, ${symbols.shown(ref)})`;
    if (ref.kind === 'row') return _`E.mnOf(r.${name(ref.name)}, ${symbols.shown(ref)})`;
    if (ref.kind === 'param') return _`E.mnOf(${jsName(ref)}, ${symbols.shown(ref)})`;
    return ref.kind === 'input' || ref.kind === 'value'
      ? _`E.mnOf(v.${name(ref.name)}, ${symbols.shown(ref)})`
      : literal(holeSymbol(part, (x) => symbols.symbol(x)));
  });
  return join(pieces, _` + `);
}

/**
 * `x_name(a_x, ..., shown)`: the steps of a call of a function of the file: its definition, with
 * the values put in, and its value; then the steps of the calls inside it.
 */
function functionSteps(fn: CheckedFunction, symbols: Symbols): { code: Code; reads: Reads } {
  const params = parameterNames(fn);
  const head: IR = {
    k: 'apply',
    fn: fn.name,
    args: fn.params.map((p) => ({ k: 'ref', ref: { kind: 'param', name: p, type: 'number' } })),
  };
  const symbolOf = (ref: ScalarRef) => symbols.symbol(ref);
  const definition = `<math>${symbolic(head, symbolOf)}<mo>=</mo>${symbolic(fn.ir, symbolOf)}<mo>=</mo>`;
  const value = _`E.mnOf(${userFunction(fn.name)}(${join(params)}), shown)`;
  const math = _`${definition} + ${substituted(mathParts(fn.ir), symbols)} + '<mo>=</mo>' + ${value} + '</math>'`;
  const reads = noReads();
  const inner = stepsOf(fn.ir, _`shown`, symbols, reads);
  const signature = `${fn.name}(${fn.params.join(', ')})`;
  const code = _`/** 'Come si calcola' of a call of ${comment(signature)}: its definition with the values put in, then the steps inside it. */
const ${userFunctionSteps(fn.name)} = (${join([...params.map((p) => _`${p}: number`), _`shown: Shown`])}): string[] => [
  E.userFunctionStep(${fn.name}, ${math}),${inner.length ? _`\n  ${join(inner, _`,\n  `)},` : _``}
];`;
  return { code, reads };
}

/** The source of src/generated/explanations/<id>.ts. */
export function compileExplanations(c: CheckedCalculator, header: Code): string {
  const symbols = new Symbols(c);
  const types = new Map<string, string>([
    ...Object.entries(c.inputTypes).map(([id, t]) => [`input:${id}`, typeof t === 'string' ? t : 'never'] as const),
    ...c.definitions.map((d) => [`value:${d.name}`, d.type] as const),
  ]);
  /** The file's functions the explanations call (their steps, or their value in an argument). */
  const called = new Set<string>();
  /** The dated parameters the steps read. */
  const parameters = new Set<string>();
  const entries = c.definitions.map((d) => {
    const self = { kind: 'value', name: d.name } as const;
    const shown = symbols.shown(self);
    const reads = readsOf(d.ir);
    const stepReads = noReads();
    const steps = stepsOf(d.ir, literal(shown), symbols, stepReads);
    for (const fn of stepReads.userFunctions) called.add(fn);
    for (const parameter of stepReads.names.parameter) parameters.add(parameter);
    const declarations = [
      ...(['input', 'value'] as const).flatMap((kind) =>
        [...stepReads.names[kind]].map(
          (n) => _`const ${jsName({ kind, name: n })} = v.${name(n)} as ${name(types.get(`${kind}:${n}`) ?? 'never')};`,
        ),
      ),
      ...[...stepReads.names.series].map((id) => seriesDeclaration(c, id)),
    ];
    const math = _`'<math display="block">' + ${substituted(mathParts(d.ir), symbols)} + '<mo>=</mo>' + E.mnOf(v.${name(d.name)}, ${shown}) + '</math>'`;
    const rules = stepReads.names.parameter.size > 0;
    const work = _`work(v${stepReads.names.series.size || rules ? _`, _row, _previous, ${stepReads.names.series.size ? _`s` : _`_s`} = {}` : _``}${rules ? _`, ${RULES_PARAMETER}` : _``}) {\n${join(
      [...declarations, _`return { math: ${math}, steps: [${join(steps)}] };`].map((line) => _`      ${line}`),
      _`\n`,
    )}\n    }`;
    const inputs = [...reads.names.input].map((id) => [
      id,
      symbols.symbol({ kind: 'input', name: id }),
      symbols.shown({ kind: 'input', name: id }),
    ]);
    const fields = [
      _`label: ${symbols.label(d.name)}`,
      _`formula: ${typeset(d.ir, (ref) => symbols.symbol(ref))}`,
      _`values: ${[...reads.names.value]}`,
      _`inputs: ${inputs}`,
      work,
    ];
    return _`  ${name(d.name)}: {\n    ${join(fields, _`,\n    `)},\n  },`;
  });
  const rows = c.series.map((s, series) => {
    const columns = s.columns.map((col) => {
      const self = { kind: 'row', name: col.name, series } as const;
      const reads = readsOf(col.ir);
      const parts = mathParts(col.ir);
      // What the values prev() starts from read, as variables (they are compiled like the formulas).
      const starts = noReads();
      for (const part of parts) if (typeof part !== 'string' && part.previous) readsOf(part.previous, starts);
      for (const fn of starts.userFunctions) called.add(fn);
      for (const parameter of starts.names.parameter) parameters.add(parameter);
      const declarations = (['input', 'value', 'row'] as const).flatMap((kind) =>
        [...starts.names[kind]].map(
          (n) =>
            _`const ${jsName({ kind, name: n })} = ${kind === 'row' ? _`r` : _`v`}.${name(n)} as ${name(kind === 'row' ? 'number' : (types.get(`${kind}:${n}`) ?? 'never'))};`,
        ),
      );
      const math = _`'<math display="block">' + ${substituted(parts, symbols)} + '<mo>=</mo>' + E.mnOf(r.${name(col.name)}, ${symbols.shown(self)}) + '</math>'`;
      const inputs = [...reads.names.input].map((id) => [
        id,
        symbols.symbol({ kind: 'input', name: id }),
        symbols.shown({ kind: 'input', name: id }),
      ]);
      const fields = [
        _`label: ${symbols.symbol(self)}`,
        _`formula: ${typeset(col.ir, (ref) => symbols.symbol(ref))}`,
        _`values: ${[...reads.names.value]}`,
        _`inputs: ${inputs}`,
        _`columns: ${[...reads.names.row].filter((n) => n !== s.def.index)}`,
        _`work(${reads.names.input.size + reads.names.value.size ? _`v` : _`_v`}, r = {}${parts.some((x) => typeof x !== 'string' && x.previous) ? _`, p` : starts.names.parameter.size ? _`, _p` : _``}${starts.names.parameter.size ? _`, _s, ${RULES_PARAMETER}` : _``}) {\n${join(
          [...declarations, _`return { math: ${math}, steps: [] };`].map((line) => _`        ${line}`),
          _`\n`,
        )}\n      }`,
      ];
      return _`    ${name(col.name)}: {\n      ${join(fields, _`,\n      `)},\n    },`;
    });
    return _`  ${name(s.def.id)}: {\n${join(columns, _`\n`)}\n  },`;
  });
  const functions = calledFunctions(c, { ...noReads(), userFunctions: called });
  const functionCode = functions.flatMap((fn) => {
    const steps = functionSteps(fn, symbols);
    return [declareFunction(fn), steps.code];
  });
  // The rules the steps' code reads (a rule's steps, a case's condition that reads one).
  const dated = explanationParameterCode(c, parameters);
  const rest = _`${join(
    dated.imports.map((line) => _`${line}\n`),
    _``,
  )}${[...dated.declarations, ...functionCode].length ? _`\n${join([...dated.declarations, ...functionCode], _`\n`)}\n` : _``}
/** 'Come si calcola' of every named value and result of ${c.data.id}. */
const explanations: Explanations = {
${join(entries, _`\n`)}
};

/** 'Come si calcola' of every series column of ${c.data.id}, with the values of one row. */
export const rows: RowExplanations = {
${join(rows, _`\n`)}
};

export default explanations;
`.toString();
  return `${_`${header}import type { Explanations, RowExplanations${functions.length ? _`, Shown` : _``} } from '../../../language/spec.ts';
import * as E from '../../engine/explain.ts';`}\n${functionImports(rest)}${rest}`;
}

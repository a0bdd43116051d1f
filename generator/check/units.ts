/**
 * A light check of units: adding or subtracting quantities of different units (euro and percent,
 * months and years) is an error, unless one of them was converted. A number input's unit is its
 * `unit` (a few spellings are one unit: anni, anno, years); a value or result has the unit of what
 * it adds up when all of it has that unit (not `220 - age`), and none once multiplied or divided (`rate / 100`, `years * 12` are conversions), nor
 * when read from a table, a series or a function other than min, max, abs, round, floor, ceil and
 * clamp. Nothing else is inferred, so what it reports is a sum of unlike things.
 */
import type { InputDef } from '../../language/definition.ts';
import type { DiagnosticCode, PathSegment } from '../../language/diagnostics.ts';
import type { SourceFile } from '../source.ts';
import type { IR } from './ir.ts';

const SAME: Record<string, string> = {
  '€': 'euro',
  euro: 'euro',
  '%': '%',
  anno: 'anni',
  anni: 'anni',
  year: 'anni',
  years: 'anni',
  mese: 'mesi',
  mesi: 'mesi',
  month: 'mesi',
  months: 'mesi',
  giorno: 'giorni',
  giorni: 'giorni',
  days: 'giorni',
  ora: 'ore',
  ore: 'ore',
  hours: 'ore',
  min: 'minuti',
  minuti: 'minuti',
  minutes: 'minuti',
};
/** Functions whose result has the unit of their arguments (all alike). */
const KEEPS = new Set(['min', 'max', 'abs', 'round', 'floor', 'ceil', 'clamp']);

const unitName = (unit: string | undefined) =>
  unit === undefined ? undefined : (SAME[unit.trim().toLowerCase()] ?? unit.trim());

export class Units {
  private readonly units = new Map<string, string>();

  constructor(
    inputs: readonly InputDef[],
    private readonly source: SourceFile,
    private readonly report: (d: ReturnType<SourceFile['inValue']>) => void,
  ) {
    for (const input of inputs) {
      const unit = input.kind === 'number' || input.kind === 'range' ? unitName(input.unit) : undefined;
      if (unit) this.units.set(input.id, unit);
    }
  }

  /** The unit of `ir`, reporting a sum of unlike units in the formula at `path` (whose text is `text`). */
  check(path: readonly PathSegment[], text: string, ir: IR): string | undefined {
    let reported = false;
    const unitOf = (node: IR): string | undefined => {
      switch (node.k) {
        case 'ref':
          return node.ref.kind === 'input' || node.ref.kind === 'value' ? this.units.get(node.ref.name) : undefined;
        case 'unary':
          return node.op === '!' ? undefined : unitOf(node.a);
        case 'binary': {
          const a = unitOf(node.a);
          const b = unitOf(node.b);
          if (node.op !== '+' && node.op !== '-') return undefined;
          if (a && b && a !== b && !reported) {
            reported = true;
            this.report(this.at(path, text, node, a, b));
          }
          // A number without a unit (220 - age) may be of any unit: the sum's unit is then unknown.
          return a === b ? a : undefined;
        }
        case 'cond': {
          unitOf(node.c);
          const a = unitOf(node.a);
          const b = unitOf(node.b);
          return a === b ? a : undefined;
        }
        case 'call': {
          const units = node.args.map(unitOf);
          return KEEPS.has(node.fn) && units.every((u) => u === units[0]) ? units[0] : undefined;
        }
        case 'apply':
          // Its arguments are checked; what a function of the file gives has no unit known here.
          node.args.forEach(unitOf);
          return undefined;
        default:
          return undefined;
      }
    };
    return unitOf(ir);
  }

  /** A value or result `name` has `unit` (undefined: none known). */
  define(name: string, unit: string | undefined): void {
    if (unit) this.units.set(name, unit);
  }

  private at(path: readonly PathSegment[], text: string, node: Extract<IR, { k: 'binary' }>, a: string, b: string) {
    const name = (side: IR) => (side.k === 'ref' ? side.ref.name : undefined);
    const right = name(node.b);
    const index = right === undefined ? -1 : text.search(new RegExp(`(?<![A-Za-z0-9_])${right}(?![A-Za-z0-9_])`));
    const code: DiagnosticCode = 'type-mismatch';
    const what = node.op === '+' ? 'adds' : 'subtracts';
    const shown = (u: string) => (u === 'euro' ? '€' : u);
    return this.source.inValue(
      path,
      code,
      `This formula ${what} ${shown(b)}${right ? ` (${right})` : ''} ${node.op === '+' ? 'to' : 'from'} ${shown(a)}${name(node.a) ? ` (${name(node.a)})` : ''}.`,
      `Convert one of them first (a percentage of an amount: amount * rate / 100; years to months: years * 12), or check the units of the inputs.`,
      index >= 0 ? { index, length: right!.length } : undefined,
    );
  }
}

/**
 * The days a file asks its rules for: a rule read on a day before its first value gives N/D, so a
 * day the page lets a visitor choose, or an example runs, must have a value. The day a rule is read
 * on is followed through the values it is computed from, as far as it is known before any visitor
 * types: a date input (its default, its least day `min`, each example's day), or date(year, month,
 * day) of literal month and day with a year from a select or year select (each option), a number
 * input (its `min`), or a literal. A day known only then (today(), a sum of days) is not followed:
 * `stale-rule` warns of a rule with no value this year.
 */
import { dayNumber, isoDate, parseDate } from '../../language/dates.ts';
import type { Scalar } from '../../language/definition.ts';
import { formatValue } from '../../language/formats/index.ts';
import type { CalculatorContext } from './context.ts';
import { optionValues } from './context.ts';
import type { IR } from './ir.ts';
import type { CheckedDefinition, CheckedParameter } from './model.ts';

/** A day something asks for, and who asks, as an editor reads it. */
interface Asked {
  day: number;
  by: string;
}

/** A day as 'Come si calcola' writes it: 15/03/2026. */
const italian = (day: number) => formatValue(day, 'date');

export function checkRuleDays(
  { source, data, diagnostics, checked }: CalculatorContext,
  parameters: CheckedParameter[],
  definitions: CheckedDefinition[],
): void {
  if (parameters.length === 0) return;
  const inputs = data.inputs ?? [];
  const examples = data.examples ?? [];
  const bodies = new Map(definitions.map((d) => [d.name, d.ir]));

  /** The values an input may take before anyone types (its options, default, least value) and those the examples give it. */
  const inputValues = (id: string): { value: Scalar; by: string }[] => {
    const input = inputs.find((i) => i.id === id);
    if (!input) return [];
    const own: { value: Scalar; by: string }[] = [];
    const options = optionValues(input);
    if (options) own.push(...options.map((value) => ({ value, by: `input "${id}" offers ${value}` })));
    if ('default' in input && (typeof input.default === 'string' || typeof input.default === 'number'))
      own.push({ value: input.default, by: `input "${id}" starts at ${input.default}` });
    if ('min' in input && input.min !== undefined)
      own.push({ value: input.min, by: `input "${id}" allows ${input.min}` });
    for (const example of examples) {
      const value = example.inputs?.[id];
      if (typeof value === 'string' || typeof value === 'number')
        own.push({ value, by: `example "${example.name}" gives "${id}" ${value}` });
    }
    return own;
  };

  /** The days `ir` may be, as far as known: undefined when not followed. */
  const days = (ir: IR, seen: Set<string>): Asked[] | undefined => {
    if (ir.k === 'ref' && ir.ref.kind === 'value') {
      const body = bodies.get(ir.ref.name);
      if (!body || seen.has(ir.ref.name)) return undefined;
      return days(body, new Set([...seen, ir.ref.name]));
    }
    if (ir.k === 'ref' && ir.ref.kind === 'input')
      return inputValues(ir.ref.name).flatMap(({ value, by }) => {
        const day = typeof value === 'string' ? parseDate(value) : undefined;
        return day === undefined ? [] : [{ day, by }];
      });
    if (ir.k === 'call' && ir.fn === 'date' && ir.args.length === 3) {
      const [year, month, day] = ir.args;
      if (month?.k !== 'num' || day?.k !== 'num') return undefined;
      const years =
        year?.k === 'num'
          ? [{ value: year.v, by: `the year ${year.v}` }]
          : year?.k === 'ref' && year.ref.kind === 'input'
            ? inputValues(year.ref.name)
            : undefined;
      return years?.flatMap(({ value, by }) => {
        const at = typeof value === 'number' ? dayNumber(value, month.v, day.v) : undefined;
        return at === undefined ? [] : [{ day: at, by }];
      });
    }
    return undefined;
  };

  const reported = new Set<string>();
  for (const site of checked) {
    if (!('ir' in site)) continue;
    for (const read of parameterReads(site.ir)) {
      const parameter = parameters.find((p) => p.name === read.parameter.name);
      const first = parameter?.rule.values[0]?.[0];
      if (!parameter || first === undefined) continue;
      const early = (days(read.at, new Set()) ?? []).find((asked) => asked.day < first);
      const key = `${parameter.name} ${early?.by}`;
      if (!early || reported.has(key)) continue;
      reported.add(key);
      diagnostics.push(
        source.at(
          source.node(site.path),
          'rule-without-value',
          `The rule "${parameter.rule.name}" (${parameter.name}) has no value on ${italian(early.day)}, and ${early.by}: its first value is from ${isoDate(first)}.`,
          `Add the value in force then to rules/${parameter.rule.name.split('.').join('/')}.yaml, with its reference, or let the page ask only for days from ${italian(first)}.`,
        ),
      );
    }
  }
}

/** Every rule read in `ir`. */
function parameterReads(ir: IR): Extract<IR, { k: 'parameter' }>[] {
  const found: Extract<IR, { k: 'parameter' }>[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      if ((node as IR).k === 'parameter') found.push(node as Extract<IR, { k: 'parameter' }>);
      for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
    }
  };
  visit(ir);
  return found;
}

/**
 * What select, choice and tabs share: a list of options (or one list per value of another input),
 * the value formulas see, and the reset when the input they depend on changes.
 */

import type { OptionSpec, RawValue, RawValues } from '../values.ts';
import {
  baseSpec,
  type InputCheckContext,
  type InputDefBase,
  type InputKind,
  type InputSpecBase,
  type InputValueType,
  pick,
} from './kind.ts';
import { optionLink } from './link.ts';

type Options = OptionSpec[] | Record<string, OptionSpec[]>;

/**
 * Options written as the years of the values of a rule the file reads (`options: { yearsOf: irpef }`,
 * with `rules: { irpef: irpef.scaglioni }`): the generator lists them (latest first, each year's
 * value its number) as it loads the file (generator/years-of.ts).
 */
export interface YearsOf {
  yearsOf: string;
}

export const isYearsOf = (options: Options | YearsOf): options is YearsOf =>
  !Array.isArray(options) && typeof (options as Partial<YearsOf>).yearsOf === 'string';

/** The options as listed: `{ yearsOf }` is listed as the file is loaded (none when it names no rule of the file: reported by the check). */
const listed = (options: Options | YearsOf): Options => (isYearsOf(options) ? [] : options);

export interface OptionsDef<Kind extends string> extends InputDefBase<Kind> {
  options: Options | YearsOf;
  default?: number | string;
  dependsOn?: string;
  defaultOption?: number;
  empty?: number;
}

export interface OptionsSpec<Kind extends string> extends InputSpecBase<Kind> {
  options: Options;
  dependsOn?: string;
  defaultOption?: number;
  /** Value formulas see when no option is chosen (number options). */
  empty: number;
}

const option = {
  description: 'One choice.',
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: {
    value: {
      description: 'The value formulas see (a number or a text; all options of one input have the same type).',
      type: ['number', 'string'],
    },
    label: { description: 'What the visitor reads.', type: 'string', minLength: 1 },
  },
};
const list = { type: 'array', items: option, minItems: 1 };

export const optionsKeys = {
  options: {
    description: "The choices: a list, or a map from each value of the 'dependsOn' input to a list.",
    oneOf: [
      list,
      { type: 'object', additionalProperties: list },
      {
        type: 'object',
        additionalProperties: false,
        required: ['yearsOf'],
        properties: {
          yearsOf: {
            description:
              'A rule the file reads (rules:) whose dates give the options: one per year it has a value from, latest first, the value the year (a number).',
            $ref: '#/$defs/name',
          },
        },
      },
    ],
  },
  default: {
    description: 'The value of the option chosen at first (default: the first, or defaultOption).',
    type: ['number', 'string'],
  },
  dependsOn: {
    description:
      "The id of the select, choice or tabs input whose value picks the list of options; when it changes, this field resets to option number 'defaultOption'.",
    $ref: '#/$defs/name',
  },
  defaultOption: {
    description: 'With dependsOn: the index (from 0) of the option chosen when the options change (default 0).',
    type: 'integer',
    minimum: 0,
  },
  empty: { description: 'Number formulas see while no option is chosen (default 0).', type: 'number' },
};

/** The options of an input for what the form holds now. */
export function optionsOf(input: { options: Options | YearsOf; dependsOn?: string }, form: RawValues): OptionSpec[] {
  const options = listed(input.options);
  if (Array.isArray(options)) return options;
  const key = String(form[input.dependsOn ?? ''] ?? '');
  return Object.hasOwn(options, key) ? options[key]! : [];
}

/** Every option of the input, of every list when the lists depend on another input. */
export function allOptions(input: { options: Options | YearsOf }): OptionSpec[] {
  const options = listed(input.options);
  return Array.isArray(options) ? options : Object.values(options).flat();
}

function check(def: OptionsDef<string>, context: InputCheckContext): InputValueType {
  if (isYearsOf(def.options)) {
    context.report(
      ['options', 'yearsOf'],
      'unknown-reference',
      `"${def.options.yearsOf}" is no rule this file reads from the rule book, so it gives no years.`,
      'Name a rule under "rules:" (its dates give the options).',
    );
    return 'number';
  }
  const values = allOptions(def).map((o) => o.value);
  const type = typeof values[0] === 'number' ? 'number' : 'string';
  if (values.some((v) => typeof v !== typeof values[0]))
    context.report(
      ['options'],
      'invalid-value',
      `The options of "${def.id}" mix numbers and texts.`,
      'All option values of one input must be numbers, or all texts.',
    );
  if (def.default !== undefined && !values.some((v) => String(v) === String(def.default))) {
    context.report(
      ['default'],
      'invalid-value',
      `The default "${String(def.default)}" of "${def.id}" is not one of its option values.`,
      context.suggest(String(def.default), values.map(String), 'values'),
    );
  }
  if (!Array.isArray(def.options) && def.dependsOn === undefined)
    context.report(
      ['options'],
      'invalid-value',
      `"${def.id}" has options per value of another input, but no "dependsOn".`,
      'Add dependsOn: <input id>.',
    );
  if (def.dependsOn !== undefined) checkParent(def, def.dependsOn, context);
  return type;
}

function checkParent(def: OptionsDef<string>, dependsOn: string, context: InputCheckContext): void {
  const hasOptionList = (i: InputDefBase) => 'options' in i && Array.isArray(i.options);
  const parent = context.inputs.find((i) => i.id === dependsOn);
  if (!parent || !hasOptionList(parent)) {
    context.report(
      ['dependsOn'],
      'unknown-reference',
      `dependsOn must name a select, choice or tabs input with a list of options; "${dependsOn}" is not one.`,
      context.suggest(
        dependsOn,
        context.inputs.filter(hasOptionList).map((i) => i.id),
        'inputs with a list of options',
      ),
    );
    return;
  }
  const lists = listed(def.options);
  if (Array.isArray(lists)) return;
  for (const option of (parent as OptionsDef<string>).options as OptionSpec[]) {
    const options = Object.hasOwn(lists, String(option.value)) ? lists[String(option.value)] : undefined;
    if (!options)
      context.report(
        ['options'],
        'missing-key',
        `"${def.id}" has no options for "${String(option.value)}" of "${parent.id}".`,
        `Add "${String(option.value)}:" with its list under options.`,
        'key',
      );
    else if ((def.defaultOption ?? 0) >= options.length)
      context.report(
        ['defaultOption'],
        'invalid-value',
        `defaultOption ${def.defaultOption} is past the ${options.length} options for "${String(option.value)}".`,
      );
  }
}

/** The parts of an option kind that do not draw it. */
export function optionsKind<Kind extends string>(
  description: string,
): Omit<InputKind<OptionsDef<Kind>, OptionsSpec<Kind>>, 'layout'> {
  return {
    description,
    keys: optionsKeys,
    required: ['options'],
    link: optionLink<OptionsSpec<Kind>>((spec) => allOptions(spec).map((o) => String(o.value))),
    shown: () => ({ format: 'adaptive' }),
    check,
    compile: (def, context) => {
      const spec = {
        ...baseSpec(def),
        ...pick(def, ['dependsOn', 'defaultOption']),
        options: listed(def.options),
        empty: def.empty ?? 0,
      };
      const first = optionsOf(
        spec,
        def.dependsOn === undefined ? {} : { [def.dependsOn]: context.defaultOf(def.dependsOn) ?? '' },
      )[def.defaultOption ?? 0];
      return { ...spec, default: def.default !== undefined ? String(def.default) : String(first?.value ?? '') };
    },
    parse: (raw, spec, form) => {
      const options = optionsOf(spec, form);
      const chosen = options.find((o) => String(o.value) === String(raw));
      return {
        value: chosen ? chosen.value : typeof options[0]?.value === 'number' ? spec.empty : '',
        filled: typeof raw === 'string' && raw.trim() !== '',
      };
    },
    follow: (spec, changed, form): RawValue | undefined =>
      spec.dependsOn === changed ? String(optionsOf(spec, form)[spec.defaultOption ?? 0]?.value ?? '') : undefined,
  };
}

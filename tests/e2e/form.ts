/**
 * A calculator page as a visitor meets it, driven from the calculator file: each field found by its
 * label, read and set the way its kind asks (src/renderer/inputs/ draws them).
 */
import { type ElementHandle, expect, type Locator, type Page } from '@playwright/test';
import { isoDate, parseDate } from '../../language/dates.ts';
import type { CalculatorFile, InputDef, SourceDef } from '../../language/definition.ts';
import type { InputKindName } from '../../language/inputs/index.ts';
import { groupedNumber } from '../../language/inputs/number.ts';
import type { OptionsDef } from '../../language/inputs/options.ts';
import { optionsOf } from '../../language/inputs/options.ts';
import type { RowsDef } from '../../language/inputs/rows.ts';
import { parseTime } from '../../language/inputs/time.ts';
import { isRelativeDate } from '../../language/relative-dates.ts';
import type { RawRow, RawValue, RawValues } from '../../language/spec.ts';
import { failOnConsoleErrors, hydrated, literal, SOON } from './helpers.ts';

/** One field as the page shows it. */
export interface Field {
  /** What the form holds: the text typed, the option value, on or off, the rows. */
  value: RawValue;
  disabled: boolean;
  /** The labels of the options offered (select, choice, tabs). */
  options: string[];
  placeholder: string | null;
  help: string | null;
}

export interface FormState {
  /** By input id; a field that is not shown is absent. */
  fields: Record<string, Field>;
  /** The text of the results card. */
  results: string;
}

/** The calculator's form: its `aria-label` names the calculator (src/renderer/Calculator.tsx). */
export const formOf = (page: Page, title: string): Locator =>
  page.getByRole('form', { name: `Dati: ${title}`, exact: true });

/** A source's answer holding exactly its fallback, so the page computes what Vitest computes. */
export function fallbackAnswer(source: SourceDef): Record<string, unknown> {
  const body = (source.pick ?? '')
    .split('.')
    .filter(Boolean)
    .reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), { ...source.fallback });
  return source.base === undefined ? body : { ...body, base: source.base };
}

/** Answers every source call of the page with its fallback (a cross-origin JSON answer). */
async function answerSources(page: Page, data: CalculatorFile): Promise<void> {
  for (const source of data.sources ?? []) {
    const url = source.url.split('?')[0];
    await page.route(
      (u) => u.href.split('?')[0] === url,
      (route) => route.fulfill({ json: fallbackAnswer(source), headers: { 'access-control-allow-origin': '*' } }),
    );
  }
}

/** Opens a calculator's page (its sources answered with their fallback), ready for typing: its form. */
export async function openCalculator(page: Page, data: CalculatorFile, url: string): Promise<Locator> {
  failOnConsoleErrors(page);
  await answerSources(page, data);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(data.title);
  await calculatorReady(page, data);
  return formOf(page, data.title);
}

/**
 * Waits until a calculator's page is hydrated and holds the visitor's day: a date field that starts
 * at a day counted from it (`default: today`, `today - 10 weeks`) is empty in the prerendered page,
 * and filled a moment after the page hydrates (src/engine/session.ts, `start`).
 */
export async function calculatorReady(page: Page, data: CalculatorFile): Promise<void> {
  await hydrated(page);
  const inputs = data.inputs ?? [];
  const fromToday = inputs.filter((i) => i.kind === 'date' && isRelativeDate(i.default));
  if (!fromToday.length) return;
  const form = await formHandle(formOf(page, data.title));
  // A hidden field is not waited for.
  const filled = async () => {
    const { fields } = await readForm(form, inputs);
    return fromToday.every((i) => fields[i.id]?.value !== '');
  };
  await expect.poll(filled, { message: "the dates at the visitor's day", intervals: SOON }).toBe(true);
}

/** The row label of a rows input (its `rowLabel`, else "<label> <n>"), n counted from 1. */
export const rowLabel = (input: RowsDef, index: number) =>
  (input.rowLabel ?? `${input.label} {{index}}`).replace('{{index}}', String(index + 1));

/** Any row label of a rows input. */
export const anyRowLabel = (input: RowsDef) =>
  new RegExp(`^${(input.rowLabel ?? `${input.label} {{index}}`).split('{{index}}').map(literal).join('\\d+')}$`);

/**
 * What a field can hold of `value`: a time field holds a valid "hh:mm" or nothing, as <input
 * type="time"> does; a date field the ISO date ("15/01/2026" in a file is "2026-01-15" there) or nothing;
 * a number field its number grouped by thousands, once left ("200.000").
 */
export function holdable(input: InputDef, value: RawValue): RawValue {
  if (input.kind === 'date') {
    const day = parseDate(String(value));
    return day === undefined ? '' : isoDate(day);
  }
  // A text field in capitals writes them as the visitor types.
  if (input.kind === 'text') return input.uppercase ? String(value).toLocaleUpperCase('it-IT') : value;
  // A number field, once left, shows its number grouped by thousands (a year as it is).
  if (input.kind === 'number') return input.year ? value : groupedNumber(String(value));
  if (input.kind !== 'time') return value;
  const minutes = parseTime(String(value));
  if (minutes === undefined) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function sameValue(a: RawValue | undefined, b: RawValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface Descriptor {
  id: string;
  kind: InputDef['kind'];
  label: string;
  fields: { id: string; label: string }[];
}

type Read = {
  value: string | boolean | RawRow[];
  disabled: boolean;
  options: string[];
  placeholder: string | null;
  help: string | null;
} | null;

/** A number to type in a field before the form is read: the input's label, and the text. */
interface Typed {
  label: string;
  text: string;
}

/**
 * Runs in the page: every field by its label, as drawn by src/renderer/inputs/ (tabs above the
 * fields, beside their ⓘ; each other field a `.field` or a `fieldset.rows` in `.fields`). Choice and tabs give
 * the label of the chosen option; the help is the control's accessible description. `typed`: first
 * types a number in its field (typeNumber).
 */
async function readInPage(
  form: Element,
  { inputs, typed }: { inputs: Descriptor[]; typed?: Typed },
): Promise<{ fields: Record<string, Read>; results: string }> {
  if (!form.isConnected) throw new Error('the form read is no longer on the page: take a new handle');
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();
  const blocks = () => [
    ...form.querySelectorAll(
      ':scope > .field-label > .tabs, :scope > .fields > .field, :scope > .fields > fieldset.rows',
    ),
  ];
  const nameOf = (block: Element) =>
    block.matches('.tabs')
      ? (block.getAttribute('aria-label') ?? '')
      : block.matches('fieldset')
        ? text(block.querySelector('legend'))
        : text(
            block.querySelector(
              ':scope > label, :scope > .label, :scope > .field-label > label, :scope > .field-label > .label',
            ),
          );
  const controlIn = (field: Element) => field.querySelector<HTMLInputElement | HTMLSelectElement>('input, select')!;
  if (typed) {
    // As a visitor types and moves on: the field's text selected, replaced through the browser's
    // editing (insertText, as Playwright's fill), then the field left.
    const block = blocks().find((b) => nameOf(b) === typed.label);
    const field = block && (controlIn(block) as HTMLInputElement);
    if (!field?.checkVisibility() || field.disabled) throw new Error(`the field "${typed.label}" cannot be typed in`);
    field.focus();
    field.select();
    form.ownerDocument.execCommand(typed.text === '' ? 'delete' : 'insertText', false, typed.text);
    field.blur();
    // React draws what the blur changes in a task of its own.
    await new Promise((task) => setTimeout(task));
  }
  const shown = blocks();
  const description = (el: Element) => {
    const ids = el.getAttribute('aria-describedby');
    return ids
      ? ids
          .split(' ')
          .map((id) => text(form.ownerDocument.getElementById(id)))
          .join(' ')
      : null;
  };
  const fields: Record<string, Read> = {};
  for (const input of inputs) {
    const block = shown.find((b) => nameOf(b) === input.label);
    if (!block) {
      fields[input.id] = null;
      continue;
    }
    if (input.kind === 'choice' || input.kind === 'tabs') {
      const group = block.matches('.tabs') ? block : block.querySelector('[role="radiogroup"]')!;
      const buttons = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"], [role="tab"]')];
      const chosen = buttons.find(
        (b) => b.getAttribute('aria-checked') === 'true' || b.getAttribute('aria-selected') === 'true',
      );
      fields[input.id] = {
        value: text(chosen),
        disabled: buttons.every((b) => b.disabled),
        options: buttons.map(text),
        placeholder: null,
        help: description(group),
      };
    } else if (input.kind === 'toggle') {
      const toggle = block.querySelector<HTMLButtonElement>('[role="switch"]')!;
      fields[input.id] = {
        value: toggle.getAttribute('aria-checked') === 'true',
        disabled: toggle.disabled,
        options: [],
        placeholder: null,
        help: description(toggle),
      };
    } else if (input.kind === 'rows') {
      const rows = [...block.querySelectorAll(':scope > .row')].map((row) =>
        Object.fromEntries(
          input.fields.map((f) => [
            f.id,
            controlIn(
              [...row.querySelectorAll('.field')].find((field) => text(field.querySelector('label')) === f.label)!,
            ).value,
          ]),
        ),
      );
      fields[input.id] = {
        value: rows,
        disabled: block.querySelector<HTMLButtonElement>(':scope > .add')!.disabled,
        options: [],
        placeholder: null,
        help: description(block),
      };
    } else {
      const control = controlIn(block);
      const options = control instanceof HTMLSelectElement ? [...control.options].map(text) : [];
      // A slider's value is written with a dot; the form holds Italian text. A search box shows a
      // row's name and holds its key (data-key).
      fields[input.id] = {
        value:
          control.dataset.key !== undefined
            ? control.dataset.key
            : control.type === 'range'
              ? control.value.replace('.', ',')
              : control.value,
        disabled: control.disabled,
        options,
        placeholder: control.getAttribute('placeholder'),
        help: description(control),
      };
    }
  }
  // The results as computed: without the mark of results kept from values since refused (it names
  // the fields to fix; an example's 'kept' checks it).
  const card = form.ownerDocument.querySelector('.results-card')?.cloneNode(true) as Element | undefined;
  card?.querySelector('.stale-results')?.remove();
  return { fields, results: text(card) };
}

/**
 * The form itself, found once: reading it through a handle (readForm) takes a tenth of the time
 * of finding it again by role and name, and the examples read it after every change. A page load
 * replaces it: take a new one.
 */
export async function formHandle(form: Locator): Promise<ElementHandle<HTMLFormElement>> {
  return (await form.elementHandle()) as ElementHandle<HTMLFormElement>;
}

/**
 * Types `text` in the number field of `input` as a visitor does (its text selected and replaced,
 * then the field left), and reads the form then: one call to the page, where a Playwright `fill`
 * and `blur` and the read would be several (the examples type thousands of numbers).
 */
export function typeNumber(
  form: ElementHandle<HTMLFormElement>,
  inputs: InputDef[],
  input: InputDef,
  text: string,
): Promise<FormState> {
  return readForm(form, inputs, { label: input.label, text });
}

/** Every field of the form and the results card, in one look (after typing `typed`: typeNumber). */
export async function readForm(
  form: ElementHandle<HTMLFormElement>,
  inputs: InputDef[],
  typed?: Typed,
): Promise<FormState> {
  const descriptors: Descriptor[] = inputs.map((i) => ({
    id: i.id,
    kind: i.kind,
    label: i.label,
    fields: i.kind === 'rows' ? i.fields.map((f) => ({ id: f.id, label: f.label })) : [],
  }));
  const read = await form.evaluate(readInPage, { inputs: descriptors, typed });
  const fields: Record<string, Field> = {};
  const values: RawValues = {};
  // Parents first: the option labels of a dependent choice are those of its parent's value.
  const dependent = (i: InputDef) => 'dependsOn' in i && i.dependsOn !== undefined;
  const ordered = [...inputs].sort((a, b) => Number(dependent(a)) - Number(dependent(b)));
  for (const input of ordered) {
    const field = read.fields[input.id];
    if (!field) continue;
    let value = field.value;
    if (input.kind === 'choice' || input.kind === 'tabs')
      value = String(optionsOf(input, values).find((o) => o.label === field.value)?.value ?? '');
    values[input.id] = value;
    fields[input.id] = { ...field, value };
  }
  return { fields, results: read.results };
}

/** The label of the option of `input` whose value is `value`, for the current form values. */
function optionLabel(input: OptionsDef<string>, value: RawValue, values: RawValues): string {
  const option = optionsOf(input, values).find((o) => String(o.value) === String(value));
  if (!option) throw new Error(`"${String(value)}" is not an option of ${input.id} here`);
  return option.label;
}

/** A top-level field by its label (not a field of a row, which may share it). */
const fieldBy = (form: Locator, label: string) => form.locator('.fields > .field').getByLabel(label, { exact: true });

/** How a visitor changes one kind of field: `current` is what it holds, `values` what the whole form holds. */
type Change<Def> = (form: Locator, input: Def, current: RawValue, value: RawValue, values: RawValues) => Promise<void>;

/**
 * Each kind's change, as a visitor makes it: types the text, picks the option, flips the switch,
 * or (rows) adds a row, removes the last, or types one cell. A record over the language's kinds: a
 * new kind fails the typecheck here until the driver knows how to fill it in.
 */
const changes: { [K in InputKindName]: Change<Extract<InputDef, { kind: K }>> } = {
  // Typed, then left, as a visitor moves on (the field then groups the number).
  number: async (form, input, _current, value) => {
    const field = fieldBy(form, input.label);
    await field.fill(String(value));
    await field.blur();
  },
  text: (form, input, _current, value) => fieldBy(form, input.label).fill(String(value)),
  // A search field: its key typed (the search finds a row by its key too), then that row picked.
  search: async (form, input, _current, value) => {
    const field = fieldBy(form, input.label);
    await field.fill(String(value));
    await form
      .locator(`[role="option"][data-key="${String(value)}"]`)
      .first()
      .click();
  },
  time: (form, input, _current, value) => fieldBy(form, input.label).fill(String(value)),
  // The date picker takes an ISO date (Playwright's fill): an Italian "15/01/2026" is written so.
  date: (form, input, _current, value) => fieldBy(form, input.label).fill(String(holdable(input, value))),
  // The slider's value is written with a dot.
  range: (form, input, _current, value) => fieldBy(form, input.label).fill(String(value).replace(',', '.')),
  select: async (form, input, _current, value) => {
    await fieldBy(form, input.label).selectOption(String(value));
  },
  choice: (form, input, _current, value, values) =>
    form
      .getByRole('radiogroup', { name: input.label, exact: true })
      .getByRole('radio', { name: optionLabel(input, value, values), exact: true })
      .click(),
  tabs: (form, input, _current, value, values) =>
    form
      .getByRole('tablist', { name: input.label, exact: true })
      .getByRole('tab', { name: optionLabel(input, value, values), exact: true })
      .click(),
  toggle: (form, input) => form.getByRole('switch', { name: input.label, exact: true }).click(),
  rows: (form, input, current, value) => changeRows(form, input, current as RawRow[], value as RawRow[]),
};

/** One change of `input` towards `value`, as a visitor makes it (see `changes`). */
export function changeField(
  form: Locator,
  input: InputDef,
  current: RawValue,
  value: RawValue,
  values: RawValues,
): Promise<void> {
  // Each input is handed to its own kind's change, so the change is widened here, once.
  return (changes[input.kind] as Change<InputDef>)(form, input, current, value, values);
}

async function changeRows(form: Locator, input: RowsDef, current: RawRow[], rows: RawRow[]): Promise<void> {
  const group = form.getByRole('group', { name: input.label, exact: true });
  if (current.length < rows.length)
    return group.getByRole('button', { name: input.addLabel ?? 'Aggiungi', exact: true }).click();
  if (current.length > rows.length)
    return group.getByRole('button', { name: `Rimuovi ${rowLabel(input, current.length - 1)}`, exact: true }).click();
  for (const [index, row] of rows.entries()) {
    const field = input.fields.find((f) => row[f.id] !== current[index]![f.id]);
    if (field)
      return group
        .getByRole('group', { name: rowLabel(input, index), exact: true })
        .getByLabel(field.label, { exact: true })
        .fill(row[field.id]!);
  }
}

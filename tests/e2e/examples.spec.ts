/**
 * Every calculator file's examples, in Chromium: one page load per calculator, the examples typed
 * one after another as a visitor would (the fields an example does not set go back to their
 * defaults first), then what each example says is shown is checked on the page. Examples that
 * only check values (`expect`) run in Vitest alone (tests/examples.test.ts).
 *
 * The files are read here, so a new calculator file is covered with no TypeScript edit.
 */
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { isoDate, parseDate } from '../../language/dates.ts';
import { type CalculatorFile, type ExampleDef, type InputDef, SHOWN_KEYS } from '../../language/definition.ts';
import { type Bounds, boundsText } from '../../language/inputs/bounds.ts';
import { optionsOf } from '../../language/inputs/options.ts';
import type { CalculatorModule, RawValues } from '../../language/spec.ts';
import { exampleValues, readCalculatorPages } from '../support/calculator-files.ts';
import {
  calculatorReady,
  changeField,
  type FormState,
  formHandle,
  holdable,
  openCalculator,
  readForm,
  sameValue,
  typeNumber,
} from './form.ts';
import { drawn, expectFirstResultExplains, result, SOON } from './helpers.ts';
import { expectChoice, reverseOff, reverseOn } from './reverse.ts';
import { expect, projectContext, test } from './shared-page.ts';

/** The results card's text without its stale mark ('Risultato non aggiornato'), normalised. */
const withoutStaleMark = (card: Element) => {
  const copy = card.cloneNode(true) as Element;
  copy.querySelector('.stale-results')?.remove();
  // Run in the page: nothing of this module is there.
  return (copy.textContent ?? '')
    .replace(/\u200b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
};

const calculators = await readCalculatorPages();

const inBrowser = (example: ExampleDef) =>
  example.kept === true || example.reverse?.found !== undefined || SHOWN_KEYS.some((key) => example[key] !== undefined);

/** What the visitor has done to the page so far, to bring it to each example's form. */
class Visitor {
  private readonly page: Page;
  private readonly form: Locator;
  /** The form, found once per page load (formHandle). */
  private handle: ElementHandle<HTMLFormElement>;
  private readonly data: CalculatorFile;
  private readonly inputs: InputDef[];
  /** The form at the file's defaults (on the page's day). */
  defaults: RawValues;
  /** The visitor's day the page was opened on (the page's clock), or undefined: the real one. */
  private today: string | undefined;
  /** The last value seen in each field, also once it is hidden (it keeps it), as the field holds it (holdable). */
  private known: RawValues;

  constructor(
    page: Page,
    form: Locator,
    handle: ElementHandle<HTMLFormElement>,
    data: CalculatorFile,
    today: string | undefined,
  ) {
    this.page = page;
    this.form = form;
    this.handle = handle;
    this.data = data;
    this.inputs = data.inputs!;
    this.today = today;
    this.defaults = exampleValues(this.inputs, { today });
    this.known = this.held(this.defaults);
  }

  /** `values` as the fields hold them: a hidden field never read holds its default so too ("30.000"). */
  private held(values: RawValues): RawValues {
    return Object.fromEntries(this.inputs.map((i) => [i.id, holdable(i, values[i.id]!)]));
  }

  /** Opens the page again on the example's day when it gives another one than the page's (`today:`). */
  async onDayOf(example: ExampleDef): Promise<void> {
    if (example.today === undefined || example.today === this.today) return;
    await setDay(this.page, example.today);
    this.today = example.today;
    await this.reload();
  }

  private async reload(): Promise<void> {
    await this.page.reload();
    await calculatorReady(this.page, this.data);
    this.handle = await formHandle(this.form);
    this.defaults = exampleValues(this.inputs, { today: this.today });
    this.known = this.held(this.defaults);
  }

  /** Reads the form, remembering what each shown field holds; `number`: first types it in the field being changed. */
  async read(number?: { input: InputDef; text: string }): Promise<FormState> {
    const state = await (number
      ? typeNumber(this.handle, this.inputs, number.input, number.text)
      : readForm(this.handle, this.inputs));
    for (const [id, field] of Object.entries(state.fields)) this.known[id] = field.value;
    return state;
  }

  /**
   * Changes the fields, one change at a time, until each shown one holds `target`: first the fields
   * the example leaves alone, last declared first (so a field goes back to its default while the
   * choice that shows it still does), then the example's inputs in its order. Returns the form
   * reached and the results card just before the last change.
   */
  private async change(
    from: FormState,
    target: RawValues,
    typed: string[],
  ): Promise<{ state: FormState; before: string }> {
    const order = [
      ...this.inputs.filter((i) => !typed.includes(i.id)).reverse(),
      ...typed.map((id) => this.inputs.find((i) => i.id === id)!),
    ];
    let state = from;
    let before = state.results;
    for (let changes = 0; ; changes++) {
      const values = Object.fromEntries(Object.entries(state.fields).map(([id, f]) => [id, f.value]));
      // An option that the field does not offer yet waits for the input it depends on.
      const offered = (i: InputDef) =>
        !('options' in i) || optionsOf(i, values).some((o) => String(o.value) === target[i.id]);
      const next = order.find((i) => {
        const field = state.fields[i.id];
        return field && !field.disabled && !sameValue(field.value, target[i.id]) && offered(i);
      });
      if (!next) return { state, before };
      // Fields that keep resetting each other fail here rather than loop.
      if (changes > 200)
        throw new Error(`the form does not settle: ${next.id} holds ${JSON.stringify(state.fields[next.id]!.value)}`);
      const was = state.fields[next.id]!.value;
      before = state.results;
      if (next.kind === 'number') state = await this.read({ input: next, text: String(target[next.id]) });
      else {
        await changeField(this.form, next, was, target[next.id]!, values);
        state = await this.read();
      }
      if (sameValue(state.fields[next.id]?.value, was))
        throw new Error(
          `${next.id} does not take ${JSON.stringify(target[next.id])}: it still holds ${JSON.stringify(was)}`,
        );
    }
  }

  /**
   * Brings the form to `example`'s inputs, reloading only when a hidden field still holds another
   * value. Returns the form first met, the form reached and the results card before the last change.
   */
  async enter(example: ExampleDef): Promise<{ start: FormState; state: FormState; before: string }> {
    const target = Object.fromEntries(
      this.inputs.map((i) => [i.id, holdable(i, exampleValues(this.inputs, example)[i.id]!)]),
    );
    const typed = Object.keys(example.inputs ?? {});
    const start = await this.read();
    let reached = await this.change(start, target, typed);
    if (this.inputs.some((i) => !reached.state.fields[i.id] && !sameValue(this.known[i.id], target[i.id]))) {
      await this.reload();
      reached = await this.change(await this.read(), target, typed);
    }
    for (const input of this.inputs) {
      const field = reached.state.fields[input.id];
      expect(
        field ? field.value : this.known[input.id],
        `${input.id}: the page cannot hold the example's value (the field is ${field ? 'disabled' : 'hidden'})`,
      ).toEqual(target[input.id]);
    }
    return { start, ...reached };
  }
}

/** Text as `toHaveText` compares it: trimmed, with its white space collapsed. */
const normalized = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .trim()
    .replace(/\s+/g, ' ');

/** One part of a result as drawn: its text, and how many elements it takes (one, or it is not one part). */
type Part = { text: string; count: number };

/**
 * Each result the page shows, in one look, by id: the texts of its value (`output`), label (`dt`)
 * and note (`small`), and how many times the result is drawn.
 */
function shownResults(page: Page): Promise<Record<string, { value: Part; label: Part; note: Part; times: number }>> {
  return page.evaluate(() => {
    const part = (result: Element, selector: string) => {
      const found = result.querySelectorAll(selector);
      return { text: found[0]?.textContent ?? '', count: found.length };
    };
    const shown: Record<string, { value: Part; label: Part; note: Part; times: number }> = {};
    for (const result of document.querySelectorAll('[data-result]')) {
      const id = result.getAttribute('data-result')!;
      shown[id] = {
        value: part(result, 'output'),
        label: part(result, 'dt'),
        note: part(result, 'small'),
        times: (shown[id]?.times ?? 0) + 1,
      };
    }
    return shown;
  });
}

/**
 * Whether the results already show what `example` says of them (values, labels, notes, hidden
 * ones), read in one call: the examples check thousands of texts. When not, expectShown's checks
 * wait for them and say what differs.
 */
async function resultsAsSaid(page: Page, example: ExampleDef): Promise<boolean> {
  const shown = await shownResults(page);
  const is = (id: string, part: 'value' | 'label' | 'note', text: string) => {
    const result = shown[id];
    return result?.times === 1 && result[part].count === 1 && normalized(result[part].text) === normalized(text);
  };
  return (
    Object.entries(example.display ?? {}).every(([id, text]) => is(id, 'value', text)) &&
    Object.entries(example.labels ?? {}).every(([id, text]) => is(id, 'label', text)) &&
    Object.entries(example.resultNotes ?? {}).every(([id, text]) => is(id, 'note', text)) &&
    (example.hiddenResults ?? []).every((id) => !shown[id])
  );
}

/** The checks of `example` on the page; the form state is that reached for it. */
async function expectShown(
  page: Page,
  data: CalculatorFile,
  example: ExampleDef,
  state: FormState,
  key: (...path: (string | number)[]) => string,
): Promise<void> {
  if (!(await resultsAsSaid(page, example))) {
    for (const [id, text] of Object.entries(example.display ?? {}))
      await expect(result(page, id), key('display', id)).toHaveText(text);
    for (const [id, text] of Object.entries(example.labels ?? {}))
      await expect(page.locator(`[data-result="${id}"] dt`), key('labels', id)).toHaveText(text);
    for (const [id, text] of Object.entries(example.resultNotes ?? {}))
      await expect(page.locator(`[data-result="${id}"] small`), key('resultNotes', id)).toHaveText(text);
    for (const id of example.hiddenResults ?? [])
      await expect(page.locator(`[data-result="${id}"]`), `${key('hiddenResults')}: ${id} is hidden`).toHaveCount(0);
  }

  if (example.notes) {
    const notes = page.locator('.calculator aside.note');
    await expect(notes, `${key('notes')}: the notes shown`).toHaveCount(example.notes.length);
    for (const [i, note] of example.notes.entries()) {
      const shown = notes.nth(i);
      if (note.tone) await expect(shown, key('notes', i, 'tone')).toHaveClass(new RegExp(`\\b${note.tone}\\b`));
      if (note.title !== undefined)
        await expect(shown.locator('strong'), key('notes', i, 'title')).toHaveText(note.title);
      if (note.text !== undefined) await expect(shown.locator('p'), key('notes', i, 'text')).toHaveText(note.text);
      if (note.link !== undefined) {
        const target = data.notes!.find((n) => n.link?.label === note.link)!.link!.calculator;
        const url = calculators.find((c) => c.data.id === target)!.url;
        await expect(
          shown.getByRole('link', { name: note.link, exact: true }),
          key('notes', i, 'link'),
        ).toHaveAttribute('href', url);
      }
    }
  }

  for (const [title, expected] of Object.entries(example.tables ?? {})) {
    const table = page.getByRole('table', { name: title, exact: true });
    await expect(table.locator('thead th'), `${key('tables', title)}: the columns`).toHaveText(
      data.tables!.find((t) => t.title === title)!.columns.map((c) => c.label),
    );
    const rows = table.locator('tbody tr');
    await expect(rows, `${key('tables', title)}: the rows shown`).toHaveCount(expected.rows?.length ?? expected.count!);
    for (const [i, cells] of (expected.rows ?? []).entries())
      await expect(rows.nth(i).locator('td'), key('tables', title, 'rows', i)).toHaveText(cells);
    if (expected.first)
      await expect(rows.first().locator('td'), key('tables', title, 'first')).toHaveText(expected.first);
    if (expected.last) await expect(rows.last().locator('td'), key('tables', title, 'last')).toHaveText(expected.last);
    if (expected.total !== undefined) {
      // The whole table's length: offered as 'Mostra tutte le N righe' when it is longer than the rows
      // shown; a table that shows all its rows offers nothing more.
      const more = table.locator('xpath=../..').locator('.full-table > summary');
      if (expected.total > (expected.rows?.length ?? expected.count!))
        await expect(more, key('tables', title, 'total')).toHaveText(`Mostra tutte le ${expected.total} righe`);
      else await expect(more, key('tables', title, 'total')).toHaveCount(0);
    }
  }

  if (example.charts) {
    await expect(page.locator('.calculator figure.chart figcaption'), key('charts')).toHaveText(example.charts);
    for (const title of example.charts) {
      await drawn(page.getByRole('img', { name: title, exact: true }), `${key('charts')}: ${title} is drawn`);
    }
  }

  const shownInputs = Object.keys(state.fields);
  if (example.shownInputs) expect(shownInputs.toSorted(), key('shownInputs')).toEqual(example.shownInputs.toSorted());
  if (example.disabledInputs)
    expect(shownInputs.filter((id) => state.fields[id]!.disabled).toSorted(), key('disabledInputs')).toEqual(
      example.disabledInputs.toSorted(),
    );
}

/** Sets the page's clock to noon of `day` ("2026-11-26" or "26/11/2026"), the same day in every time zone within 11 hours of UTC. */
async function setDay(page: Page, day: string): Promise<void> {
  await page.clock.setFixedTime(`${isoDate(parseDate(day)!)}T12:00:00Z`);
}

/**
 * Runs `body`; a failure says first where in the calculator file it comes from
 * ("calculators/finanza/x.yaml:152 example "base": ..."), then what Playwright found.
 */
async function naming<T>(where: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith(where)) {
      const message = `${where}: ${error.message}`;
      error.stack = error.stack?.replace(error.message, message) ?? message;
      error.message = message;
    }
    throw error;
  }
}

for (const { data, url, where } of calculators) {
  test(`${data.id}: the examples on ${url}`, async ({ sharedPage, browser }, testInfo) => {
    // One page for all the examples of a calculator: a large file takes a while.
    test.setTimeout(120_000);
    // Examples on a day of their own (today:) run on a page of their own, whose clock says that day;
    // the shared page keeps the real clock.
    const today = data.examples?.find((e) => inBrowser(e) && e.today !== undefined)?.today;
    const context = today === undefined ? undefined : await projectContext(browser, testInfo.project.use);
    const page = context ? await context.newPage() : sharedPage;
    if (today !== undefined) await setDay(page, today);
    const form = await openCalculator(page, data, url);
    const visitor = new Visitor(page, form, await formHandle(form), data, today);
    const { defaults } = visitor;

    await test.step('the fields start at the defaults, with the options, placeholders and help of the file', () =>
      naming(where('inputs'), async () => {
        const { fields } = await visitor.read();
        const shown = data.inputs!.filter((i) => fields[i.id]);
        // A number's bounds as compiled: its own, made stricter by the guards ("Più di 0." for x > 0).
        const compiled: CalculatorModule = (await import(`../../src/generated/calculators/${data.id}.ts`)).default;
        const bounds = (id: string) => compiled.inputs.find((spec) => spec.id === id) as Bounds;
        const seen = shown.map((i) => ({
          id: i.id,
          value: fields[i.id]!.value,
          options: fields[i.id]!.options,
          placeholder: fields[i.id]!.placeholder,
          help: fields[i.id]!.help,
        }));
        const file = shown.map((i) => ({
          id: i.id,
          value: holdable(i, defaults[i.id]!),
          options: 'options' in i ? optionsOf(i, defaults).map((o) => o.label) : [],
          placeholder: 'placeholder' in i ? (i.placeholder ?? null) : null,
          // The help, then what a number accepts (its bounds), as the field describes itself.
          help: [i.help, i.kind === 'number' ? boundsText(bounds(i.id)) : undefined].filter(Boolean).join(' ') || null,
        }));
        expect(seen).toEqual(file);
      }));

    // The first result explained, at the defaults; on a calculator with no results there (a date that
    // starts empty: its emptyResults text instead), after the first example that computes.
    const explained = async () =>
      test.step("the first result's 'Come si calcola' shows its formula and the shown value", () =>
        naming(where('results', 0), () => expectFirstResultExplains(page)));
    let explainedYet = (await page.locator('.results-card [data-result]').count()) > 0;
    if (explainedYet) await explained();
    else
      await test.step('no results at the defaults: the text of emptyResults', () =>
        naming(where('emptyResults'), () =>
          expect(page.locator('.results-card .empty-results')).toHaveText(data.emptyResults ?? ''),
        ));

    for (const [index, example] of (data.examples ?? []).entries()) {
      if (!inBrowser(example)) continue;
      const at = `${where('examples', index)} example "${example.name}"`;
      await test.step(at, () =>
        naming(at, async () => {
          await visitor.onDayOf(example);
          const { start, state, before } = await visitor.enter(example);
          const card = page.locator('.results-card');
          if (data.trigger === 'button') {
            // Nothing is recomputed until 'Calcola'.
            await expect
              .poll(() => card.evaluate(withoutStaleMark), { message: 'the results before Calcola', intervals: SOON })
              .toBe(normalized(start.results));
            await form.getByRole('button', { name: 'Calcola', exact: true }).click();
          }
          if (example.reverse) await reverseOn(form, data, example.reverse);
          if (example.kept) {
            // The results stay, marked stale when there were some (the notice names the field to fix).
            await expect
              .poll(() => card.evaluate(withoutStaleMark), { message: 'the results stay', intervals: SOON })
              .toBe(normalized(before));
            if (await card.locator('[data-result]').count())
              await expect(card.locator('.stale-results'), 'marked stale').toContainText('Risultato non aggiornato');
          } else if (example.reverse?.found) await expectChoice(form, card, data, example.reverse);
          else
            await expectShown(
              page,
              data,
              example,
              state,
              (...path) =>
                `${path.join('.')} (line ${where('examples', index, ...path)
                  .split(':')
                  .pop()})`,
            );
          if (example.reverse && !example.reverse.found) await reverseOff(form, data, example);
        }),
      );
      if (!explainedYet && !example.kept && !example.reverse) {
        explainedYet = true;
        await explained();
      }
    }
    // A calculator with no results at its defaults explains its first result after an example that computes.
    expect(explainedYet, `${where('examples')}: no example computes, so no result was explained`).toBe(true);
    await context?.close();
  });
}

/**
 * What no example can state: the page's own controls, for every calculator that has them, found in
 * the calculator files (so a new file's controls are tested with no TypeScript edit). Swap buttons,
 * rows added and removed, sliders, switches, selects that follow the input they depend on; and the
 * button of a note that leads to another calculator, on the test site's prova-tutto. (Examples cover what is shown for given inputs, also
 * fields shown, hidden or disabled, and the 'Calcola'-only trigger: tests/e2e/examples.spec.ts.)
 */
import { optionsOf } from '../../language/inputs/options.ts';
import { exampleValues, readCalculatorPages } from '../support/calculator-files.ts';
import { EMPTY_AT_DEFAULTS, EVERY_FEATURE } from './fixtures.ts';
import { anyRowLabel, changeField, formHandle, openCalculator, readForm, rowLabel } from './form.ts';
import { expect, test } from './shared-page.ts';

const calculators = await readCalculatorPages();

for (const { data, url } of calculators) {
  const inputs = data.inputs!;
  const byId = (id: string) => inputs.find((i) => i.id === id)!;

  // The button of an action with `visibleWhen` may be hidden at the defaults.
  for (const action of (data.actions ?? []).filter((a) => a.visibleWhen === undefined)) {
    const [a, b] = action.fields!;
    test(`${data.id}: '${action.label}' exchanges ${a} and ${b}, and again gives back the results`, async ({
      sharedPage: page,
    }) => {
      const form = await openCalculator(page, data, url);
      const handle = await formHandle(form);
      const before = await readForm(handle, inputs);
      const swap = form.getByRole('button', { name: action.label });
      await swap.click();
      const swapped = await readForm(handle, inputs);
      expect([swapped.fields[a]!.value, swapped.fields[b]!.value]).toEqual([
        before.fields[b]!.value,
        before.fields[a]!.value,
      ]);
      await swap.click();
      await expect(page.locator('.results-card')).toHaveText(before.results);
    });
  }

  for (const input of inputs.filter((i) => i.kind === 'rows')) {
    test(`${data.id}: rows of ${input.id} are added empty and removed, renumbered, never below ${input.min ?? 1}`, async ({
      sharedPage: page,
    }) => {
      const form = await openCalculator(page, data, url);
      const handle = await formHandle(form);
      const group = form.getByRole('group', { name: input.label, exact: true });
      const rows = group.getByRole('group', { name: anyRowLabel(input) });
      const add = group.getByRole('button', { name: input.addLabel ?? 'Aggiungi', exact: true });
      const remove = (index: number) =>
        group.getByRole('button', { name: `Rimuovi ${rowLabel(input, index)}`, exact: true });
      const value = async () => (await readForm(handle, inputs)).fields[input.id]!.value as Record<string, string>[];
      const min = input.min ?? 1;
      const start = await value();

      await add.click();
      await expect(rows).toHaveCount(start.length + 1);
      expect((await value()).at(-1)).toEqual(Object.fromEntries((input.fields ?? []).map((f) => [f.id, ''])));

      // The first row goes: the others move up and take its number.
      await remove(0).click();
      await expect(rows).toHaveCount(start.length);
      const shifted = await value();
      expect(shifted).toEqual([...start.slice(1), Object.fromEntries((input.fields ?? []).map((f) => [f.id, '']))]);
      for (let n = shifted.length; n > min; n--) await remove(n - 1).click();
      await expect(rows).toHaveCount(min);
      for (let i = 0; i < min; i++) await expect(remove(i)).toBeDisabled();
      await add.click();
      for (let i = 0; i <= min; i++) await expect(remove(i)).toBeEnabled();
    });
  }

  // A field with `visibleWhen` may be hidden at the defaults (the examples check when it shows).
  const shown = inputs.filter((i) => i.visibleWhen === undefined);

  for (const input of shown.filter((i) => i.kind === 'range')) {
    test(`${data.id}: the slider ${input.id} moves by its step with the keyboard, stops at its ends, and says its value`, async ({
      sharedPage: page,
    }) => {
      const form = await openCalculator(page, data, url);
      const slider = form.getByRole('slider', { name: input.label, exact: true });
      const step = input.step ?? 1;
      const decimals = (String(step).split('.')[1] ?? '').length;
      const shown = (value: number) =>
        `${new Intl.NumberFormat('it-IT', { useGrouping: 'always', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}${input.unit ? `\u00a0${input.unit}` : ''}`;
      const start = input.default ?? input.min;
      await expect(slider).toHaveAttribute('aria-valuetext', shown(start));
      const before = await page.locator('.results-card').textContent();
      await slider.focus();
      // One step up, or down from a default at the top.
      const next = start + step <= input.max ? start + step : start - step;
      await page.keyboard.press(next > start ? 'ArrowRight' : 'ArrowLeft');
      await expect(slider).toHaveAttribute('aria-valuetext', shown(next));
      // The typed box beside the label holds the same value.
      const box = form.getByRole('textbox', { name: `${input.label}, valore scritto`, exact: true });
      const typed = (value: number) => String(value).replace('.', ',');
      await expect(box).toHaveValue(typed(next));
      await expect(page.locator('.results-card')).not.toHaveText(before!);
      await page.keyboard.press('End');
      await expect(slider).toHaveAttribute('aria-valuetext', shown(input.max));
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', shown(input.max));
      await page.keyboard.press('Home');
      await expect(slider).toHaveAttribute('aria-valuetext', shown(input.min));
      // A value typed in the box moves the slider; one beyond max is brought back to max on leaving.
      const middle = input.min + Math.round((input.max - input.min) / 2 / step) * step;
      await box.fill(typed(middle));
      await expect(slider).toHaveAttribute('aria-valuetext', shown(middle));
      await box.fill(typed(input.max + step));
      await box.blur();
      await expect(box).toHaveValue(typed(input.max));
      await expect(slider).toHaveAttribute('aria-valuetext', shown(input.max));
    });
  }

  for (const input of shown.filter((i) => i.kind === 'toggle')) {
    test(`${data.id}: the switch ${input.id} turns on and off, saying which`, async ({ sharedPage: page }) => {
      const form = await openCalculator(page, data, url);
      const toggle = form.getByRole('switch', { name: input.label, exact: true });
      const label = (on: boolean) => (on ? (input.onLabel ?? 'Sì') : (input.offLabel ?? 'No'));
      const on = input.default === true;
      await expect(toggle).toHaveAttribute('aria-checked', String(on));
      await expect(toggle).toHaveText(label(on));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', String(!on));
      await expect(toggle).toHaveText(label(!on));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', String(on));
    });
  }

  for (const child of inputs.filter((i) => 'dependsOn' in i && i.dependsOn !== undefined)) {
    if (!('dependsOn' in child)) continue;
    const parent = byId(child.dependsOn!);
    if (!('options' in parent)) throw new Error(`${child.id} depends on ${parent.id}, which has no options`);
    test(`${data.id}: ${child.id} follows ${parent.id}, starting from its option ${child.defaultOption ?? 0} for each`, async ({
      sharedPage: page,
    }) => {
      const form = await openCalculator(page, data, url);
      const handle = await formHandle(form);
      const defaults = exampleValues(inputs, {});
      const set = async (input: typeof child, value: string) => {
        const { fields } = await readForm(handle, inputs);
        await changeField(
          form,
          input,
          fields[input.id]!.value,
          value,
          Object.fromEntries(Object.entries(fields).map(([id, f]) => [id, f.value])),
        );
      };
      const others = optionsOf(parent, defaults).filter((o) => String(o.value) !== defaults[parent.id]);
      // Each other option of the parent, then its default again.
      for (const value of [...others.map((o) => String(o.value)), String(defaults[parent.id])]) {
        await set(parent, value);
        const { fields } = await readForm(handle, inputs);
        const list = optionsOf(child, { [parent.id]: value });
        expect(fields[child.id]!.options, `${child.id} for ${value}`).toEqual(list.map((o) => o.label));
        expect(fields[child.id]!.value, `${child.id} for ${value}`).toBe(String(list[child.defaultOption ?? 0]!.value));
        // Choose another option: the next change of the parent must not keep it.
        if (list.length > 1) await set(child, String(list.at(-1)!.value));
      }
    });
  }
}

// The test site's prova-tutto has a note, always shown, whose button leads to prova-senza-valori.
test(`a note's button leads to the calculator it names (${EVERY_FEATURE.id} to ${EMPTY_AT_DEFAULTS.id})`, async ({
  sharedPage: page,
}) => {
  const linked = calculators.find((c) => c.data.id === EVERY_FEATURE.id)!;
  const note = linked.data.notes?.find((n) => n.link?.calculator === EMPTY_AT_DEFAULTS.id && n.when === undefined);
  expect(note, `${linked.where('notes')}: a note always shown, linked to ${EMPTY_AT_DEFAULTS.id}`).toBeDefined();
  await openCalculator(page, linked.data, linked.url);
  await page.locator('.calculator aside.note').getByRole('link', { name: note!.link!.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${EMPTY_AT_DEFAULTS.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(EMPTY_AT_DEFAULTS.title);
});

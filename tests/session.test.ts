/**
 * The calculator session (src/engine/session.ts), without a browser, on a fixture calculator made
 * for it (tests/fixtures/session/: a dependent select, a field disabled by a choice, a guard across
 * two fields, a bound, reverse mode): the guard rule, the follow-ups, reverse mode, the link.
 * Expected values are worked out by hand from the fixture's formula: (price − cost − discount) × quantity.
 */
import { expect, it } from 'vitest';
import { dayNumber, isoDate, onDay } from '../language/dates.ts';
import { decodeState, encodeState, VERSION_KEY, versionOf } from '../src/engine/link.ts';
import { createSession, REVERSE_TARGET } from '../src/engine/session.ts';
import { fixtureCalculator } from './support/fixture-calculator.ts';

const calculator = await fixtureCalculator('session', 'sessione');
const margin = (session: ReturnType<typeof createSession>) => session.getSnapshot().evaluation?.values.margin;

it('starts with the defaults’ results, as the prerendered page shows them', () => {
  const session = createSession(calculator);
  expect(margin(session)).toBe(400);
  expect(session.getSnapshot()).toMatchObject({ refused: [], stale: false, calculations: 0 });
});

it('computes each change at once, and tells every subscriber once', () => {
  const session = createSession(calculator);
  let told = 0;
  session.subscribe(() => told++);
  session.setValue('price', '12');
  // (12 − 6) × 100
  expect(margin(session)).toBe(600);
  expect(told).toBe(1);
  expect(session.getSnapshot().calculations).toBe(1);
});

it('keeps the last results when a guard refuses, marked stale with the fields the guard reads', () => {
  const session = createSession(calculator);
  session.setValue('price', '12');
  session.setValue('price', '5');
  expect(margin(session)).toBe(600);
  // The guard reads price and cost; the one changed is the one to fix.
  expect(session.getSnapshot()).toMatchObject({ refused: ['price'], stale: true });
  // A bound is a guard too: quantity below its min.
  session.setValue('price', '12');
  session.setValue('quantity', '0');
  expect(session.getSnapshot()).toMatchObject({ refused: ['quantity'], stale: true });
  expect(margin(session)).toBe(600);
  // The first value accepted computes, and the mark goes.
  session.setValue('quantity', '10');
  expect(margin(session)).toBe(60);
  expect(session.getSnapshot()).toMatchObject({ refused: [], stale: false });
});

it("'Calcola' gives the first field to fix while the values are refused", () => {
  const session = createSession(calculator);
  session.setValue('cost', '20');
  // The cost, changed, is the field to fix.
  expect(session.submit()).toBe('cost');
  session.setValue('cost', '1');
  expect(session.submit()).toBeUndefined();
  // (10 − 1) × 100
  expect(margin(session)).toBe(900);
});

it('follow-ups: a dependent select takes its first option, a disabled field is cleared, in the same change', () => {
  const session = createSession(calculator);
  session.setValue('discount', '1');
  let told = 0;
  session.subscribe(() => told++);
  session.setValue('kind', 'servizio');
  const { values, state } = session.getSnapshot();
  expect(values.unit).toBe('ore');
  expect(state.disabled.discount).toBe(true);
  expect(values.discount).toBe('');
  // The empty discount reads 0: (10 − 6 − 0) × 100.
  expect(margin(session)).toBe(400);
  expect(told).toBe(1);
});

it('a link round trip: the values, the scenarios and reverse mode come back', async () => {
  const first = createSession(calculator);
  first.setValue('price', '15');
  first.setScenarios([first.getSnapshot().values]);
  first.setValue('quantity', '3');
  const { query } = first.link();
  const second = createSession(calculator);
  await second.start({ search: query });
  // (15 − 6) × 3
  expect(margin(second)).toBe(27);
  expect(second.getSnapshot().scenarios).toHaveLength(1);
  expect(second.getSnapshot().scenarios[0]).toMatchObject({ price: '15', quantity: '100' });
  expect(second.getSnapshot().calculations).toBe(0);
});

it('a link whose values a guard refuses shows no results, and names the fields', async () => {
  const session = createSession(calculator);
  const query = new URLSearchParams({ [VERSION_KEY]: versionOf(calculator), price: '1' }).toString();
  await session.start({ search: query });
  expect(session.getSnapshot()).toMatchObject({ evaluation: null, refused: ['price'] });
  // Both changed: both to fix.
  const both = createSession(calculator);
  const query2 = new URLSearchParams({ [VERSION_KEY]: versionOf(calculator), price: '7', cost: '8' }).toString();
  await both.start({ search: query2 });
  expect(both.getSnapshot()).toMatchObject({ evaluation: null, refused: ['price', 'cost'] });
});

it('what was typed before the page was live wins over the link', async () => {
  const session = createSession(calculator);
  // The link holds a quantity of its own (50): the one typed (2) wins.
  const values = { ...session.getSnapshot().values, price: '20', quantity: '50' };
  await session.start({ search: encodeState(calculator, { values, scenarios: [] }), typed: { quantity: '2' } });
  // (20 − 6) × 2
  expect(margin(session)).toBe(28);
});

it('reverse mode: the input found for a target, the form that gives it, and back with it written', async () => {
  const session = createSession(calculator);
  await session.openReverse();
  let { reverse, values } = session.getSnapshot();
  // The target starts at the result on screen.
  expect(values[REVERSE_TARGET]).toBe('400');
  session.setValue(REVERSE_TARGET, '1000');
  ({ reverse } = session.getSnapshot());
  // (10 − 6) × q = 1000: q = 250.
  expect(reverse?.view?.evaluation?.values.quantity).toBeCloseTo(250, 6);
  expect(Number(reverse?.values?.quantity)).toBeCloseTo(250, 6);
  expect(session.getSnapshot().shown.evaluation?.values.margin).toBeCloseTo(1000, 6);
  // In a link, and back from it.
  const { query } = session.link();
  const again = createSession(calculator);
  await again.start({ search: query });
  expect(again.getSnapshot().reverse?.view?.evaluation?.values.quantity).toBeCloseTo(250, 6);
  session.closeReverse();
  ({ reverse, values } = session.getSnapshot());
  expect(reverse).toBeUndefined();
  expect(values.quantity).toBe('250');
  expect(margin(session)).toBe(1000);
});

it('a calculator that depends on the visitor’s day shows nothing until it starts with the day', async () => {
  const dated = { ...calculator, today: true as const };
  const session = createSession(dated);
  expect(session.getSnapshot().evaluation).toBeNull();
  await session.start({ today: 20_000 });
  expect(margin(session)).toBe(400);
});

it('a date that starts at the visitor’s day takes it when the session starts, unless a link or the visitor set it', async () => {
  const dated = {
    ...calculator,
    today: true as const,
    inputs: [
      ...calculator.inputs,
      { id: 'day', kind: 'date' as const, label: 'Giorno', default: '', today: true as const, empty: 0 },
    ],
  };
  const day = 20_000;
  const plain = createSession(dated);
  expect(plain.getSnapshot().values.day).toBe('');
  await plain.start({ today: day });
  expect(plain.getSnapshot().values.day).toBe(isoDate(day));
  const typed = createSession(dated);
  await typed.start({ today: day, typed: { day: '2020-01-02' } });
  expect(typed.getSnapshot().values.day).toBe('2020-01-02');
  // A link that clears the day keeps it clear.
  const cleared = createSession(dated);
  await cleared.start({ today: day, search: `${VERSION_KEY}=${versionOf(dated)}&day=` });
  expect(cleared.getSnapshot().values.day).toBe('');
});

it('a date counted from the visitor’s day (today - 10 weeks, start of year, today + 30 days) starts at it when the session starts with the day', async () => {
  // tests/fixtures/session/calculators/finanza/giorni.yaml: end − start, end − yearStart.
  const counted = await fixtureCalculator('session', 'giorni');
  const session = createSession(counted);
  expect(session.getSnapshot().values).toMatchObject({ start: '', yearStart: '', end: '' });
  expect(session.getSnapshot().evaluation).toBeNull();
  const day = dayNumber(2026, 11, 26)!;
  await session.start({ today: day });
  const { values, evaluation } = session.getSnapshot();
  expect(values).toMatchObject({ start: '2026-09-17', yearStart: '2026-01-01', end: '2026-12-26' });
  expect(evaluation?.values).toMatchObject({ days: 100, sinceYearStart: 359 });
  // A link leaves out the fields that still hold their day; opened on another day, they are counted from it.
  const query = onDay(day, () => encodeState(counted, { values: { ...values, end: '2027-01-10' }, scenarios: [] }));
  expect([...new URLSearchParams(query).keys()].filter((key) => key !== VERSION_KEY)).toEqual(['end']);
  const opened = onDay(dayNumber(2027, 3, 1)!, () => decodeState(counted, `?${query}`));
  expect(opened?.values).toMatchObject({ start: '2026-12-21', yearStart: '2027-01-01', end: '2027-01-10' });
});

it('a field that starts empty is to be filled, not an error: no mark until the visitor changes something or presses Calcola', async () => {
  // tests/fixtures/session/calculators/finanza/vuoto.yaml: a date with no default that its guard needs.
  const empty = await fixtureCalculator('session', 'vuoto');
  const opened = createSession(empty);
  await opened.start({});
  expect(opened.getSnapshot()).toMatchObject({ evaluation: null, refused: [], stale: false });
  // 'Calcola' asks for the results: the field to fill is marked, and given to focus.
  expect(opened.submit()).toBe('day');
  expect(opened.getSnapshot().refused).toEqual(['day']);

  const typing = createSession(empty);
  await typing.start({});
  typing.setValue('factor', '3');
  expect(typing.getSnapshot()).toMatchObject({ evaluation: null, refused: ['day'] });
  typing.setValue('day', '2026-12-21');
  // (31/12/2026 − 21/12/2026) × 3
  expect(typing.getSnapshot()).toMatchObject({ refused: [], stale: false });
  expect(typing.getSnapshot().evaluation?.values.days).toBe(30);
});

it('a field shown once another is filled (visibleWhen: present(day)) appears when it is', async () => {
  const empty = await fixtureCalculator('session', 'vuoto');
  const session = createSession(empty);
  await session.start({});
  expect(session.getSnapshot().state.hidden.extra).toBe(true);
  session.setValue('day', '2026-12-21');
  expect(session.getSnapshot().state.hidden.extra).toBe(false);
  session.setValue('extra', '5');
  // (31/12/2026 − 21/12/2026) × 2 + 5
  expect(session.getSnapshot().evaluation?.values.days).toBe(25);
});

it('results on screen are marked stale when the values go back to an empty start', async () => {
  const empty = await fixtureCalculator('session', 'vuoto');
  const session = createSession(empty);
  await session.start({});
  session.setValue('day', '2026-12-21');
  session.setValue('day', '');
  // Every field is as the page opened it, but the results of 21/12/2026 are still shown.
  expect(session.getSnapshot()).toMatchObject({ refused: ['day'], stale: true });
  expect(session.getSnapshot().evaluation?.values.days).toBe(20);
});

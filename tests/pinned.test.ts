/**
 * The permalink pinned to the rules (src/engine/pinned.ts, the session's `pinnedLink` and pin), on
 * the fixture made for the rules' history (tests/fixtures/rules-history): the round trip gives the
 * same cents; after the rule book changes, the link's rules are those computed with and today's
 * results stand beside them; a link that is not ours is ignored; old share links keep opening.
 */
import { expect, it } from 'vitest';
import { dayNumber } from '../language/dates.ts';
import { type RuleInUse, readRules } from '../language/parameters.ts';
import { BOOK_KEY, DAY_KEY, encodeState, VALUES_KEY } from '../src/engine/link.ts';
import { pinQuery, readPin, withRules } from '../src/engine/pinned.ts';
import { createSession } from '../src/engine/session.ts';
import { fixtureCalculator } from './support/fixture-calculator.ts';

const calculator = await fixtureCalculator('rules-history', 'imposta-anni');
const netta = (session: ReturnType<typeof createSession>) => session.getSnapshot().evaluation?.values.netta;

/** A session opened on `search`, as the page starts it. */
async function opened(module = calculator, search = '') {
  const session = createSession(module);
  await session.start({ search });
  return session;
}

/** The rule book after a change: the 2026 brackets' top rate raised from 43 % to 45 %. */
function changedBook() {
  const entries: Record<string, RuleInUse> = { ...calculator.rules!.entries };
  const aliquote = entries.aliquote!;
  entries.aliquote = {
    rule: aliquote.rule,
    values: aliquote.values.map(([day, value]) =>
      day === dayNumber(2026, 1, 1) ? [day, { limits: [30000, 50000], rates: [0.23, 0.33, 0.45] }] : [day, value],
    ),
  };
  return withRules(calculator, readRules(entries));
}

it('reopens the same inputs with the same rules: the same cents, nothing to say', async () => {
  const session = await opened();
  session.setValue('reddito', '60000');
  // 59.000 taxable: 30.000 × 23 % + 20.000 × 33 % + 9.000 × 43 % = 6.900 + 6.600 + 3.870 = 17.370; − 1.200.
  expect(netta(session)).toBe(16170);
  const query = await session.pinnedLink('v1');
  expect(new URLSearchParams(query).get(BOOK_KEY)).toBe('v1');
  const again = await opened(calculator, query);
  expect(netta(again)).toBe(16170);
  expect(again.getSnapshot().pin).toMatchObject({ book: 'v1', changed: false });
});

it('after a rule changes, computes with the link’s rules and gives today’s beside them, until the visitor takes today’s', async () => {
  const session = await opened();
  session.setValue('reddito', '60000');
  const query = await session.pinnedLink('v1');
  const later = await opened(changedBook(), query);
  // The link's 43 %: 16.170 as when it was made; today's 45 %: 9.000 × 2 % = 180 more tax.
  expect(netta(later)).toBe(16170);
  const { pin } = later.getSnapshot();
  expect(pin).toMatchObject({ changed: true, book: 'v1' });
  expect(pin?.today?.values.netta).toBe(16350);
  // The address keeps the pin while it is used, so a reload computes the same.
  expect(new URLSearchParams(later.link().query).get(VALUES_KEY)).toBe(new URLSearchParams(query).get(VALUES_KEY));
  // Changing a value keeps the link's rules, with today's result beside: 70.000 → 19.000 at the top rate.
  later.setValue('reddito', '70000');
  expect(netta(later)).toBe(16170 + 4300);
  expect(later.getSnapshot().pin?.today?.values.netta).toBe(16350 + 4500);
  later.unpin();
  expect(netta(later)).toBe(16350 + 4500);
  expect(later.getSnapshot().pin).toBeUndefined();
  expect(later.link().query).not.toContain(BOOK_KEY);
});

it('opens on the day the calculation was made', async () => {
  const query = await pinQuery(calculator, dayNumber(2026, 3, 10)!, 'v1');
  expect(new URLSearchParams(query).get(DAY_KEY)).toBe('2026-03-10');
  expect((await readPin(calculator, query))?.day).toBe(dayNumber(2026, 3, 10));
});

it('ignores a pin that is not ours: today’s rules, no note, no error', async () => {
  const made = new URLSearchParams(await pinQuery(calculator, dayNumber(2026, 3, 10)!, 'v1'));
  const other = await pinQuery(
    withRules(
      calculator,
      readRules({ ...calculator.rules!.entries, aliquote: { rule: 'storia.aliquote', values: [[20454, 7]] } }),
    ),
    dayNumber(2026, 3, 10)!,
    'v1',
  );
  const broken = [
    // Not base64url, not deflate, not JSON, a number where brackets were, a version that is not one, no day.
    { ...Object.fromEntries(made), [VALUES_KEY]: '***' },
    { ...Object.fromEntries(made), [VALUES_KEY]: 'AAAA' },
    Object.fromEntries(new URLSearchParams(other)),
    { ...Object.fromEntries(made), [BOOK_KEY]: '<script>' },
    { ...Object.fromEntries(made), [DAY_KEY]: '2026-02-30' },
    { ...Object.fromEntries(made), [VALUES_KEY]: 'A'.repeat(9000) },
  ];
  for (const query of broken) {
    const search = new URLSearchParams(query).toString();
    expect(await readPin(calculator, search)).toBeNull();
    const session = await opened(calculator, search);
    expect(session.getSnapshot().pin).toBeUndefined();
    expect(netta(session)).toBe(8670);
  }
});

it('refuses a link that inflates to more than it could ever hold', async () => {
  const bomb = new Uint8Array(
    await new Response(
      new Blob([' '.repeat(5_000_000)]).stream().pipeThrough(new CompressionStream('deflate-raw')),
    ).arrayBuffer(),
  );
  const packed = btoa(String.fromCharCode(...bomb))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  expect(packed.length).toBeLessThan(8000);
  const search = new URLSearchParams({ [DAY_KEY]: '2026-03-10', [BOOK_KEY]: 'v1', [VALUES_KEY]: packed }).toString();
  expect(await readPin(calculator, search)).toBeNull();
});

it('keeps opening a share link made before pins existed', async () => {
  const search = encodeState(calculator, { values: { reddito: '60000' }, scenarios: [] });
  const session = await opened(calculator, search);
  expect(netta(session)).toBe(16170);
  expect(session.getSnapshot().pin).toBeUndefined();
});

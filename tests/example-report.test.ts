import { expect, it } from 'vitest';
import { checkExample } from './support/example-check.ts';
import { failExample, mismatch } from './support/example-report.ts';
import { fixtureFile } from './support/fixture-calculator.ts';

it('a failing example names what differs, in Italian numbers', () => {
  // 25.475,92 vs 25.475,29 differ by 0,63 (> 0,005); 22,857 vs 22,8571 by 0,0001 (within it).
  expect(mismatch(25475.92, 25475.29, 0.005)).toBe('expected 25.475,92, got 25.475,29');
  expect(mismatch(22.857, 22.8571, 0.005)).toBeUndefined();
  expect(mismatch('Peso normale', 'Sovrappeso', 0.005)).toBe('expected "Peso normale", got "Sovrappeso"');
  // With a tighter tolerance the digits go on until the two values differ: 1,00 vs 1,001.
  expect(mismatch(1, 1.001, 0.0001)).toBe('expected 1,000, got 1,001');
  expect(mismatch(1, undefined, 0.005)).toBe('expected 1, got undefined');
  expect(() => failExample('a.yaml:3 example "b": x expected 1,00, got 2,00')).toThrow(
    expect.objectContaining({
      message: 'a.yaml:3 example "b": x expected 1,00, got 2,00',
      stack: 'Error: a.yaml:3 example "b": x expected 1,00, got 2,00',
    }),
  );
});

it('a wrong value does not hide a wrong text of the same example: every difference, each at its line, in one message', async () => {
  // tests/fixtures/examples/: 200 × 12 = 2400, where the example "sbagliato" expects 2500 and shows "2.500,00 €".
  const { module, checked: c } = await fixtureFile('examples', 'risparmio');
  const [wrong, right] = [0, 1].map((i) => checkExample(c, module, i));
  expect(wrong).toEqual([
    'calculators/finanza/risparmio.yaml:23 example "sbagliato": expect.total expected 2.500,00, got 2.400,00',
    'calculators/finanza/risparmio.yaml:24 example "sbagliato": display.total expected "2.500,00 €", got "2.400,00 €"',
  ]);
  expect(right).toEqual([]);
  // The test fails once, with both lines.
  expect(() => failExample(wrong!.join('\n'))).toThrow(
    /^calculators\/finanza\/risparmio\.yaml:23 .*expect\.total.*\ncalculators\/finanza\/risparmio\.yaml:24 .*display\.total/,
  );
});

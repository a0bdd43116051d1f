import { expect, it } from 'vitest';
import { failExample, mismatches } from './support/example-report.ts';

it('a failing example names what differs, in Italian numbers', () => {
  // 25.475,92 vs 25.475,29 differ by 0,63 (> 0,005); 22,857 vs 22,8571 by 0,0001 (within it).
  expect(
    mismatches(
      { tfr: 25475.92, bmi: 22.857, category: 'Peso normale' },
      { tfr: 25475.29, bmi: 22.8571, category: 'Sovrappeso' },
      0.005,
    ),
  ).toEqual(['tfr expected 25.475,92, got 25.475,29', 'category expected "Peso normale", got "Sovrappeso"']);
  // With a tighter tolerance the digits go on until the two values differ: 1,00 vs 1,001.
  expect(mismatches({ x: 1 }, { x: 1.001 }, 0.0001)).toEqual(['x expected 1,000, got 1,001']);
  expect(mismatches({ x: 1 }, {}, 0.005)).toEqual(['x expected 1, got undefined']);
  expect(() => failExample('a.yaml:3 example "b": x expected 1,00, got 2,00')).toThrow(
    expect.objectContaining({
      message: 'a.yaml:3 example "b": x expected 1,00, got 2,00',
      stack: 'Error: a.yaml:3 example "b": x expected 1,00, got 2,00',
    }),
  );
});

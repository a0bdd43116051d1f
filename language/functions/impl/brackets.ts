/**
 * Progressive tax: `rates[k]` applies to the part of `amount` between `limits[k-1]` and
 * `limits[k]`; the last rate applies above the last limit. Rates are fractions.
 */
export function brackets(amount: number, limits: readonly number[], rates: readonly number[]): number {
  let tax = 0;
  let lower = 0;
  for (let k = 0; k < rates.length; k++) {
    const upper = k < limits.length ? limits[k]! : Infinity;
    if (amount <= lower) break;
    tax += (Math.min(amount, upper) - lower) * rates[k]!;
    lower = upper;
  }
  return tax;
}

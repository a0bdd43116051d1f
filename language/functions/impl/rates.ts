/**
 * Rates found by solving an equation: `irr` (the internal rate of return of flows) and `rate` (the
 * rate per period of an annuity, the inverse of pmt). Both search the rates per period from
 * −99 % to +1.000 % with the shared bracketed root finder (language/roots.ts), on x = ln(1 + r) so
 * that the scan is finest near 0 where real rates are. Flows that change sign once have at most
 * one rate (Descartes' rule of signs): the ends of the range bracket it, with no scan. A rate is a root when the present value it
 * gives is within 1e-9 of the flows' size (Brent's method stops at the last binary digit of the
 * rate, far below that). No rate, or more than one (flows that change sign more than once may have
 * several), gives N/D: never one of them picked at random; the explanation says which case it is.
 */
import { findRoots } from '../../roots.ts';

/** The rates per period searched, as ln(1 + r): from −99 % to +1.000 %. */
const LOWEST = Math.log(0.01);
const HIGHEST = Math.log(11);
/** Points scanned for a change of sign: 256 over [LOWEST, HIGHEST], one every ~2.7 % of 1 + r. */
const SCAN_POINTS = 256;
/** How close to zero the equation must come, relative to the size of the flows. */
const RELATIVE_TOLERANCE = 1e-9;

/**
 * Every rate per period in the searched range where `balance` (a present value less its target) is
 * zero. `single`: the balance is known to cross zero at most once (flows that change sign once, by
 * Descartes' rule of signs), so the ends of the range bracket it and no scan is needed.
 */
function ratesWhere(balance: (rate: number) => number, size: number, single: boolean): number[] {
  if (!Number.isFinite(size) || size === 0) return [];
  const g = (x: number) => {
    const value = balance(Math.expm1(x));
    return Number.isFinite(value) ? value : undefined;
  };
  return findRoots(g, LOWEST, HIGHEST, RELATIVE_TOLERANCE * size, single ? 1 : SCAN_POINTS).map(Math.expm1);
}

/** How many times the flows change sign (zeros skipped). */
function signChanges(flows: readonly number[]): number {
  const signs = flows.filter((f) => f !== 0).map(Math.sign);
  return signs.filter((s, k) => k > 0 && s !== signs[k - 1]).length;
}

/** The one rate, or NaN when there is none or more than one. */
const single = (rates: number[]) => (rates.length === 1 ? rates[0]! : Number.NaN);

/** (1 + r)^−t, exact near r = 0. */
const discount = (rate: number, t: number) => Math.exp(-t * Math.log1p(rate));

/** Σ flow_t / (1 + r)^t, the first flow at t = 0. */
const presentValue = (rate: number, flows: readonly number[]) =>
  flows.reduce((sum, flow, t) => sum + flow * discount(rate, t), 0);

const sizeOf = (values: readonly number[]) => values.reduce((sum, v) => sum + Math.abs(v), 0);

export function irrRates(flows: readonly number[]): number[] {
  if (!flows.every(Number.isFinite)) return [];
  return ratesWhere((rate) => presentValue(rate, flows), sizeOf(flows), signChanges(flows) <= 1);
}

/**
 * Internal rate of return per period of flows at periods 0, 1, 2, ... (as Excel's TIR.COST/IRR):
 * the rate r at which Σ flow_t / (1 + r)^t = 0. N/D when no rate or several rates do it.
 */
export function irr(...flows: number[]): number {
  return single(irrRates(flows));
}

/** Present value of `periods` payments at the end of each period, and of `future` after the last. */
function annuityValue(rate: number, periods: number, payment: number, future: number): number {
  const left = discount(rate, periods);
  // (1 − (1 + r)^−n) / r, which tends to n as r tends to 0.
  const factor = rate === 0 ? periods : -Math.expm1(-periods * Math.log1p(rate)) / rate;
  return payment * factor + future * left;
}

export function rateRates(periods: number, payment: number, present: number, future: number): number[] {
  if (![periods, payment, present, future].every(Number.isFinite) || periods <= 0) return [];
  return ratesWhere(
    (rate) => annuityValue(rate, periods, payment, future) - present,
    Math.abs(payment) * periods + Math.abs(future) + Math.abs(present),
    // −present, then the payments and the future value: one change of sign when they share one.
    signChanges([-present, ...(payment === 0 ? [] : [payment]), future]) <= 1,
  );
}

/**
 * The rate per period at which `periods` payments of `payment` at the end of each period (and
 * `future` paid with the last) are worth `present` today: the inverse of pmt, so that
 * rate(n, pmt(r, n, P), P) = r. N/D when no rate does it.
 */
export function rate(periods: number, payment: number, present: number, future = 0): number {
  return single(rateRates(periods, payment, present, future));
}

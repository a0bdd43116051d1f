/**
 * The constant payment that repays `principal` in `periods` payments at `rate` per period
 * (French amortisation): P * r / (1 - (1 + r)^-n); with rate 0 it is P / n.
 */
export function pmt(rate: number, periods: number, principal: number): number {
  if (rate === 0) return principal / periods;
  return (principal * rate) / (1 - (1 + rate) ** -periods);
}

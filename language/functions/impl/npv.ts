/**
 * Net present value of cash flows at the end of periods 1, 2, ... at `rate` per period:
 * Σ flow_t / (1 + rate)^t. As Excel's VAN/NPV: the first flow is discounted by one period.
 */
export function npv(rate: number, ...flows: number[]): number {
  return flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** (t + 1), 0);
}

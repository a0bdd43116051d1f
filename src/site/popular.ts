import { calculators } from '../generated/registry.ts';

/**
 * The most used calculators, first on the home page (on a phone, the place to start from): the
 * calculator files that say `popular:`, in its order (then in display order).
 */
export const popularCalculators = calculators
  .filter((c) => c.popular !== undefined)
  .sort((a, b) => a.popular! - b.popular!);

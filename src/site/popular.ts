import { calculators } from '../generated/registry.ts';
import { POPULAR_LIMIT } from './catalogue.ts';

/**
 * The most used calculators, first on the home page (on a phone, the place to start from): the
 * calculator files that say `popular:`, in its order (then in display order), up to POPULAR_LIMIT.
 */
export const popularCalculators = calculators
  .filter((c) => c.popular !== undefined)
  .sort((a, b) => a.popular! - b.popular!)
  .slice(0, POPULAR_LIMIT);

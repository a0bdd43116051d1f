/** What the search box searches: every calculator and its keywords, one chunk loaded on the box's first use (Search.tsx). */
export { keywords } from '../generated/keywords.ts';
export { calculators } from '../generated/registry.ts';

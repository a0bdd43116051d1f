/**
 * The test site's calculators made for the specs (tests/fixtures/site/calculators/prove/, built into
 * the site under test with SITE_FIXTURES=1): a spec that needs a calculator with some feature opens
 * one of these, never "the first real calculator that has it", so the catalogue may hold any valid file.
 */
import { calculators } from '../../src/generated/registry.ts';

function page(id: string) {
  const entry = calculators.find((c) => c.id === id);
  if (!entry)
    throw new Error(`The fixture calculator "${id}" is not in the registry: build the test site (npm run build:e2e).`);
  return entry;
}

/** No results at its defaults (a date left empty, its emptyResults text); a first result of several words. */
export const EMPTY_AT_DEFAULTS = page('prova-senza-valori');
/** Every feature of the language but data sources: each input kind, a table, charts, notes, an action, reverse mode. */
export const EVERY_FEATURE = page('prova-tutto');
/** `trigger: button`, and rows of one field. */
export const BUTTON = page('prova-pulsante');

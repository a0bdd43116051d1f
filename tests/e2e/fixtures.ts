/**
 * The test site's calculators made for the specs (tests/fixtures/site/calculators/prove/, built into
 * the site under test with SITE_FIXTURES=1): a spec that needs a calculator with some feature opens
 * one of these, never "the first real calculator that has it", so the catalogue may hold any valid file.
 */
import { calculators } from '../../src/generated/registry.ts';
import { type CalculatorFileEntry, readCalculatorPages } from '../support/calculator-files.ts';

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
/** Words no real calculator is likely to hold (a scarf's wool), in its title, description, keywords and `search:` apart. */
export const SEARCH = page('prova-ricerca');
/**
 * A loan repaid month by month: pmt, a series read in the row before, a table by year, 'Calcola al
 * contrario' with two declarations and a declared article, a first number field with a `min`.
 */
export const LOAN = page('prova-rata');
/**
 * A loan repaid in equal parts of capital, every row worked by hand: a table of 12 months with a
 * whole view by year and its sums, a series that stops at its `max` (1.200 months) past 100 years, a
 * pie, a first number field with no upper bound.
 */
export const PLAN = page('prova-piano');
/** Three tabs, and a pie of four slices whose names and values are long. */
export const TABS = page('prova-schede');
/**
 * Plain number fields (a sum of 200.000 first, a rate in %, 'Durata' in whole years), three with a
 * help text, a select of two rates: results that are products of the fields.
 */
export const NUMBERS = page('prova-deposito');
/**
 * Number fields of steps 0,1, 1, 5 and 100, a signed one, a slider, a guard, results that overflow
 * to N/D, an 'adaptive' result below 1, a warning note.
 */
export const ROOM = page('prova-stanza');
/** Text fields (one in capitals with a pattern), a search field over a dataset and a result that reads it. */
export const TEXTS = page('prova-sigla');

let files: Promise<CalculatorFileEntry[]> | undefined;

/** A fixture calculator's file (its data, page and `where`), for the specs that drive its form. */
export async function fileOf(entry: { id: string }): Promise<CalculatorFileEntry> {
  files ??= readCalculatorPages();
  const found = (await files).find((p) => p.data.id === entry.id);
  if (!found)
    throw new Error(`The fixture calculator "${entry.id}" has no ready file under tests/fixtures/site/calculators/.`);
  return found;
}

/**
 * The names of hot replacement in development (`npm run dev`), shared by the generator, which
 * writes them into each generated module and its Vite plugin, and the page, which listens
 * (src/site/hot.ts).
 */

/** The window event a generated calculator module sends with its new version as detail. */
export const CALCULATOR_UPDATE = 'calculator-update';
/** The window event a generated module of a calculator's page texts sends with its new version as detail. */
export const CALCULATOR_TEXT_UPDATE = 'calculator-text-update';
/** The name of the generator's Vite plugin, which the errors it sends to the overlay carry. */
export const GENERATOR_PLUGIN = 'calculator-generator';

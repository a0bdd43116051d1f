/**
 * The per-page chunks (a calculator's module, an article's body, a page's components), loaded
 * once. A page reads its chunk with React's `use`; a chunk loaded before the first render
 * (prerender, hydration) is read synchronously, so prerendered HTML hydrates without suspending. This module does not import the
 * registry, nor anything that lists every calculator: a prerendered calculator page names its own
 * module's built file (`calculatorChunk`, in its island's props), and only a page drawn in the
 * browser (the development server, the 404 page) loads the list of every calculator's loader.
 */
import type { ArticleEntry, ArticleModule, CalculatorModule, CalculatorText } from '../../language/spec.ts';
import { CALCULATOR_TEXT_UPDATE, CALCULATOR_UPDATE } from '../engine/hot.ts';

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T };

const cache = new Map<string, Tracked<unknown>>();

/** One promise per key, marked as settled the way React's `use` reads it. */
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Tracked<T> | undefined;
  if (!promise) {
    promise = load() as Tracked<T>;
    promise.then(
      (value) => Object.assign(promise!, { status: 'fulfilled', value }),
      () => Object.assign(promise!, { status: 'rejected' }),
    );
    cache.set(key, promise);
  }
  return promise;
}

// Development: a calculator's new version (or its texts') is what the next visit of its page loads.
if (import.meta.hot) {
  for (const [event, kind] of [
    [CALCULATOR_UPDATE, 'calculator'],
    [CALCULATOR_TEXT_UPDATE, 'text'],
  ] as const) {
    addEventListener(event, (update) => {
      const next = (update as CustomEvent<CalculatorModule | CalculatorText>).detail;
      cache.set(
        `${kind}:${next.id}`,
        Object.assign(Promise.resolve(next), { status: 'fulfilled' as const, value: next }),
      );
    });
  }
}

/** The source path of calculator `id`'s generated module (a key of Vite's build manifest). */
export const calculatorSource = (id: string) => `src/generated/calculators/${id}.ts`;

/** The built file of each source path, set by the prerender (src/entry-server.tsx) from Vite's manifest. */
let builtFiles: Readonly<Record<string, string>> = {};

export function knowBuiltFiles(files: Readonly<Record<string, string>>): void {
  builtFiles = files;
}

/** The URL of calculator `id`'s built module, while prerendering; undefined elsewhere. */
export function calculatorChunk(id: string): string | undefined {
  return builtFiles[calculatorSource(id)];
}

/**
 * The module of the ready calculator `id`: from `chunk` (its built file, named by the prerendered
 * page) if given, else through the generated list of every calculator's loader.
 */
export function calculatorModule(id: string, chunk?: string): Promise<CalculatorModule> {
  return once(`calculator:${id}`, async () => {
    if (chunk) return ((await import(/* @vite-ignore */ chunk)) as { default: CalculatorModule }).default;
    const { calculatorLoaders } = await import('../generated/loaders.ts');
    const load = calculatorLoaders[id as keyof typeof calculatorLoaders];
    if (!load) throw new Error(`No calculator module for ${id}`);
    return (await load()).default;
  });
}

/** The texts of calculator `id`'s page (prerender, and pages drawn in the browser). */
export function calculatorText(id: string): Promise<CalculatorText> {
  return once(`text:${id}`, async () => {
    const { textLoaders } = await import('../generated/loaders.ts');
    const load = textLoaders[id as keyof typeof textLoaders];
    if (!load) throw new Error(`No page texts for ${id}`);
    return (await load()).default;
  });
}

export function articleModule(entry: ArticleEntry): Promise<ArticleModule> {
  return once(`article:${entry.url}`, async () => (await entry.load()).default);
}

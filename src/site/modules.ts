/**
 * The per-page chunks (a calculator's module, an article's body, a page's components), loaded
 * once. A page reads its chunk with React's `use`; a chunk loaded before the first render
 * (prerender, hydration) is read synchronously, so prerendered HTML hydrates without suspending. This module does not import the
 * registry: a calculator page's script finds its calculator by id.
 */
import type { ArticleEntry, ArticleModule, CalculatorModule } from '../../language/spec.ts';
import { CALCULATOR_UPDATE } from '../engine/hot.ts';
import { calculatorLoaders } from '../generated/loaders.ts';

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

// Development: a calculator's new version is what the next visit of its page loads.
if (import.meta.hot) {
  addEventListener(CALCULATOR_UPDATE, (event) => {
    const next = (event as CustomEvent<CalculatorModule>).detail;
    cache.set(
      `calculator:${next.id}`,
      Object.assign(Promise.resolve(next), { status: 'fulfilled' as const, value: next }),
    );
  });
}

/** The module of the ready calculator `id`. */
export function calculatorModule(id: string): Promise<CalculatorModule> {
  return once(`calculator:${id}`, async () => {
    const load = calculatorLoaders[id as keyof typeof calculatorLoaders];
    if (!load) throw new Error(`No calculator module for ${id}`);
    return (await load()).default;
  });
}

export function articleModule(entry: ArticleEntry): Promise<ArticleModule> {
  return once(`article:${entry.url}`, async () => (await entry.load()).default);
}

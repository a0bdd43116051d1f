/**
 * The per-page chunks (a calculator's module, an article's body), loaded once. A page reads its
 * chunk with React's `use`; a chunk loaded before the first render (`preloadPage`) is read
 * synchronously, so prerendered HTML hydrates without suspending.
 */
import type { ArticleEntry, ArticleModule, CalculatorEntry, CalculatorModule } from '../engine/types.ts';
import { articles } from '../generated/blog.ts';
import { calculators } from '../generated/registry.ts';
import { CALCULATOR_UPDATE } from './hot.ts';

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T };

const cache = new Map<string, Tracked<unknown>>();

/** One promise per key, marked as settled the way React's `use` reads it. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
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
    const entry = calculators.find((c) => c.id === next.id);
    if (entry) cache.set(entry.url, Object.assign(Promise.resolve(next), { status: 'fulfilled' as const, value: next }));
  });
}

export function calculatorAt(path: string): CalculatorEntry | undefined {
  return calculators.find((c) => c.url === path.replace(/\/+$/, ''));
}

export function articleAt(path: string): ArticleEntry | undefined {
  return articles.find((a) => a.url === path.replace(/\/+$/, ''));
}

/** A calculator whose module exists (not planned). */
export type ReadyEntry = CalculatorEntry & { load: NonNullable<CalculatorEntry['load']> };

export function isReadyEntry(entry: CalculatorEntry): entry is ReadyEntry {
  return entry.load !== undefined;
}

export function calculatorModule(entry: ReadyEntry): Promise<CalculatorModule> {
  return once(entry.url, async () => (await entry.load()).default);
}

export function articleModule(entry: ArticleEntry): Promise<ArticleModule> {
  return once(entry.url, async () => (await entry.load()).default);
}

/** Loads the chunk the page at `path` needs, if any. */
export async function preloadPage(path: string): Promise<void> {
  const calculator = calculatorAt(path);
  if (calculator && isReadyEntry(calculator)) await calculatorModule(calculator);
  const article = articleAt(path);
  if (article) await articleModule(article);
}

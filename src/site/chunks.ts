/** The page at a path: its calculator or article, and the chunk it needs loaded before it is drawn. */
import type { ArticleEntry, CalculatorEntry } from '../../language/spec.ts';
import { pagePathOfEmbed } from '../embed/paths.ts';
import { articles } from '../generated/blog.ts';
import { calculators } from '../generated/registry.ts';
import { articleModule, calculatorModule, calculatorText } from './modules.ts';
import { trimSlash } from './paths.ts';

export function calculatorAt(path: string): CalculatorEntry | undefined {
  return calculators.find((c) => c.url === trimSlash(path));
}

/** The calculator that the embed at `path` (/embed/<segment>/<slug>) draws. */
export function embeddedAt(path: string): CalculatorEntry | undefined {
  const page = pagePathOfEmbed(path);
  return page === undefined ? undefined : calculatorAt(page);
}

export function articleAt(path: string): ArticleEntry | undefined {
  return articles.find((a) => a.url === trimSlash(path));
}

/** Loads the chunk the page at `path` needs, if any. */
export async function preloadPage(path: string): Promise<void> {
  const calculator = calculatorAt(path) ?? embeddedAt(path);
  if (calculator?.status === 'ready')
    await Promise.all([calculatorModule(calculator.id), calculatorText(calculator.id)]);
  const article = articleAt(path);
  if (article) await articleModule(article);
}

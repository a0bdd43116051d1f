/** The site's lists: the order of calculators; the task helper. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculators, categories } from '../src/generated/registry.ts';
import { nextTask } from '../src/islands/tasks.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';

describe('order', () => {
  const byId = new Map((run.checked?.calculators ?? []).map((c) => [c.data.id, c]));

  it('lists categories in the order of categories.yaml and, inside one, each url segment by `order`, then by file', () => {
    expectNoErrors(run);
    const segments = categories.flatMap(
      (category) => run.checked!.categories.find((c) => c.id === category.id)!.segments,
    );
    const keys = calculators.map((entry) => {
      const c = byId.get(entry.id)!;
      return [segments.indexOf(entry.url.split('/')[2]!), c.data.order ?? Infinity, c.source.file] as const;
    });
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      const inOrder = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])));
      expect(inOrder, `${calculators[i - 1]!.url} before ${calculators[i]!.url}`).toBe(true);
    }
  });
  it('keeps each category together, so "the first 3 of a category" are its first by order', () => {
    const seen = calculators.map((c) => c.category).filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(seen).toEqual(categories.map((c) => c.id).filter((id) => calculators.some((c) => c.category === id)));
  });
});

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: after the microtasks queued now have run', async () => {
    let microtasksRan = false;
    const later = nextTask().then(() => microtasksRan);
    queueMicrotask(() => {
      microtasksRan = true;
    });
    expect(await later).toBe(true);
  });

  it("takes the browser's scheduler.yield where there is one", async () => {
    const yieldToPage = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToPage });
    await nextTask();
    expect(yieldToPage).toHaveBeenCalledOnce();
  });
});

/**
 * The icons (src/components/Icon.tsx): inline SVG stroked in the text's colour, hidden from
 * assistive technologies; each category and calculator carries the drawing of the icon its file names.
 */
import { readFile } from 'node:fs/promises';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lucide } from '../generator/icons.ts';
import type { CategoryFile } from '../language/definition.ts';
import { Icon } from '../src/components/Icon.tsx';
import { controlIcons } from '../src/generated/icons.ts';
import { calculators, categories } from '../src/generated/registry.ts';
import { readCalculatorPages } from './support/calculator-files.ts';

describe('Icon', () => {
  it("draws the drawing's elements as a decorative SVG stroked in the text's colour", () => {
    const drawing = lucide.get('piggy-bank')!;
    const html = renderToStaticMarkup(<Icon drawing={drawing} className="tile-icon" />);
    expect(html).toMatch(/^<svg class="icon tile-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" /);
    expect(html).toContain('aria-hidden="true"');
    expect(html.match(/<(path|circle|rect|line|ellipse|polyline|polygon) /g)).toHaveLength(drawing.length);
    const [tag, attributes] = drawing[0]!;
    const [key, value] = Object.entries(attributes)[0]!;
    expect(html).toContain(`<${tag} ${key}="${value}"`);
  });

  it("gives each calculator the drawing of its file's icon", async () => {
    const files = await readCalculatorPages();
    expect(files.length).toBe(calculators.filter((c) => c.status === 'ready').length);
    for (const { data } of files)
      expect(calculators.find((c) => c.id === data.id)!.icon, data.id).toEqual(lucide.get(data.icon));
  });

  it('gives each category and control the drawing of its icon', async () => {
    const files = ['calculators/categories.yaml', 'tests/fixtures/site/calculators/categories.yaml'];
    const declared = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).flatMap(
      (text) => parse(text) as CategoryFile,
    );
    for (const category of categories)
      expect(category.icon, category.id).toEqual(lucide.get(declared.find((c) => c.id === category.id)!.icon));
    expect(controlIcons).toEqual({ menu: lucide.get('menu'), moon: lucide.get('moon'), sun: lucide.get('sun') });
  });
});

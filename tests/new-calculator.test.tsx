/**
 * An editor's path: a new calculator file, and nothing else, generates and renders. The file is
 * the one `npm run new` writes, in a project of its own; its module is emitted next to src/ so it
 * uses the real engine and renderer.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.ts';
import { scaffold } from '../generator/scaffold.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { Calculator } from '../src/renderer/Calculator.tsx';
import { expectNoErrors } from './support/generator-report.ts';

const outDir = path.resolve(import.meta.dirname, `../src/generated.test-${process.pid}`);
let root = '';

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(root, { recursive: true, force: true });
});

it('a scaffolded calculator file alone generates and renders with its default results', async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-calc-'));
  await mkdir(path.join(root, 'calculators/finanza'), { recursive: true });
  await writeFile(
    path.join(root, 'calculators/categories.yaml'),
    '- { id: finanza-fisco, name: Finanza e Fisco, icon: calculator, segments: [finanza] }\n',
  );
  await writeFile(
    path.join(root, 'calculators/finanza/prezzo-totale.yaml'),
    scaffold('prezzo-totale', 'finanza-fisco'),
  );

  const run = await generate({ root, write: true, outDir });
  expectNoErrors(run);

  const module = (await import(/* @vite-ignore */ path.join(outDir, 'calculators/prezzo-totale.ts'))) as {
    default: CalculatorModule;
  };
  const html = renderToString(<Calculator calculator={module.default} />);
  expect(html).toContain('Prezzo unitario');
  expect(html).toContain('value="12,5"');
  // 12.5 × 4 = 50
  expect(html).toMatch(/<output>50,00\u00a0€<\/output>/);
});

/**
 * Number inputs with `min`, `max` and `integer`: guards (out of bounds, evaluate gives null and the
 * previous result stays) and a description under the field for every visitor, assistive
 * technology included (aria-describedby; native min/max would reject Italian text like '1.500').
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.ts';
import { boundsText, breaksBounds } from '../language/inputs/bounds.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { Calculator } from '../src/renderer/Calculator.tsx';
import { expectNoErrors } from './support/generator-report.ts';

const outDir = path.resolve(import.meta.dirname, `../src/generated.bounds-${process.pid}`);
let root = '';

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(root, { recursive: true, force: true });
});

const file = `id: raddoppio
title: Raddoppio
description: Il doppio degli anni.
category: finanza-fisco
icon: calculator
keywords: [doppio]
analytics: doppio
seo: { title: Raddoppio, description: Il doppio degli anni. }
intro: Raddoppia.
formula: Il doppio degli anni più la quota.
content: Testo.
faq: [{ q: Domanda?, a: Risposta. }]
inputs:
  - { id: anni, kind: number, label: Anni, default: 10, min: 1, max: 50, integer: true, help: Durata del piano. }
  - { id: quota, kind: number, label: Quota, default: 2.5, min: -1.5 }
results:
  - { id: doppio, label: Doppio, formula: anni * 2 + quota, format: number }
examples:
  - { name: base, expect: { doppio: 22.5 } }
`;

async function build(): Promise<CalculatorModule> {
  root = await mkdtemp(path.join(tmpdir(), 'bounds-'));
  await mkdir(path.join(root, 'calculators/finanza'), { recursive: true });
  await writeFile(
    path.join(root, 'calculators/categories.yaml'),
    '- { id: finanza-fisco, name: Finanza e Fisco, icon: calculator, segments: [finanza] }\n',
  );
  await writeFile(path.join(root, 'calculators/finanza/raddoppio.yaml'), file);
  const run = await generate({ root, write: true, outDir });
  expectNoErrors(run);
  return (
    (await import(/* @vite-ignore */ path.join(outDir, 'calculators/raddoppio.ts'))) as { default: CalculatorModule }
  ).default;
}

it('bounds are guards, and are written under the field', async () => {
  const calculator = await build();
  const filled = { anni: true, quota: true };
  const outcome = (anni: number, quota: number) => calculator.evaluate({ anni, quota }, filled, {});
  const doppio = (anni: number, quota: number) => {
    const evaluation = outcome(anni, quota);
    return 'refused' in evaluation ? null : evaluation.values.doppio;
  };
  // 10 × 2 + 2,5 = 22,5; the bounds themselves are allowed: 1 × 2 − 1,5 = 0,5 and 50 × 2 + 0 = 100.
  expect(doppio(10, 2.5)).toBe(22.5);
  expect(doppio(1, -1.5)).toBe(0.5);
  expect(doppio(50, 0)).toBe(100);
  // Below min, above max, not whole, and the other field below its min: no result, and the field
  // whose bound failed is the one refused.
  for (const [anni, quota, refused] of [
    [0, 0, 'anni'],
    [51, 0, 'anni'],
    [2.5, 0, 'anni'],
    [10, -2, 'quota'],
  ] as const)
    expect(outcome(anni, quota)).toEqual({ refused: [refused] });

  const html = renderToString(<Calculator calculator={calculator} />);
  const anni = /<input[^>]*id="([^"]+)"[^>]*value="10"[^>]*>/.exec(html);
  expect(anni).not.toBeNull();
  const id = anni![1]!;
  expect(anni![0]).toContain(`aria-describedby="${id}-help ${id}-note"`);
  expect(anni![0]).toContain('inputMode="numeric"');
  expect(anni![0]).not.toMatch(/\s(min|max|aria-invalid)=/);
  expect(html).toContain(`<p class="help" id="${id}-note">Da 1 a 50, solo numeri interi.</p>`);
  // A field that may be negative or decimal keeps the decimal keypad.
  expect(html).toMatch(/<input[^>]*inputMode="decimal"[^>]*value="2,5"/);
  expect(html).toContain('>Almeno -1,5.</p>');
});

describe('boundsText and breaksBounds', () => {
  it('say what a field accepts, in Italian', () => {
    expect(boundsText({ min: 1000, max: 1_500_000.5 })).toBe('Da 1.000 a 1.500.000,5.');
    expect(boundsText({ max: 100 })).toBe('Al massimo 100.');
    expect(boundsText({ integer: true })).toBe('Solo numeri interi.');
    expect(boundsText({})).toBeUndefined();
  });

  it('tell a value outside them', () => {
    expect(breaksBounds(5, { min: 5, max: 5 })).toBe(false);
    expect(breaksBounds(4.99, { min: 5 })).toBe(true);
    expect(breaksBounds(5.01, { max: 5 })).toBe(true);
    expect(breaksBounds(-3, { integer: true })).toBe(false);
    expect(breaksBounds(0.1, { integer: true })).toBe(true);
  });
});

/**
 * `npm run bench`: the performance figures and budgets (bench/README.md).
 *   npm run bench                           everything (builds the site first)
 *   npm run bench -- engine generator       only some: engine, generator, build, bundle, fetched, lighthouse, keystroke, inp, report, dev, peers, scale
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDevLoop, benchKeystroke, benchLighthouse } from './browser.ts';
import { benchEngine } from './engine.ts';
import { benchFetched } from './fetched.ts';
import { benchGenerator } from './generator.ts';
import { benchInp } from './inp.ts';
import { benchPeers, benchRjsf } from './peers.ts';
import { budget, budgets, collectGarbage } from './report.ts';
import { benchReportPdf } from './report-pdf.ts';
import { benchScale } from './scale.ts';
import { benchBuild, benchBundle, build, serve } from './site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chosen = new Set(process.argv.slice(2));
const wants = (name: string) => chosen.size === 0 || chosen.has(name);

console.log(`# npm run bench — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
const started = performance.now();
const took: string[] = [];
/**
 * Runs one section and notes its wall time. It starts on a collected heap (Node runs with
 * --expose-gc): what the last section left, such as the generator's 2,000 files, is not collected
 * on the other core while a browser is being measured.
 */
async function section(name: string, run: () => unknown): Promise<void> {
  collectGarbage();
  const start = performance.now();
  await run();
  took.push(`${name} ${((performance.now() - start) / 1000).toFixed(0)} s`);
}

/** The sections measured on the built site, served from dist/. */
const SERVED = ['fetched', 'lighthouse', 'keystroke', 'inp', 'report', 'peers'];
const wantsServed = SERVED.some(wants);

if (wants('build')) await section('build', () => benchBuild(root));
else if (wants('bundle') || wantsServed) await section('build', () => build(root));
if (wants('engine')) await section('engine', () => benchEngine(root));
if (wants('generator')) await section('generator', () => benchGenerator(root));
if (wants('peers')) await section('publicodes', () => benchPeers(root));
if (wants('bundle')) await section('bundle', () => benchBundle(root));
if (wantsServed) {
  const server = await serve(root);
  try {
    if (wants('fetched')) await section('fetched', () => benchFetched(root, server.origin));
    if (wants('lighthouse')) await section('lighthouse', () => benchLighthouse(root, server.origin));
    if (wants('keystroke')) await section('keystroke', () => benchKeystroke(server.origin));
    if (wants('inp')) await section('inp', () => benchInp(root, server.origin));
    if (wants('report')) await section('report', () => benchReportPdf(root, server.origin));
    if (wants('peers')) await section('rjsf', () => benchRjsf(root, server.origin));
  } finally {
    await server.close();
  }
}
if (wants('dev')) await section('dev', () => benchDevLoop(root));
if (chosen.has('scale')) await section('scale', () => benchScale(root));

const total = performance.now() - started;
console.log(`\nWall time: ${(total / 60_000).toFixed(1)} min (${took.join(', ')}).`);
if (chosen.size === 0)
  budget(
    'The whole bench ≤ 5 min on this machine',
    total <= 5 * 60_000,
    `${Math.floor(total / 60_000)} min ${Math.round((total % 60_000) / 1000)} s`,
  );

console.log('\n## Budgets\n');
for (const b of budgets) console.log(`${b.ok ? '✓' : '✗'} ${b.name}: ${b.detail}`);
process.exitCode = budgets.every((b) => b.ok) ? 0 : 1;

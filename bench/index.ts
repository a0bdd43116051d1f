/**
 * `npm run bench`: the performance figures and budgets (bench/README.md).
 *   npm run bench                           everything (builds the site first)
 *   npm run bench -- engine generator       only some: engine, generator, build, bundle, lighthouse, keystroke, dev, peers
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDevLoop, benchKeystroke, benchLighthouse } from './browser.ts';
import { benchEngine } from './engine.ts';
import { benchGenerator } from './generator.ts';
import { benchPeers, benchRjsf } from './peers.ts';
import { budgets } from './report.ts';
import { benchBuild, benchBundle, build, serve } from './site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chosen = new Set(process.argv.slice(2));
const wants = (name: string) => chosen.size === 0 || chosen.has(name);

console.log(`# npm run bench — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
if (wants('build')) await benchBuild(root);
else if (wants('bundle') || wants('lighthouse') || wants('keystroke') || wants('peers')) build(root);
if (wants('engine')) await benchEngine(root);
if (wants('generator')) await benchGenerator(root);
if (wants('peers')) await benchPeers(root);
if (wants('bundle')) await benchBundle(root);
if (wants('lighthouse') || wants('keystroke') || wants('peers')) {
  const server = await serve(root);
  try {
    if (wants('lighthouse')) await benchLighthouse(root, server.origin);
    if (wants('keystroke')) await benchKeystroke(server.origin);
    if (wants('peers')) await benchRjsf(root, server.origin);
  } finally {
    await server.close();
  }
}
if (wants('dev')) await benchDevLoop(root);

console.log('\n## Budgets\n');
for (const b of budgets) console.log(`${b.ok ? '✓' : '✗'} ${b.name}: ${b.detail}`);
process.exitCode = budgets.every((b) => b.ok) ? 0 : 1;

/**
 * `npm run bench`: the performance figures and budgets of README § Performance.
 *   npm run bench                 everything (builds the site first)
 *   npm run bench -- engine       only some sections: engine, generator, build, bundle, lighthouse, keystroke
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEngine } from './engine.ts';
import { budgets } from './report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chosen = new Set(process.argv.slice(2));
const wants = (name: string) => chosen.size === 0 || chosen.has(name);

if (wants('engine')) await benchEngine(root);

console.log('\n## Budgets\n');
for (const b of budgets) console.log(`${b.ok ? '✓' : '✗'} ${b.name}: ${b.detail}`);
process.exitCode = budgets.every((b) => b.ok) ? 0 : 1;

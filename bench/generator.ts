/**
 * Generator: wall time to load, validate, check, compile and emit the real calculators, and
 * projects of 500 and 2,000 calculators made from them under new ids (to show the growth). Every
 * timed run parses every file, as `npm run generate` does in a new process: the generator keeps
 * the last load of each file for its watchers, so before each run every file gets new bytes.
 */
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { RULES_DIR } from '../generator/load.ts';
import { generate } from '../generator/pipeline.ts';
import { budget, heading, median, table } from './report.ts';

/** A project with `count` calculators: the real ones, then copies with new ids and slugs. */
export async function syntheticProject(root: string, count: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `bench-gen-${count}-`));
  await cp(path.join(root, 'calculators'), path.join(dir, 'calculators'), { recursive: true });
  // The rule book the calculators read.
  await cp(path.join(root, RULES_DIR), path.join(dir, RULES_DIR), { recursive: true });
  const files = (await readdir(path.join(root, 'calculators'), { recursive: true })).filter(
    (f) => f.endsWith('.yaml') && f !== 'categories.yaml',
  );
  for (let index = files.length; index < count; index++) {
    const file = files[index % files.length]!;
    const copy = Math.floor(index / files.length);
    const doc = parseDocument(await readFile(path.join(root, 'calculators', file), 'utf8'));
    // What must be a calculator's own: its id, its titles and the names visitors search it by,
    // told apart by a word (the search leaves numbers out of a name: "copia xb", not "copia 1").
    const mark = `copia x${[...copy.toString(26)].map((d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join('')}`;
    const own = (key: (string | number)[]) => {
      const value = doc.getIn(key);
      if (typeof value === 'string') doc.setIn(key, `${value} (${mark})`);
    };
    doc.setIn(['id'], `${doc.get('id')}-copia-${copy}`);
    own(['title']);
    own(['seo', 'title']);
    for (const list of ['names', 'questions'])
      for (let k = 0; doc.hasIn(['search', list, k]); k++) own(['search', list, k]);
    const target = path.join(dir, 'calculators', file.replace(/\.yaml$/, `-copia-${copy}.yaml`));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, doc.toString());
  }
  return dir;
}

async function timeGenerate(root: string, runs: number): Promise<number> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-out-'));
  const yamlFiles = (await readdir(path.join(root, 'calculators'), { recursive: true })).filter((f) =>
    f.endsWith('.yaml'),
  );
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const file of yamlFiles) await appendFile(path.join(root, 'calculators', file), `# run ${i}\n`);
    const start = performance.now();
    const run = await generate({ root, write: true, outDir: path.join(outDir, 'generated') });
    times.push(performance.now() - start);
    if (run.diagnostics.length) throw new Error(run.report);
  }
  await rm(outDir, { recursive: true, force: true });
  return median(times);
}

export async function benchGenerator(root: string): Promise<void> {
  heading('Generator: validate, check, compile and emit (median wall time)');
  const rows: (string | number)[][] = [];
  const count = (await generate({ root, write: false })).checked!.calculators.length;
  const realProject = await syntheticProject(root, count);
  const real = await timeGenerate(realProject, 3);
  await rm(realProject, { recursive: true, force: true });
  rows.push([count, real.toFixed(0), (real / count).toFixed(1)]);
  const results = new Map<number, number>();
  for (const size of [500, 2000]) {
    const dir = await syntheticProject(root, size);
    const ms = await timeGenerate(dir, 1);
    await rm(dir, { recursive: true, force: true });
    results.set(size, ms);
    rows.push([size, ms.toFixed(0), (ms / size).toFixed(1)]);
  }
  table(['calculators', 'ms', 'ms per calculator'], rows);
  const perFile500 = results.get(500)! / 500;
  const perFile2000 = results.get(2000)! / 2000;
  console.log(
    `\nGrowth from 500 to 2,000 files: ${(results.get(2000)! / results.get(500)!).toFixed(2)}× the time for 4× the files (per file: ${perFile500.toFixed(1)} -> ${perFile2000.toFixed(1)} ms).`,
  );
  budget(`Generator: the ${count} calculators < 2 s`, real < 2000, `${real.toFixed(0)} ms`);
  budget(
    'Generator: 2,000 calculators < 60 s',
    results.get(2000)! < 60_000,
    `${(results.get(2000)! / 1000).toFixed(1)} s`,
  );
  budget(
    'Generator grows about linearly (per-file time at 2,000 ≤ 1.5× that at 500)',
    perFile2000 <= perFile500 * 1.5,
    `${perFile500.toFixed(1)} -> ${perFile2000.toFixed(1)} ms per file`,
  );
}

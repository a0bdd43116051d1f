/**
 * The generator's run over this project (checked and compiled, nothing written), for the test files
 * that read the calculator files through it. Vitest runs the files of a worker in one module graph
 * (`isolate: false` in vite.config.ts), so each worker runs the generator once, not once per file.
 */
import path from 'node:path';
import { generate } from '../../generator/pipeline.ts';

export const project = await generate({ root: path.resolve(import.meta.dirname, '../..'), write: false });

/** The file of the calculator `id` (calculators/<segment>/<slug>.yaml), to name in a failure. */
export const fileOf = (id: string): string =>
  project.checked?.calculators.find((c) => c.data.id === id)?.source.file ?? `the calculator "${id}"`;

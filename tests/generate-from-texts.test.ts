/**
 * The generator's stages from a map of file texts (generator/generate.ts), as the studio runs them
 * in the browser: the same output as the disk run, with the standalone validators too, and no
 * Node module reachable from them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readDatasets, readProject } from '../generator/disk.ts';
import { generateFromTexts } from '../generator/generate.ts';
import { ICON_NAMES_MODULE, lucide } from '../generator/icons.ts';
import { CATEGORIES_FILE } from '../generator/load.ts';
import { VALIDATORS_MODULE, validators } from '../generator/validators.ts';
import { iconNames as studioIconNames } from '../src/generated/icon-names.ts';
import * as standalone from '../src/generated/validators.ts';
import { project } from './support/project.ts';

const root = path.resolve(import.meta.dirname, '..');
const texts = Object.fromEntries(
  Object.entries(await readProject(root)).map(([file, bytes]) => [file, new TextDecoder().decode(bytes)]),
);

describe('generateFromTexts', () => {
  it("gives exactly the disk run's files from the project's texts and datasets, but the modules for the studio the disk run adds", async () => {
    const memory = generateFromTexts(texts, validators, lucide, undefined, await readDatasets());
    expect(memory.diagnostics).toEqual([]);
    const disk = new Map(project.files);
    for (const added of [VALIDATORS_MODULE, ICON_NAMES_MODULE]) expect(disk.delete(added)).toBe(true);
    expect(memory.files).toEqual(disk);
    expect(memory.files.size).toBe(project.files.size - 2);
  });

  it('checks icons in the studio against the same names as on disk', () => {
    expect(studioIconNames).toEqual([...lucide.keys()]);
    expect(studioIconNames).toContain('calculator');
  });

  it('gives the same files and the same diagnostics with the standalone validators', () => {
    const file = Object.keys(texts).find((name) => name.startsWith('calculators/') && name !== CATEGORIES_FILE)!;
    // A misspelt key, a wrong type and an unknown key: three kinds of schema errors.
    const broken = {
      ...texts,
      [file]: texts[file]!.replace(/^title:/m, 'titel:')
        .replace(/^trigger: \w+/m, 'trigger: sempre')
        .concat('\ncolour: rosso\n'),
    };
    for (const project of [texts, broken]) {
      const compiled = generateFromTexts(project, validators, lucide);
      const fromStandalone = generateFromTexts(project, standalone, lucide);
      expect(fromStandalone.files).toEqual(compiled.files);
      expect(fromStandalone.diagnostics).toEqual(compiled.diagnostics);
    }
    expect(generateFromTexts(broken, standalone, lucide).diagnostics.map((d) => d.file)).toContain(file);
  });

  it('reaches no node: module from the stages the studio runs', async () => {
    const seen = new Set<string>();
    const nodeImports: string[] = [];
    const visit = async (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = await readFile(file, 'utf8');
      for (const { fileName: specifier } of ts.preProcessFile(code).importedFiles) {
        if (specifier.startsWith('node:')) nodeImports.push(`${path.relative(root, file)}: ${specifier}`);
        else if (specifier.startsWith('.') && /\.tsx?$/.test(specifier))
          await visit(path.resolve(path.dirname(file), specifier));
      }
    };
    await visit(path.join(root, 'generator/generate.ts'));
    expect(nodeImports).toEqual([]);
    // The walk went through the stages and the engine they import.
    expect([...seen].map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining([
        'generator/load.ts',
        'generator/validate.ts',
        'generator/check/index.ts',
        'generator/compile/calculator.ts',
      ]),
    );
  });
});

/**
 * The datasets the ready calculators use (their formulas or search inputs), each as the module its
 * pages load on use (src/generated/datasets/<id>.json, language/datasets/kind.ts DatasetFile), and
 * their loaders (src/generated/datasets/loaders.ts, always written: src/engine/datasets.ts imports it).
 * Only a page that uses a dataset imports its module, on use: no other page's JavaScript holds it.
 */
import { datasets } from '../../language/datasets/index.ts';
import type { DatasetFile } from '../../language/datasets/kind.ts';
import type { DatasetTables } from '../check/datasets.ts';
import { type CheckedProject, isReady } from '../check/index.ts';
import { GENERATED_HEADER } from './calculator.ts';

export function compileDatasets(checked: CheckedProject, tables: DatasetTables | undefined): Map<string, string> {
  const used = new Set(checked.calculators.filter(isReady).flatMap((c) => Object.values(c.data.datasets ?? {})));
  const files = new Map<string, string>();
  const loaders: string[] = [];
  for (const id of [...used].sort()) {
    const table = tables?.get(id);
    if (!table) continue;
    const file: DatasetFile = {
      columns: table.columns,
      label: datasets[id]!.label,
      rows: table.rows.map((row) => row.join('\t')).join('\n'),
    };
    files.set(`datasets/${id}.json`, JSON.stringify(file));
    loaders.push(`  ${JSON.stringify(id)}: () => import('./${id}.json'),\n`);
  }
  files.set(
    'datasets/loaders.ts',
    `${GENERATED_HEADER}import type { DatasetFile } from '../../../language/datasets/kind.ts';\n\n/** Each dataset a page may use, loaded on use (src/engine/datasets.ts). */\nexport const datasetLoaders: Record<string, () => Promise<{ default: DatasetFile }>> = {\n${loaders.join('')}};\n`,
  );
  return files;
}

/**
 * The search inputs against the file's datasets (`datasets:`, language/datasets/): each names one of
 * them, and its default is a key of it. What the generator adds to each one's spec: the dataset's
 * id and key pattern, and the label of the default's row (the prerendered field shows it).
 */
import { type DatasetTable, datasets } from '../../language/datasets/index.ts';
import { rowLabel } from '../../language/datasets/kind.ts';
import { suggest } from '../../language/diagnostics.ts';
import { wholePattern } from '../../language/functions/impl/text.ts';
import type { SearchSpec } from '../../language/inputs/search.ts';
import type { CalculatorContext } from './context.ts';

/** The rows of each dataset, by id, as the disk pipeline read them from their packages (none in the studio). */
export type DatasetTables = ReadonlyMap<string, DatasetTable>;

export type SearchData = Pick<SearchSpec, 'dataset' | 'keyPattern' | 'defaultLabel'>;

export function checkSearchInputs(
  { source, data, diagnostics }: CalculatorContext,
  tables: DatasetTables | undefined,
): Record<string, SearchData> {
  const found: Record<string, SearchData> = {};
  const declared = data.datasets ?? {};
  (data.inputs ?? []).forEach((input, i) => {
    if (input.kind !== 'search') return;
    const id = Object.hasOwn(declared, input.dataset) ? declared[input.dataset]! : undefined;
    const dataset = id !== undefined && Object.hasOwn(datasets, id) ? datasets[id]! : undefined;
    if (id === undefined) {
      diagnostics.push(
        source.at(
          source.node(['inputs', i, 'dataset']),
          'unknown-dataset',
          `Input "${input.id}" searches "${input.dataset}", which is no name under datasets:.`,
          suggest(input.dataset, Object.keys(declared), 'datasets of the file') ??
            `Declare it: datasets: { ${input.dataset}: ${Object.keys(datasets)[0]} }.`,
        ),
      );
      return;
    }
    // An unknown dataset id is reported where it is declared (check/names.ts).
    if (!dataset) return;
    const search: SearchData = { dataset: id, keyPattern: dataset.keyPattern };
    if (input.default !== undefined) {
      const table = tables?.get(id);
      const row = table?.rows.find((r) => r[0] === input.default);
      if (!wholePattern(dataset.keyPattern).test(input.default) || (table && !row))
        diagnostics.push(
          source.at(
            source.node(['inputs', i, 'default']),
            'unknown-dataset',
            `The default "${input.default}" of "${input.id}" is no key of the dataset ${id}.`,
            `A key looks like ${dataset.keyPattern}${table ? `, e.g. ${table.rows[0]![0]} (${rowLabel(dataset.label, table.columns, table.rows[0]!)})` : ''}.`,
          ),
        );
      else if (row) search.defaultLabel = rowLabel(dataset.label, table!.columns, row);
    }
    found[input.id] = search;
  });
  return found;
}

/**
 * The datasets of the language (./kind.ts), by the id a calculator's `datasets:` names. A new one is
 * a file and a line here, and its package in package.json at an exact version.
 */
import { belfiore } from './belfiore.ts';
import type { DatasetDefinition } from './kind.ts';

export const datasets: Readonly<Record<string, DatasetDefinition>> = { belfiore };

export type { DatasetDefinition, DatasetTable } from './kind.ts';

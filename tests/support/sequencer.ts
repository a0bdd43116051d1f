/**
 * The order in which Vitest starts the test files: its own (the longest first, by the durations of
 * the last run, or, with none, as in a fresh clone, the largest files first), but the property test
 * first in any case. It is a small file that runs longest (every calculator, PROPERTY_RUNS input
 * sets each): started last, as a fresh clone would, it runs alone on one core while the other waits.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const first = (spec: TestSpecification) => spec.moduleId.endsWith('/tests/property.test.ts');

export default class PropertyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

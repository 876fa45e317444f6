// The order Vitest runs test files in: its own (the slowest first once it has timed them, larger files first before
// that), except that the model walks go first. A walk is one long file that no second worker can share; started
// last, as a fresh clone's size order starts it (the file is short), it alone is the unit phase's tail.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isWalk = (spec: TestSpecification) => spec.moduleId.includes('/tests/model/');

export class WalksFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isWalk), ...sorted.filter((f) => !isWalk(f))];
  }
}

// Facts about one world state that several questions share — the blocker table, the snapshot, applying an
// action — each read at most once (they cost SQL reads). Valid only until the world changes.
import { defaultPick, isQuiescent, nextTimer } from './scheduler';
import type { ProcessId } from '../types';
import type { World } from './world';

/** Why an action cannot happen now. Each has a sentence in both languages (`reason.<blocker>`). */
export type Blocker =
  | 'notInDesign'
  | 'crashed'
  | 'notCrashed'
  | 'waiting'
  | 'nothingToRun'
  | 'runEnded'
  | 'noTimer'
  | 'orderServiceDown'
  | 'invalidOrder'
  | 'invalidLine'
  | 'logFull'
  | 'outageOn'
  | 'noOutage'
  | 'nothingPending'
  | 'nothingParked'
  | 'notParked';

export const BLOCKERS: readonly Blocker[] = [
  'notInDesign',
  'crashed',
  'notCrashed',
  'waiting',
  'nothingToRun',
  'runEnded',
  'noTimer',
  'orderServiceDown',
  'invalidOrder',
  'invalidLine',
  'logFull',
  'outageOn',
  'noOutage',
  'nothingPending',
  'nothingParked',
  'notParked',
];

export class WorldFacts {
  private memo = new Map<string, unknown>();
  constructor(readonly world: World) {}
  private once<T>(key: string, compute: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }
  get pick(): ProcessId | null {
    return this.once('pick', () => defaultPick(this.world));
  }
  get timer(): number | null {
    return this.once('timer', () => nextTimer(this.world));
  }
  get quiescent(): boolean {
    return this.once('quiescent', () => isQuiescent(this.world, { pick: () => this.pick, timer: () => this.timer }));
  }
  /** True once an order has been submitted and everything has come to rest: the verdict stands. */
  get ended(): boolean {
    return this.once('ended', () => this.quiescent && this.world.submissions > 0);
  }
}

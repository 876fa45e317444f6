// The explorer visits each state once (as model checkers do): every "Run to end" it makes notes the key of the
// world at each transaction-free moment, and once the run ends, what followed from each — how many moves until
// the run came to rest, the violations seen on the way and at the end, the verdict. A later run that reaches a
// noted state with the same faults still to come (both are in the key: armed faults are memory) stops there and
// takes that future as its own, provided its own move budget would have let it get that far. The outcome equals
// running on: the same state gives the same moves (the scheduler is deterministic), the same checks, the same
// verdict. A test compares every design's verdicts with and without the memo.
import type { Outcome } from '../engine/types';
import type { World } from '../engine/runtime/world';
import type { Violation } from './checked-run';
import { stateKey } from './state-key';

/** A violation seen after the moment it is noted from: during the run, or once the run has ended (the last checks). */
interface LaterViolation {
  message: string;
  /** True for the checks after the "Run to end" action itself was applied (they count one action later). */
  late: boolean;
}

export interface Future {
  /** Moves from this state until no move was left. */
  moves: number;
  outcome: Outcome | null;
  violations: LaterViolation[];
}

export interface MemoStats {
  /** Distinct states explored (their futures known). */
  states: number;
  /** Moments keyed, moments found already explored, and moves those runs did not have to make. */
  keyed: number;
  hits: number;
  saved: number;
}

/** One run's way through the states, noted until the run ends and its futures are known. */
export class MemoPath {
  private readonly seen: { key: string; move: number; during: number }[] = [];
  /** The files' change counts at the last moment keyed: runs meet again after a commit, not between two. */
  private lastChanges = -1;

  constructor(
    private readonly memo: StateMemo,
    private readonly world: World,
    /** Moves this run may still make from its first move (the budget of its "Run to end", less moves made). */
    private readonly budget: number,
  ) {}

  /**
   * At a moment `move` moves into the run, with `during` violations found in it so far: the explored future if
   * this state was reached before and that future fits the run's budget, else null (and the state is noted).
   */
  visit(move: number, during: number): Future | null {
    const key = this.key();
    if (key === null) return null;
    this.memo.stats.keyed += 1;
    const known = this.memo.futures.get(key);
    if (known && known.moves <= this.budget - move) {
      this.memo.stats.hits += 1;
      this.memo.stats.saved += known.moves;
      return known;
    }
    if (!known) this.seen.push({ key, move, during });
    return null;
  }

  /** Notes the state `move` moves into a run that is not to be cut short, with `during` violations found so far. */
  note(move: number, during: number): void {
    const key = this.key();
    if (key === null) return;
    this.memo.stats.keyed += 1;
    if (!this.memo.futures.has(key)) this.seen.push({ key, move, during });
  }

  /**
   * The state's key where a file changed since the last one keyed (and at the run's start), else null. Two runs that
   * part and meet again meet once their files agree, which they can only start to do at a write. A key hashes both
   * files whole: taken at every move in between, keys would cost more than the runs they spare.
   */
  private key(): string | null {
    const changes = this.world.changes.order + this.world.changes.warehouse;
    if (changes === this.lastChanges) return null;
    const key = stateKey(this.world);
    if (key !== null) this.lastChanges = changes;
    return key;
  }

  /**
   * The run ended after `moves` moves: every state it noted gets its future. `violations` are the run's own, the
   * ones found during the run counted at action `runAt` (the "Run to end"), the late ones after it.
   */
  ended(moves: number, outcome: Outcome | null, violations: readonly Violation[], runAt: number): void {
    // A run that came to rest on its very last allowed move had its last state checked only once (runToEnd checks
    // between moves): a run taking that future with moves to spare would check it twice. Such a run is not noted.
    if (moves >= this.budget) {
      this.seen.length = 0;
      return;
    }
    const during = violations.filter((v) => v.afterAction === runAt).map((v) => v.message);
    const late = violations.filter((v) => v.afterAction > runAt).map((v) => ({ message: v.message, late: true }));
    for (const { key, move, during: before } of this.seen) {
      if (this.memo.futures.has(key)) continue;
      this.memo.stats.states += 1;
      this.memo.futures.set(key, {
        moves: moves - move,
        outcome,
        violations: [...during.slice(before).map((message) => ({ message, late: false })), ...late],
      });
    }
    this.seen.length = 0;
  }
}

export class StateMemo {
  readonly futures = new Map<string, Future>();
  readonly stats: MemoStats = { states: 0, keyed: 0, hits: 0, saved: 0 };

  /** A run about to start in `world` with `budget` moves: its path notes its states. */
  path(world: World, budget: number): MemoPath {
    return new MemoPath(this, world, budget);
  }
}

/** A run stopped at a known state: its violations and verdict, those it had plus the ones the future brings. */
export function joinFuture(
  own: readonly Violation[],
  future: Future,
  runAt: number,
): { outcome: Outcome | null; violations: Violation[] } {
  return {
    outcome: future.outcome,
    violations: [
      ...own,
      ...future.violations.map((v) => ({ afterAction: v.late ? runAt + 1 : runAt, message: v.message })),
    ],
  };
}

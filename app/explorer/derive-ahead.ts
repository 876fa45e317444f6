// Work done ahead of time, in a worker that waits for the explorer: first each design's fault points, a piece of a
// walk per turn (piece-walker.ts); then each design's single-fault matrix, a chunk of runs per turn — the explorer's
// first press, the one most learners make, then finds its answer waiting. Only while the page has not asked for a
// pause and no run is under way. The host decides what a turn is (the worker: a task of its own, so the page's
// messages get theirs between two pieces).
import type { SqlJsStatic } from 'sql.js';
import { designRegistry } from '../engine/designs/registry';
import type { DesignId } from '../engine/types';
import { explore, handOverWalk, hasFaultPoints, knowFaultPoints, takeWalk, type ExplorerResult } from './explorer';
import type { FaultPoint } from './fault-points';
import { PieceWalker } from './piece-walker';

export interface AheadHost {
  /** Runs `turn` soon, on a turn of its own. */
  schedule(turn: () => void): void;
  /** One design's fault points, derived. */
  derived(design: DesignId, points: FaultPoint[]): void;
  /** One design's single-fault matrix, run exactly as a press of the explorer would run it. */
  explored?(result: ExplorerResult): void;
}

/** The files of runs made ahead of time: never the ones a run the learner asked for uses. */
export const AHEAD_SLOT = 'explore-ahead';

interface Exploring {
  resume: ((go: boolean) => void) | null;
  givenUp: boolean;
}

export class DeriveAhead {
  private sql: SqlJsStatic | null = null;
  private readonly queue: DesignId[] = [];
  /** Designs whose single-fault matrix is still to run ahead, once every walk is done. */
  private readonly toExplore: DesignId[] = [];
  private walker: PieceWalker | null = null;
  /** The matrix under way: between two chunks of runs it waits for `resume`; a run starting gives it up. */
  private exploring: Exploring | null = null;
  private paused = false;
  private running = 0;
  private scheduled = false;

  constructor(private readonly host: AheadHost) {}

  /** sql.js is loaded: pieces may start. */
  ready(sql: SqlJsStatic): void {
    this.sql = sql;
    this.next();
  }

  prepare(designs: readonly DesignId[]): void {
    this.queue.push(...designs);
    if (this.host.explored) this.toExplore.push(...designs);
    this.next();
  }

  /** The learner is busy (true) or has left the page alone (false). A piece under way finishes first. */
  pace(paused: boolean): void {
    this.paused = paused;
    this.next();
  }

  /**
   * A run starts here: the worker is the explorer's now. What it still had to derive, the runs derive when they need
   * it, so no piece slips in between two runs; a walk under way is handed over (a run that needs that design goes on
   * from its last piece), a matrix under way ahead is given up.
   */
  runStarted(): void {
    this.queue.length = 0;
    this.toExplore.length = 0;
    if (this.walker) handOverWalk(this.walker);
    this.walker = null;
    if (this.exploring) {
      // Given up at its next wait, whether it waits now or is still finishing a chunk that had begun.
      this.exploring.givenUp = true;
      this.exploring.resume?.(false);
      this.exploring.resume = null;
    }
    this.running += 1;
  }

  runEnded(): void {
    this.running -= 1;
  }

  private hasWork(): boolean {
    if (this.exploring) return this.exploring.resume !== null;
    return this.walker !== null || this.queue.length > 0 || this.toExplore.length > 0;
  }

  private next(): void {
    if (this.scheduled || this.paused || this.running > 0 || !this.sql || !this.hasWork()) return;
    this.scheduled = true;
    this.host.schedule(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    const sql = this.sql;
    if (this.paused || this.running > 0 || !sql) return;
    if (this.exploring) {
      // The matrix under way runs its next chunk (it asks for the turn after that itself).
      const resume = this.exploring.resume;
      this.exploring.resume = null;
      resume?.(true);
      return;
    }
    // A design a run derived meanwhile (or whose points came from the page) needs no more pieces.
    if (this.walker && hasFaultPoints(this.walker.design)) this.drop();
    while (!this.walker && this.queue.length > 0) {
      const design = designRegistry.get(this.queue.shift()!);
      if (!hasFaultPoints(design)) this.walker = takeWalk(design) ?? new PieceWalker(sql, design);
    }
    const walker = this.walker;
    if (!walker) {
      this.exploreNext(sql);
      return;
    }
    try {
      const points = walker.next();
      if (points) {
        knowFaultPoints(walker.design, points);
        this.walker = null;
        this.host.derived(walker.design.id, points);
      }
    } catch {
      // Deriving ahead is only a head start: a run that finds no points derives them itself, and reports what fails.
      this.drop();
    }
    this.next();
  }

  /** Starts the next design's single-fault matrix: its first chunk runs now, each later one on a turn of its own. */
  private exploreNext(sql: SqlJsStatic): void {
    const id = this.toExplore.shift();
    if (id === undefined) return;
    const exploring: Exploring = { resume: null, givenUp: false };
    this.exploring = exploring;
    const finished = (result: ExplorerResult | null) => {
      this.exploring = null;
      if (result) this.host.explored?.(result);
      this.next();
    };
    explore(sql, designRegistry.get(id), {
      slot: AHEAD_SLOT,
      onProgress: () =>
        new Promise<boolean>((resolve) => {
          if (exploring.givenUp) return resolve(false);
          exploring.resume = resolve;
          this.next();
        }),
    }).then(finished, () => finished(null));
  }

  private drop(): void {
    this.walker?.dispose();
    this.walker = null;
  }
}

// Deriving fault points ahead of time, in a worker that waits for the explorer: a piece of a walk per turn
// (piece-walker.ts), only while the page has not asked for a pause and no run is under way. The host decides what a
// turn is (the worker: a task of its own, so the page's messages get theirs between two pieces).
import type { SqlJsStatic } from 'sql.js';
import { designRegistry } from '../engine/designs/registry';
import type { DesignId } from '../engine/types';
import { hasFaultPoints, knowFaultPoints } from './explorer';
import type { FaultPoint } from './fault-points';
import { PieceWalker } from './piece-walker';

export interface AheadHost {
  /** Runs `turn` soon, on a turn of its own. */
  schedule(turn: () => void): void;
  /** One design's fault points, derived. */
  derived(design: DesignId, points: FaultPoint[]): void;
}

export class DeriveAhead {
  private sql: SqlJsStatic | null = null;
  private readonly queue: DesignId[] = [];
  private walker: PieceWalker | null = null;
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
    this.next();
  }

  /** The learner is busy (true) or has left the page alone (false). A piece under way finishes first. */
  pace(paused: boolean): void {
    this.paused = paused;
    this.next();
  }

  /**
   * A run starts here: the worker is the explorer's now. What it still had to derive, the runs derive when they need
   * it, so no piece slips in between two runs.
   */
  runStarted(): void {
    this.queue.length = 0;
    this.walker?.dispose();
    this.walker = null;
    this.running += 1;
  }

  runEnded(): void {
    this.running -= 1;
  }

  private next(): void {
    if (this.scheduled || this.paused || this.running > 0 || !this.sql || (!this.walker && this.queue.length === 0)) return;
    this.scheduled = true;
    this.host.schedule(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    const sql = this.sql;
    if (this.paused || this.running > 0 || !sql) return;
    // A design a run derived meanwhile (or whose points came from the page) needs no more pieces.
    if (this.walker && hasFaultPoints(this.walker.design)) this.drop();
    while (!this.walker && this.queue.length > 0) {
      const design = designRegistry.get(this.queue.shift()!);
      if (!hasFaultPoints(design)) this.walker = new PieceWalker(sql, design);
    }
    const walker = this.walker;
    if (!walker) return;
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

  private drop(): void {
    this.walker?.dispose();
    this.walker = null;
  }
}

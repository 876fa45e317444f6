// One design's fault points derived a piece of the walk at a time (fault-points.ts splits the walk by the fault it
// starts with), so whoever drives it can stop between two pieces: the explorer's warm workers derive ahead of time
// only while the learner is not busy in the lab, and a piece is short enough not to be in the way of a click.
import type { SqlJsStatic } from 'sql.js';
import type { ConnectionPool } from '../engine/runtime/connection-pool';
import type { Design } from '../engine/designs/design';
import { designRegistry } from '../engine/designs/registry';
import { Lab } from '../engine/replay/lab';
import { pickFaultPoints, walkFaultOffers, WALK_COUNT, type FaultOffer, type FaultPoint } from './fault-points';

export class PieceWalker {
  private lab: Lab | null = null;
  private readonly pieces: FaultOffer[][] = [];

  constructor(
    private readonly sql: SqlJsStatic,
    readonly design: Design,
    private readonly options: { slot?: string; pool?: ConnectionPool } = {},
  ) {}

  /** Walks the next piece: the design's fault points once that was the last, else null. */
  next(): FaultPoint[] | null {
    // The walk is breadth first, so it hops between many branches: with 24 live worlds (the files are small) a hop
    // mostly finds one near, where 8 rebuilt worlds from scratch half the time (the versioned walks took twice as
    // long). The lab stays between pieces: each piece starts from the same fresh lab.
    this.lab ??= new Lab(this.sql, {
      slot: this.options.slot ?? `pieces-${this.design.id}`,
      worlds: 24,
      pool: this.options.pool,
      designs: designRegistry.with(this.design),
    });
    this.pieces.push(walkFaultOffers(this.lab, this.design.id, this.pieces.length));
    if (this.pieces.length < WALK_COUNT) return null;
    this.dispose();
    return pickFaultPoints(this.pieces.flat());
  }

  /** Walks every piece left: the design's fault points. */
  rest(): FaultPoint[] {
    try {
      let points = this.next();
      while (!points) points = this.next();
      return points;
    } finally {
      this.dispose();
    }
  }

  dispose(): void {
    this.lab?.dispose();
    this.lab = null;
  }
}

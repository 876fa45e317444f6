// One design's fault points derived a piece of the walk at a time (fault-points.ts splits the walk by the fault it
// starts with), so whoever drives it can stop between two pieces: the explorer's warm workers derive ahead of time
// only while the learner is not busy in the lab, and a piece is short enough not to be in the way of a click.
import type { SqlJsStatic } from 'sql.js';
import type { Design } from '../engine/designs/design';
import { designRegistry } from '../engine/designs/registry';
import { Lab } from '../engine/lab';
import { pickFaultPoints, walkFaultOffers, WALK_COUNT, type FaultOffer, type FaultPoint } from './fault-points';

export class PieceWalker {
  private lab: Lab | null = null;
  private readonly pieces: FaultOffer[][] = [];

  constructor(
    private readonly sql: SqlJsStatic,
    readonly design: Design,
  ) {}

  /** Walks the next piece: the design's fault points once that was the last, else null. */
  next(): FaultPoint[] | null {
    // The lab and its 24 live worlds stay between pieces: the next piece starts from the same fresh lab.
    this.lab ??= new Lab(this.sql, { slot: `pieces-${this.design.id}`, worlds: 24, designs: designRegistry.with(this.design) });
    this.pieces.push(walkFaultOffers(this.lab, this.design.id, this.pieces.length));
    if (this.pieces.length < WALK_COUNT) return null;
    this.dispose();
    return pickFaultPoints(this.pieces.flat());
  }

  dispose(): void {
    this.lab?.dispose();
    this.lab = null;
  }
}

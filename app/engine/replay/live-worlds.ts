// The lab's live worlds: a few worlds, each standing at a node of its setup's log trie, reused least recently used
// first. A page needs one; a graph walk that hops between branches keeps several. Which world to move where is the
// lab's choice (lab.ts); this keeps them, finds them, makes and ends them.
import type { SqlJsStatic } from 'sql.js';
import type { ConnectionPool } from '../runtime/connection-pool';
import type { DesignRegistry } from '../designs/registry';
import type { DesignId, DesignOptions } from '../types';
import { World } from '../runtime/world';
import { filesFor } from '../runtime/world-files';
import { cutMoves } from './checkpoint-shelf';
import type { LogNode } from './log-trie';

export interface LiveWorld {
  world: World;
  setup: string;
  /** The log this world has applied, as a node of its setup's trie. */
  node: LogNode;
  lastUsed: number;
  /** Actions and run moves applied since this world's last checkpoint. */
  since: { count: number };
}

/** How many moves a world made of the run its log ends with, when that run was cut part way (it can be carried on). */
export const cutOf = (entry: LiveWorld): number | null =>
  cutMoves(entry.node.action) === null ? null : entry.world.lastRun.length;

export class LiveWorlds {
  readonly entries: (LiveWorld | null)[];
  private clock = 0;

  constructor(
    private readonly sql: SqlJsStatic,
    private readonly designs: DesignRegistry,
    /** Names the worlds' files: one world uses the slot itself, several add their index. */
    private readonly slot: string,
    count: number,
    private readonly pool?: ConnectionPool,
  ) {
    this.entries = Array.from({ length: count }, () => null);
  }

  /** The world standing exactly at `node`, if one does. */
  at(node: LogNode): LiveWorld | undefined {
    return this.entries.find((e) => e?.node === node) ?? undefined;
  }

  /** Marks the world at `index` as just used, and gives it. */
  use(index: number): LiveWorld {
    const entry = this.entries[index]!;
    entry.lastUsed = ++this.clock;
    return entry;
  }

  /** The least recently used live world of `setup`, if any. */
  lru(setup: string): number | null {
    let found: number | null = null;
    this.entries.forEach((entry, i) => {
      if (entry?.setup === setup && (found === null || entry.lastUsed < this.entries[found]!.lastUsed)) found = i;
    });
    return found;
  }

  /** A new world at `root`, in an empty place or the least recently used one's. */
  fresh(design: DesignId, options: DesignOptions, setup: string, root: LogNode): number {
    const empty = this.entries.indexOf(null);
    const index =
      empty >= 0 ? empty : this.entries.reduce((lru, e, i) => (e!.lastUsed < this.entries[lru]!.lastUsed ? i : lru), 0);
    this.entries[index]?.world.dispose();
    const slot = this.entries.length === 1 ? this.slot : `${this.slot}-${index}`;
    const world = new World(this.sql, this.designs.get(design), filesFor(slot), this.pool, options);
    this.entries[index] = { world, setup, node: root, lastUsed: 0, since: { count: 0 } };
    return index;
  }

  drop(index: number): void {
    const entry = this.entries[index];
    this.entries[index] = null;
    if (!entry) return;
    entry.world.afterMove = undefined;
    try {
      entry.world.dispose();
    } catch {
      /* its files are emptied by the next world on this slot anyway */
    }
  }

  dispose(): void {
    for (const entry of this.entries) entry?.world.dispose();
    this.entries.fill(null);
  }
}

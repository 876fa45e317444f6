// @ui-public: the designs the picker offers, with their tables, figures and texts
// The designs the lab offers, in picker order, and the one a fresh lab starts with. Everything that lists
// designs — the picker, links, the explorer, the model walk, the bench, the i18n test — reads this list.
// A registry is a value, so a test can make one with a design of its own (`designRegistry.with(d)`).
import type { DesignId } from '../types';
import { commitThenSend } from './commit-then-send';
import type { Design } from './design';
import { hybrid } from './hybrid';
import { scheduled } from './scheduled';
import { scheduledDrifted } from './scheduled-drifted';
import { accumulation } from './accumulation';
import { accumulationSplit } from './accumulation-split';
import { versioned } from './versioned';
import { versionedUnguarded } from './versioned-unguarded';
import { outbox } from './outbox';
import { outboxInbox } from './outbox-inbox';
import { sendThenCommit } from './send-then-commit';
import { twoRelays } from './two-relays';
import { twoRelaysLease } from './two-relays-lease';
import { highWaterMark } from './high-water-mark';

export type { Design } from './design';

export class DesignRegistry {
  private readonly byId: ReadonlyMap<DesignId, Design>;

  constructor(
    readonly list: readonly Design[],
    readonly defaultId: DesignId,
  ) {
    this.byId = new Map(list.map((d) => [d.id, d]));
    if (this.byId.size !== list.length) throw new Error('two designs share an id');
    if (!this.byId.has(defaultId)) throw new Error(`the default design ${defaultId} is not registered`);
  }

  get ids(): DesignId[] {
    return this.list.map((d) => d.id);
  }

  has(id: unknown): id is DesignId {
    return typeof id === 'string' && this.byId.has(id);
  }

  get(id: DesignId): Design {
    const design = this.byId.get(id);
    if (!design) throw new Error(`unknown design ${id}`);
    return design;
  }

  /** This registry with `design` added at the end (or put in place of the one with its id). */
  with(design: Design): DesignRegistry {
    const list = this.byId.has(design.id)
      ? this.list.map((d) => (d.id === design.id ? design : d))
      : [...this.list, design];
    return new DesignRegistry(list, this.defaultId);
  }
}

export const designRegistry = new DesignRegistry(
  [
    commitThenSend,
    sendThenCommit,
    outbox,
    outboxInbox,
    versioned,
    versionedUnguarded,
    hybrid,
    scheduled,
    scheduledDrifted,
    accumulation,
    accumulationSplit,
    twoRelays,
    twoRelaysLease,
    highWaterMark,
  ],
  'outbox-inbox',
);

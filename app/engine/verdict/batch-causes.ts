// Why an accumulation total counted a user twice, from the run's own timeline. Batch entries name no order
// (a batch is about every user it found), so the chain is found by time: a batch that committed the totals
// for rows the user had buffered before its cutoff, the aggregator stopped before the DELETE of those rows
// committed, and a later batch that added the same rows again. As with every chain, it is told only when
// each of its links is found.
import { chain, firstBetween, is, link, stopLink, type Cause, type CauseLink } from './cause-links';
import { EPOCH, formatOffset } from '../runtime/clock';
import type { OrderEntry } from './timeline-orders';
import type { Row } from '../types';

const END = Number.MAX_SAFE_INTEGER;

/** Each batch: where it started, its cutoff (virtual ms), its totals' INSERT and the COMMIT that made them durable. */
interface Batch {
  started: OrderEntry;
  cutoffMs: number;
  aggregated: OrderEntry;
  committed: OrderEntry;
}

function batchesIn(all: readonly OrderEntry[]): Batch[] {
  const batches: Batch[] = [];
  for (const started of all.filter((x) => is('orderDb', 'batchStarted')(x.entry))) {
    const aggregated = firstBetween(all, started.index, END, is('orderDb', 'batchAggregated'));
    const committed =
      aggregated &&
      firstBetween(all, aggregated.index, END, (e) => e.text === 'commit' && e.params.process === 'relay');
    // A batch that stopped before its totals committed counted nothing.
    const stop =
      aggregated && firstBetween(all, started.index, committed?.index ?? END, is('relay', 'crashed', 'failed'));
    if (!aggregated || !committed || stop) continue;
    batches.push({ started, cutoffMs: Date.parse(String(started.entry.params.cutoff)) - EPOCH, aggregated, committed });
  }
  return batches;
}

/** The user's tokens counted by a batch whose rows survived it, and counted again by a later one. */
function countedTwice(user: string, all: readonly OrderEntry[], batches: readonly Batch[]): Cause | null {
  const buffered = all.filter(
    (x) => is('orderDb', 'insertedBufferUncommitted')(x.entry) && x.entry.params.user === user,
  );
  for (const [i, first] of batches.entries()) {
    if (!buffered.some((x) => x.entry.at < first.cutoffMs && x.index < first.started.index)) continue;
    // The rows should have gone in the same transaction, or in the next one the aggregator committed.
    const next = batches[i + 1];
    const deleted = firstBetween(
      all,
      first.committed.index,
      next?.started.index ?? END,
      (e) => e.text === 'commit' && e.params.process === 'relay',
    );
    const stop = firstBetween(
      all,
      first.committed.index,
      deleted?.index ?? next?.started.index ?? END,
      is('relay', 'crashed', 'failed'),
    );
    if (!stop || !next) continue;
    const counted: CauseLink = link('batchCounted', first.committed, { user, cutoff: formatOffset(first.cutoffMs) });
    const again = link('batchCountedAgain', next.aggregated, { user, cutoff: formatOffset(next.cutoffMs) });
    return {
      order: user,
      finding: 'countedTwice',
      links: chain(counted, stopLink(stop, { crashed: 'aggregatorCrashed', failed: 'aggregatorFailed' }), again),
    };
  }
  return null;
}

/** The chains behind each user the accumulation verdict found counted twice. */
export function batchCauses(all: readonly OrderEntry[], evidence: readonly Row[]): Cause[] {
  const duplicated = evidence.filter((row) => row.outcome === 'duplicated').map((row) => String(row.order_id));
  if (!duplicated.length) return [];
  const batches = batchesIn(all);
  return duplicated.map((user) => countedTwice(user, all, batches)).filter((c): c is Cause => c !== null);
}

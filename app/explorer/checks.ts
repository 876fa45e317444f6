// Invariants checked after every step of an explored run. Both ask SQLite, through real connections.
import { readRowImage } from '../engine/runtime/pre-image';
import { ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS } from '../engine/runtime/schema';
import { dbOf, type DbId } from '../engine/types';
import type { World } from '../engine/runtime/world';

/**
 * No independent connection may read an uncommitted write: for every row a process changed in its open
 * transaction, the independent connection must still read the row as it was before the transaction.
 */
export function isolationViolations(world: World): string[] {
  const found: string[] = [];
  for (const id of world.processIds) {
    const p = world.procs[id];
    if (!p.inTx) continue;
    const reader = world.files.independent[dbOf(id)];
    for (const [entry, before] of p.txWrites) {
      const [table, key] = entry.split('\u0000');
      if (readRowImage(reader, table, world.keyOf(table), key) !== before)
        found.push(`independent connection reads ${id}'s uncommitted write to ${table} ${key}`);
    }
  }
  return found;
}

/** Per world, each file's change count at its last check. */
const checkedAt = new WeakMap<World, Record<DbId, number>>();

/**
 * PRAGMA integrity_check on both files, read through the independent connections. A file that has not changed since
 * the world's last check of it gives the same answer, so that check is not repeated: a step that commits on the
 * order service's file leaves the warehouse's unread.
 */
export function integrityViolations(world: World): string[] {
  let checked = checkedAt.get(world);
  if (!checked) checkedAt.set(world, (checked = { order: -1, warehouse: -1 }));
  const found: string[] = [];
  for (const [db, alias] of [
    ['order', ORDER_DB_ALIAS],
    ['warehouse', WAREHOUSE_DB_ALIAS],
  ] as const) {
    if (checked[db] === world.changes[db]) continue;
    checked[db] = world.changes[db];
    const rows = world.files.independent[db].query(`PRAGMA ${alias}.integrity_check`);
    const text = rows.map((r) => String(Object.values(r)[0])).join('; ');
    if (text !== 'ok') found.push(`integrity_check on the ${db} DB: ${text}`);
  }
  return found;
}

/**
 * The world's files stand as they stood at a moment already checked (a checkpoint of a checked run, replayed along
 * that run's own moves): their integrity_check would say what it said there, so the next check starts from here.
 */
export function markChecked(world: World): void {
  checkedAt.set(world, { ...world.changes });
}

export function stepViolations(world: World): string[] {
  return [...isolationViolations(world), ...integrityViolations(world)];
}

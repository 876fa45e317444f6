// Which actions are possible now, and why the others are not. Computed once per world state into plain data
// (cached with the snapshot), then every question — a machine guard, a disabled button, a replayed link —
// is a lookup in that table. One source of truth for "can I do this now?"; each action's rules are its spec.
import type { ActionBlockers } from './action-spec';
import { offeredActions, specOf, type LabAction } from './registry';
import { MAX_LOG_ACTIONS } from '../runtime/log-limit';
import { PROCESSES, type ProcessId } from '../types';
import type { World } from '../runtime/world';
import { WorldFacts, type Blocker } from '../runtime/world-facts';

/** Why `action` cannot happen now, computing only what that one action needs (a replay asks this per action). */
export function blockerNow(world: World, action: LabAction, facts = new WorldFacts(world)): Blocker | null {
  const spec = specOf(action);
  if (!spec) return 'invalidLine';
  if (logFull(world)) return 'logFull';
  return spec.shape(action) ?? spec.blocker(world, action, facts);
}

/** The log holds as many actions as a link can replay: every further action is refused (the cursor counts them). */
function logFull(world: World): boolean {
  return world.cursor.action >= MAX_LOG_ACTIONS;
}

export function computeBlockers(world: World, facts = new WorldFacts(world)): ActionBlockers {
  const actions: Record<string, Blocker | null> = {};
  for (const { spec, action } of offeredActions()) actions[spec.encode(action)] = blockerNow(world, action, facts);
  const lines = Object.fromEntries(PROCESSES.map((id) => [id, world.programs[id]?.lines.length ?? 0])) as Record<
    ProcessId,
    number
  >;
  return { actions, lines, full: logFull(world) };
}

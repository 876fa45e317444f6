// The single door through which learner actions reach a world. It refuses what the blocker table refuses,
// so a world can never be driven into a state the lab would not allow.
import { specOf, type LabAction } from './registry';
import { blockerNow } from './blockers';
import type { World } from '../runtime/world';
import { WorldFacts, type Blocker } from '../runtime/world-facts';

/** Applies `action` if it is possible now; otherwise changes nothing and returns why not. */
export function applyAction(world: World, action: LabAction): Blocker | null {
  const facts = new WorldFacts(world);
  const blocker = blockerNow(world, action, facts);
  if (blocker !== null) return blocker;
  specOf(action)!.apply(world, action, facts);
  return null;
}

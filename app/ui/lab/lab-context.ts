// The running actor, handed to components through context; they read it with useSelector and narrow selectors.
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { LabSnapshot } from '../../engine/snapshot';
import { snapshotOf } from '../../machine/lab-machine';
import type { LabActor } from '../../machine/lab-actor';

export const LabActorContext = createContext<LabActor | null>(null);

export function useLabActor(): LabActor {
  const actor = useContext(LabActorContext);
  if (!actor) throw new Error('useLabActor outside the lab');
  return actor;
}

/**
 * Selects from the world's snapshot. Snapshots are cached per action log, so an unchanged log gives the
 * same object and components whose slice did not change do not re-render.
 */
export function useWorld<T>(select: (snapshot: LabSnapshot) => T): T {
  return useSelector(useLabActor(), (s) => select(snapshotOf(s.context)));
}

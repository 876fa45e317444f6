// The roles the lab's design runs several of, for naming their instances ("Relay 1"): a stable array per set, so
// a component re-renders only when the design changes.
import { useMemo } from 'react';
import type { ProcessRole } from '../../engine/types';
import { useWorld } from './lab-context';
import { numberedRoles } from '../shared/process-names';

export function useNumbered(): readonly ProcessRole[] {
  const joined = useWorld((s) => numberedRoles(s.processes).join());
  return useMemo(() => (joined ? (joined.split(',') as ProcessRole[]) : []), [joined]);
}

// The timeline's lanes for the lab's design (timeline-layout.ts diagramLanes): a stable array per design, shared by
// the diagram and its "As table" view.
import { useMemo } from 'react';
import type { Lane } from '../../../engine/types';
import { useWorld } from '../lab-context';
import { diagramLanes } from './timeline-layout';

export function useLanes(): readonly Lane[] {
  const key = useWorld((s) => diagramLanes(s.processes).join());
  return useMemo(() => key.split(',') as Lane[], [key]);
}

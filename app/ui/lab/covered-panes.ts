// Panes a lesson keeps covered: while its lab shows exactly the state a prediction asks about and the learner has
// not answered it yet, the pane that holds the answer is covered, so the lab never answers a question first.
import { createContext, useContext } from 'react';
import type { DbId } from '../../engine/types';

export type CoveredPane =
  | { kind: 'table'; db: DbId; table: string; connection: 'owner' | 'independent' }
  | { kind: 'verdict' }
  | { kind: 'responses' }
  | { kind: 'ops' };

export const CoveredPanesContext = createContext<readonly CoveredPane[]>([]);

export function useCovered(): readonly CoveredPane[] {
  return useContext(CoveredPanesContext);
}

export const tableCovered = (
  covered: readonly CoveredPane[],
  db: DbId,
  table: string,
  connection: 'owner' | 'independent',
) => covered.some((c) => c.kind === 'table' && c.db === db && c.table === table && c.connection === connection);

// Clean up: the retention job deletes published rows older than a window (`k:p:<seconds>`), or — shown for
// what it is — deletes the pending rows (`k:x`), which loses their events. Both are the operator's buttons, in
// the Operations region; neither is drawn by the fault search.
import { hasOutbox, keepsOutbox } from '../runtime/outage';
import {
  cleanUpPublished,
  CLEANUP_PUBLISHED_SQL,
  DELETE_PENDING_SQL,
  deletePending,
  isRetentionWindow,
  PENDING_ROWS_SQL,
  RETENTION_WINDOW,
} from '../runtime/retention';
import { defineAction } from './action-spec';

export interface CleanupAction {
  type: 'cleanup';
  target: 'published' | 'pending';
  /** For `published`: how many seconds a published row is kept. */
  window?: number;
}

const offered: CleanupAction[] = [
  { type: 'cleanup', target: 'published', window: RETENTION_WINDOW.offered },
  { type: 'cleanup', target: 'pending' },
];

export const cleanupSpec = defineAction<CleanupAction, 'CLEANUP'>({
  type: 'cleanup',
  event: 'CLEANUP',
  group: 'ops',
  control: 'retention-form',
  fault: false,
  prerequisite: false,
  offered,
  shape: (a) => {
    if (a.target === 'pending') return a.window === undefined ? null : 'invalidLine';
    return a.target === 'published' && isRetentionWindow(a.window) ? null : 'invalidLine';
  },
  blocker: (world) => {
    if (!hasOutbox(world) || !world.inDesign('relay')) return 'notInDesign';
    return world.procs.relay.status === 'crashed' ? 'crashed' : null;
  },
  apply: (world, a) => (a.target === 'published' ? cleanUpPublished(world, a.window!) : deletePending(world)),
  statements: (design) => (keepsOutbox(design) ? [CLEANUP_PUBLISHED_SQL, PENDING_ROWS_SQL, DELETE_PENDING_SQL] : []),
  // Whether the job may run does not depend on its window: any window reads the offered one's entry.
  lookupToken: (a) => (a.target === 'pending' ? 'k:x' : `k:p:${RETENTION_WINDOW.offered}`),
  encode: (a) => (a.target === 'pending' ? 'k:x' : `k:p:${a.window}`),
  decode: (token) => {
    if (token === 'k:x') return { type: 'cleanup', target: 'pending' };
    const m = /^k:p:([1-9][0-9]{0,6})$/.exec(token);
    return m && isRetentionWindow(Number(m[1])) ? { type: 'cleanup', target: 'published', window: Number(m[1]) } : null;
  },
  label: (a) => ({ key: a.target === 'pending' ? 'ops.deletePending' : 'ops.cleanUp' }),
  key: (a) => (a.target === 'pending' ? 'Shift+K' : 'k'),
  search: [],
});

// The machine's events: one per learner action (named by the action specs), plus navigation.
import type { ActionEvent, LabAction } from '../engine/actions/registry';
import type { DesignId, DesignOptions } from '../engine/types';

export type NavigationEvent =
  | { type: 'BACK' }
  | { type: 'FORWARD' }
  | { type: 'RESET' }
  /**
   * Show the lab right after the action at `action` of the whole log (past and undone), or after `move` of that "Run to
   * end".
   */
  | { type: 'JUMP'; action: number; move?: number }
  /** The scrubber: show the lab after the first `at` actions of the current log, or of kept branch `branch`. */
  | { type: 'SEEK'; at: number; branch?: number }
  | { type: 'SET_DESIGN'; design: DesignId }
  /** The relay's settings changed: the same actions replayed under them (the run before waits under Back). */
  | { type: 'SET_OPTIONS'; options: DesignOptions }
  /** `at`: how many of `actions` to show applied; the rest wait under Forward (a link's position). */
  | { type: 'LOAD'; design: DesignId; actions: LabAction[]; options?: DesignOptions; at?: number };

export type LabEvent = ActionEvent | NavigationEvent;

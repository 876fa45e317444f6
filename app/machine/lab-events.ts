// The machine's events: one per learner action (named by the action specs), plus navigation.
import type { ActionEvent, LabAction } from '../engine/actions/registry';
import type { DesignId, DesignOptions } from '../engine/types';

export type NavigationEvent =
  | { type: 'BACK' }
  | { type: 'FORWARD' }
  | { type: 'RESET' }
  | { type: 'SET_DESIGN'; design: DesignId }
  | { type: 'LOAD'; design: DesignId; actions: LabAction[]; options?: DesignOptions };

export type LabEvent = ActionEvent | NavigationEvent;

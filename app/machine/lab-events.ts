// The machine's events: one per learner action, plus navigation (back, forward, reset, design, load).
import type { ArmedFault, DesignId, LabAction, MessageKind, ProcessId } from '../engine/types';

export type LabEvent =
  | { type: 'SUBMIT'; orderId: string; quantity: number }
  | { type: 'STEP'; process?: ProcessId }
  | { type: 'CRASH' | 'FAIL' | 'RESTART'; process: ProcessId }
  | { type: 'DROP'; message: MessageKind }
  | { type: 'ARM'; fault: ArmedFault }
  | { type: 'ADVANCE_CLOCK' }
  | { type: 'RUN_TO_END' }
  | { type: 'BACK' }
  | { type: 'FORWARD' }
  | { type: 'RESET' }
  | { type: 'SET_DESIGN'; design: DesignId }
  | { type: 'LOAD'; design: DesignId; actions: LabAction[] };

export type WorldEvent = Extract<LabEvent, { type: 'SUBMIT' | 'STEP' | 'CRASH' | 'FAIL' | 'RESTART' | 'DROP' | 'ARM' | 'ADVANCE_CLOCK' | 'RUN_TO_END' }>;

/** The engine action a world-changing event appends to the log. */
export function toAction(event: WorldEvent): LabAction {
  switch (event.type) {
    case 'SUBMIT':
      return { type: 'submit', orderId: event.orderId, quantity: event.quantity };
    case 'STEP':
      return event.process ? { type: 'step', process: event.process } : { type: 'step' };
    case 'CRASH':
      return { type: 'crash', process: event.process };
    case 'FAIL':
      return { type: 'fail', process: event.process };
    case 'RESTART':
      return { type: 'restart', process: event.process };
    case 'DROP':
      return { type: 'drop', message: event.message };
    case 'ARM':
      return { type: 'arm', fault: event.fault };
    case 'ADVANCE_CLOCK':
      return { type: 'advance' };
    case 'RUN_TO_END':
      return { type: 'run' };
  }
}

// Advance clock: jump virtual time to the next timer (an ACK timeout, a back-off coming due).
import { defineAction } from './action-spec';

export interface AdvanceAction {
  type: 'advance';
}

export const advanceSpec = defineAction<AdvanceAction, 'ADVANCE_CLOCK'>({
  type: 'advance',
  event: 'ADVANCE_CLOCK',
  group: 'network',
  control: 'button',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'advance' }],
  shape: () => null,
  blocker: (_world, _a, facts) => (facts.timer === null ? 'noTimer' : null),
  apply: (world, _a, facts) => world.advanceTo(facts.timer!),
  encode: () => 't',
  decode: (token) => (token === 't' ? { type: 'advance' } : null),
  label: () => ({ key: 'controls.advanceClock' }),
  key: () => 't',
  search: [{ weight: 3, actions: [{ type: 'advance' }] }],
});

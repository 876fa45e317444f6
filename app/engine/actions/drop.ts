// Drop request / Drop ACK: lose the message of that kind in flight, or the next one sent.
import { drop } from '../runtime/faults';
import type { MessageKind } from '../types';
import { defineAction } from './action-spec';

export interface DropAction {
  type: 'drop';
  message: MessageKind;
}

const offered: DropAction[] = [
  { type: 'drop', message: 'request' },
  { type: 'drop', message: 'ack' },
];

export const dropSpec = defineAction<DropAction, 'DROP'>({
  type: 'drop',
  event: 'DROP',
  group: 'network',
  control: 'button',
  fault: true,
  prerequisite: true,
  offered,
  shape: (a) => (a.message === 'request' || a.message === 'ack' ? null : 'invalidLine'),
  blocker: (_world, _a, facts) => (facts.ended ? 'runEnded' : null),
  apply: (world, a) => drop(world, a.message),
  encode: (a) => (a.message === 'request' ? 'd:q' : 'd:a'),
  decode: (token) => (token === 'd:q' ? offered[0] : token === 'd:a' ? offered[1] : null),
  label: (a) => ({ key: a.message === 'request' ? 'controls.dropRequest' : 'controls.dropAck' }),
  key: (a) => (a.message === 'request' ? 'q' : 'a'),
  search: [{ weight: 3, actions: offered }],
});

// @ui-public: the actions the controls offer, their blockers and the machine's events
// Every learner action, in the order the controls show them. The action type, the machine's events, the
// blocker table, links and the fault search are all derived from this one list.
import type { Blocker } from '../runtime/world-facts';
import type { ActionBlockers, ActionSpec } from './action-spec';
import { advanceSpec } from './advance';
import { armSpec } from './arm';
import { dropSpec } from './drop';
import { outageSpec } from './outage';
import { waitSpec } from './wait';
import { cleanupSpec } from './cleanup';
import { loadSpec } from './load';
import { crashSpec, failSpec, restartSpec } from './process-actions';
import { runSpec } from './run';
import { stepSpec } from './step';
import { submitSpec } from './submit';
import { amendSpec } from './amend';
import { requeueSpec } from './requeue';

export const ACTION_SPECS = [
  submitSpec,
  amendSpec,
  stepSpec,
  runSpec,
  crashSpec,
  failSpec,
  restartSpec,
  dropSpec,
  outageSpec,
  advanceSpec,
  waitSpec,
  cleanupSpec,
  requeueSpec,
  loadSpec,
  armSpec,
] as const;

type AnySpec = (typeof ACTION_SPECS)[number];
type ActionOf<S> = S extends ActionSpec<infer A, string> ? A : never;
type EventOf<S> = S extends ActionSpec<infer A, infer E> ? Omit<A, 'type'> & { type: E } : never;

/** Everything a learner (or a test, or a link) can do to the world. The log of these is the lab's state. */
export type LabAction = ActionOf<AnySpec>;
/** The machine event of each action: the action's fields under the spec's event name. */
export type ActionEvent = EventOf<AnySpec>;
export type ActionEventType = ActionEvent['type'];

// The specs as one type that accepts any action; each spec only ever sees its own type (looked up by it).
type LooseSpec = ActionSpec<LabAction, string>;
const byType = new Map<string, LooseSpec>(ACTION_SPECS.map((s) => [s.type, s as unknown as LooseSpec]));
const byEvent = new Map<string, LooseSpec>(ACTION_SPECS.map((s) => [s.event, s as unknown as LooseSpec]));

export function specOf(action: { type: string }): LooseSpec | undefined {
  return byType.get(action.type);
}

export const ACTION_EVENT_TYPES: readonly ActionEventType[] = ACTION_SPECS.map((s) => s.event);

export function isActionEvent(event: { type: string }): event is ActionEvent {
  return byEvent.has(event.type);
}

/** The action an event appends to the log: the event's fields under the spec's action type. */
export function toAction(event: ActionEvent): LabAction {
  const spec = byEvent.get(event.type)!;
  const fields = Object.fromEntries(Object.entries(event).filter(([k, v]) => k !== 'type' && v !== undefined));
  return { ...fields, type: spec.type } as LabAction;
}

export function toEvent(action: LabAction): ActionEvent {
  return { ...action, type: specOf(action)!.event } as ActionEvent;
}

export function encodeAction(action: LabAction): string {
  return specOf(action)!.encode(action);
}

/** The action a link token names, or null: every spec's decoder is an allowlist. */
export function decodeAction(token: string): LabAction | null {
  for (const spec of byType.values()) {
    const action = spec.decode(token);
    if (action) return action;
  }
  return null;
}

export function isFault(action: LabAction): boolean {
  return specOf(action)?.fault ?? false;
}

/** The actions of one type the controls offer (for a form-filled action: its example). */
export function offeredOf<T extends LabAction['type']>(type: T): Extract<LabAction, { type: T }>[] {
  return (byType.get(type)?.offered ?? []) as Extract<LabAction, { type: T }>[];
}

const OFFERED: readonly { spec: LooseSpec; action: LabAction }[] = [...byType.values()].flatMap((spec) =>
  spec.offered.map((action) => ({ spec, action })),
);

/** Every action the controls offer, in order, with its spec. Built once: the blocker table reads it per snapshot. */
export function offeredActions(): readonly { spec: LooseSpec; action: LabAction }[] {
  return OFFERED;
}

/**
 * Looks an action up in a state's blocker table. An action the table does not list is refused, never assumed possible.
 */
export function blockerIn(table: ActionBlockers, action: LabAction): Blocker | null {
  const spec = specOf(action);
  if (!spec) return 'invalidLine';
  if (table.full) return 'logFull';
  const shape = spec.shape(action);
  if (shape) return shape;
  if (spec.lookup) return spec.lookup(table, action);
  const token = spec.lookupToken?.(action) ?? spec.encode(action);
  return token in table.actions ? table.actions[token] : 'invalidLine';
}

// A process's name on the page. A design that runs one of a role names it by its role ("Relay"); one that runs
// several numbers each ("Relay 1", "Relay 2"), on its card, its controls, its lane and in every sentence the lab
// writes about it. Without the design at hand a further instance still reads right ("Relay 2"), from its own key.
import type { TFunction } from '../i18n/translator';
import {
  instanceId,
  instanceNo,
  isProcess,
  roleOf,
  type Lane,
  type ProcessId,
  type ProcessRole,
} from '../../engine/types';

/**
 * Which word a sentence wants: a card's or lane's title, the name inside a label ("Crash relay 1"), or a lane's
 * head in the diagram (with its break points).
 */
export type NameForm = 'process' | 'processInLabel' | 'lane' | 'timelineDiagram.laneHead';

type Presence = Readonly<Record<ProcessId, { inDesign: boolean }>>;

/** The roles the shown design runs more than one of. */
export function numberedRoles(processes: Presence): ProcessRole[] {
  return (['order', 'relay'] as const).filter((role) => processes[instanceId(role, 2)]?.inDesign);
}

export function processName(
  t: TFunction | ((key: string, options?: Record<string, unknown>) => string),
  id: ProcessId,
  numbered: readonly ProcessRole[],
  form: NameForm = 'process',
): string {
  const role = roleOf(id);
  if (!numbered.includes(role)) return t(`${form}.${id}`);
  return t('processNumbered', { name: t(`${form}.${role}`), n: instanceNo(id) });
}

/** A lane's name: a process's as above, any other lane's (client, the databases, the network) as it is. */
export function laneName(
  t: TFunction | ((key: string, options?: Record<string, unknown>) => string),
  lane: Lane,
  numbered: readonly ProcessRole[],
  form: 'lane' | 'timelineDiagram.laneHead' = 'lane',
): string {
  return isProcess(lane) ? processName(t, lane, numbered, form) : t(`${form}.${lane}`);
}

// A world's memory apart from its database files: what a checkpoint keeps (replay/checkpoint-store.ts) and gives
// back on a restore, alongside the files' saved rows. Kept here so world.ts stays the API program lines call.
import type { ArmedFault, ProcessId, SupervisorMove, TimelineEntry } from '../types';
import type { NetworkState } from './network';
import type { Outage } from './outage-window';
import type { ClientRequest, ProcessState } from './process-state';
import type { VanishedRow, World } from './world';

/**
 * Everything a world holds outside its database files, as plain data, at a moment when no transaction is open.
 * Timeline entries and run moves are never changed once written, so the lists are shared with the world and
 * kept by length: a checkpoint costs the same however long the session before it was.
 */
export interface WorldMemory {
  now: number;
  timeline: readonly TimelineEntry[];
  timelineLength: number;
  lastRun: readonly SupervisorMove[];
  lastRunLength: number;
  network: NetworkState;
  requests: ClientRequest[];
  armedFaults: ArmedFault[];
  outage: Outage | null;
  /** Each process's memory, its connection left out (null). */
  procs: Record<ProcessId, ProcessState>;
  vanished: VanishedRow[];
  requestNo: number;
  eventNo: number;
}

/** The world's memory, or null while a transaction is open (its uncommitted rows live only in a connection). */
export function saveMemory(world: World): WorldMemory | null {
  if (world.processIds.some((id) => world.procs[id].inTx)) return null;
  // Without its connection: that belongs to the live process, and a restore gives it one of its own.
  const procs = Object.fromEntries(
    world.processIds.map((id) => [id, { ...world.procs[id], conn: null, txWrites: new Map(world.procs[id].txWrites) }]),
  ) as WorldMemory['procs'];
  return {
    now: world.now,
    timeline: world.timeline,
    timelineLength: world.timeline.length,
    lastRun: world.lastRun,
    lastRunLength: world.lastRun.length,
    network: world.network.save(),
    requests: [...world.requests],
    armedFaults: world.armedFaults.map((f) => ({ ...f })),
    outage: world.outage && { ...world.outage },
    procs,
    vanished: [...world.vanished],
    requestNo: world.requestNo,
    eventNo: world.eventNo,
  };
}

/**
 * Takes on a saved memory. The caller has already given the files their saved rows; here each process gets a
 * connection if it was up, or loses its own if it had crashed.
 */
export function loadMemory(world: World, memory: WorldMemory): void {
  world.now = memory.now;
  world.timeline = memory.timeline.slice(0, memory.timelineLength);
  world.lastRun = memory.lastRun.slice(0, memory.lastRunLength);
  world.network.load(memory.network);
  world.requests.splice(0, world.requests.length, ...memory.requests);
  world.armedFaults.splice(0, world.armedFaults.length, ...memory.armedFaults.map((f) => ({ ...f })));
  world.outage = memory.outage && { ...memory.outage };
  for (const id of world.processIds) {
    const { conn: current } = world.procs[id];
    const saved = memory.procs[id];
    const conn = saved.status === 'up' ? (current?.isOpen ? current : world.files.connectProcess(id)) : null;
    if (!conn && current?.isOpen) world.files.closeProcess(current);
    // A new object: whatever the process held since the checkpoint is gone with the old one.
    world.procs[id] = { ...saved, conn, txWrites: new Map(saved.txWrites) };
  }
  world.vanished = [...memory.vanished];
  world.requestNo = memory.requestNo;
  world.eventNo = memory.eventNo;
  // Files changed under every check: count it, so a check that skips unchanged files looks again.
  world.changed('order');
  world.changed('warehouse');
}

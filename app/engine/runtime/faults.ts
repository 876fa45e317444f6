// What can happen to a process or a message against its will: a crash (os._exit), a failure (an exception
// with `finally`), a restart, a lost message, and faults armed to strike later.
import { clearMemory, type ProcessState } from './process-state';
import { dbOf, type ArmedFault, type FaultKind, type MessageKind, type ProcessId } from '../types';
import type { World } from './world';

/** os._exit: no cleanup code runs. Closing the connection makes SQLite drop the open transaction. */
export function crash(world: World, id: ProcessId): void {
  const p = world.procs[id];
  world.log(id, 'crashed', { line: p.pc + 1 }, 'fault');
  const hadTx = p.inTx;
  world.captureVanishing(p, 'crash');
  world.changed(dbOf(id));
  if (p.conn) world.files.closeProcess(p.conn);
  p.conn = null;
  p.inTx = false;
  p.txWrites.clear();
  if (hadTx) world.log(world.dbLane(p), 'txVanished', { process: id }, 'rollback');
  if (p.request) world.log('client', 'noResponse', { request: p.request.no, order: p.request.orderId }, 'lost');
  for (const m of world.network.discardFor(id)) world.log('network', 'discarded', { message: m.id, to: id }, 'lost');
  p.status = 'crashed';
  clearMemory(p);
  p.pollFailedAt = undefined;
}

/**
 * An exception: `finally` rolls back, then the code's error path runs from its own line. `thrown` says the line
 * itself threw (a statement SQLite refused) rather than the process failing before it ran.
 */
export function failWith(world: World, p: ProcessState, error: string, thrown = false): void {
  world.log(p.id, thrown ? 'lineThrew' : 'failed', { line: p.pc + 1, error }, 'fault');
  if (p.inTx) world.rollback(p, 'finally');
  // The call it was waiting on is abandoned: a reply already on the wire has nobody to read it.
  const abandoned = p.awaiting?.messageId;
  if (abandoned)
    for (const m of world.network.discardFor(p.id, (m) => m.replyTo === abandoned))
      world.log('network', 'discarded', { message: m.id, to: p.id }, 'lost');
  const errorLine = world.programs[p.id].errorLine;
  const keep = { request: p.request, event: p.event, received: p.received };
  clearMemory(p);
  if (errorLine !== null) Object.assign(p, keep, { pc: errorLine, error });
}

export const INJECTED_FAILURE = 'injected failure';

export function strike(world: World, kind: FaultKind, id: ProcessId): void {
  if (kind === 'crash') crash(world, id);
  else failWith(world, world.procs[id], INJECTED_FAILURE);
}

export function restart(world: World, id: ProcessId): void {
  const p = world.procs[id];
  p.conn = world.files.connectProcess(id);
  p.status = 'up';
  clearMemory(p);
  world.log(id, 'restarted');
  world.idle(id);
}

/** Loses the message of `kind` in flight, or arms the loss of the next one. */
export function drop(world: World, kind: MessageKind): void {
  const dropped = world.network.drop(kind);
  // Written as a loss on the wire is written when it happens at sending: who sent it, to whom, which kind.
  if (dropped) {
    const text = dropped.kind === 'request' ? 'droppedRequest' : dropped.ok ? 'droppedAck' : 'droppedErrorReply';
    world.log(
      'network',
      text,
      { message: dropped.id, from: dropped.from, to: dropped.to, order: dropped.orderId },
      'lost',
    );
  } else world.log('network', kind === 'request' ? 'armedRequestDrop' : 'armedAckDrop', {}, 'fault');
}

export function arm(world: World, fault: ArmedFault): void {
  world.armedFaults.push(fault);
  world.log(fault.process, fault.kind === 'crash' ? 'armedCrash' : 'armedFail', { line: fault.line }, 'fault');
}

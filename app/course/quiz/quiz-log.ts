// Pieces the kinds of question share: logs written as link tokens (as lessons write them), the lab states a
// question starts from, and the faults a design has.
import type { LabAction } from '../../engine/actions/registry';
import type { Lab } from '../../engine/replay/lab';
import { parseLink } from '../../engine/replay/link-codec';
import { PROCESSES, type DesignId, type ProcessId } from '../../engine/types';
import type { MeasureValue } from '../lesson-spec';
import type { QuizText } from './quiz-types';

export const ORDER: LabAction = { type: 'submit', orderId: 'snack-7', quantity: 7 };
export const RUN: LabAction = { type: 'run' };
export const OUTCOMES: readonly MeasureValue[] = ['ok', 'lost', 'duplicated', 'phantom'];

/** A log in link tokens ("n:snack-7:7,s:o*7,e"), read by the links' own allowlist: a typo fails loudly. */
export function log(tokens: string): LabAction[] {
  const parsed = parseLink(new URLSearchParams({ log: tokens }).toString());
  if (!parsed.ok) throw new Error(`the quiz's log "${tokens}" cannot be read (${parsed.error})`);
  return parsed.link.actions;
}

/** The 1-based line of a process's program whose code is exactly `code` (its COMMIT), or null. */
export function lineOf(lab: Lab, design: DesignId, process: ProcessId, code: string): number | null {
  const index = lab.at(design, []).snapshot.processes[process].lines.indexOf(code);
  return index < 0 ? null : index + 1;
}

/** The actions that bring a fresh lab to "the order service is about to run line `line`", or null. */
export function untilOrderLine(lab: Lab, design: DesignId, line: number): LabAction[] | null {
  const actions: LabAction[] = [ORDER];
  for (let i = 0; i < 40; i += 1) {
    const { snapshot, rejected } = lab.at(design, actions);
    if (rejected) return null;
    if (snapshot.processes.order.pc + 1 === line && snapshot.processes.order.status === 'up') return actions;
    if (snapshot.blockers.actions.s !== null) return null;
    actions.push({ type: 'step' });
  }
  return null;
}

export function orderLines(lab: Lab, design: DesignId): { line: number; code: string }[] {
  const view = lab.at(design, []).snapshot.processes.order;
  // Every line before the error path (line 1 only waits for the request).
  return view.lines
    .map((code, i) => ({ line: i + 1, code }))
    .filter(({ line }) => line >= 2 && line - 1 !== view.errorLine);
}

export function hasProcess(lab: Lab, design: DesignId, process: ProcessId): boolean {
  return lab.at(design, []).snapshot.processes[process].inDesign;
}

/** The process every request goes to and every ACK comes from: without it a design sends no messages. */
export const RECEIVER: ProcessId = 'warehouse';

/**
 * Faults struck from the start of a run, only those the design has: a lost request or ACK where it runs the
 * process they travel to and from, or a process of its own (other than the order service, which the reads and
 * send-order questions strike) armed to crash before a line.
 */
export function faultTokens(lab: Lab, design: DesignId): { id: string; actions: LabAction[]; text: QuizText }[] {
  const snapshot = lab.at(design, []).snapshot;
  const out: { id: string; actions: LabAction[]; text: QuizText }[] = [];
  if (snapshot.processes[RECEIVER].inDesign) {
    out.push(
      {
        id: 'drop:request',
        actions: [{ type: 'drop', message: 'request' }],
        text: { key: 'fault.dropRequest', params: {} },
      },
      { id: 'drop:ack', actions: [{ type: 'drop', message: 'ack' }], text: { key: 'fault.dropAck', params: {} } },
    );
  }
  for (const process of PROCESSES.filter((p) => p !== 'order')) {
    const view = snapshot.processes[process];
    if (!view.inDesign) continue;
    view.lines.forEach((code, i) => {
      if (i === 0 || i === view.errorLine) return;
      out.push({
        id: `crash:${process}:${i + 1}`,
        actions: [{ type: 'arm', fault: { kind: 'crash', process, line: i + 1 } }],
        text: { key: 'fault.crash', params: { process, line: i + 1, code } },
      });
    });
  }
  return out;
}

// The lab test driver: one actor of the real machine over a real sql.js lab, with chainable steps and
// narrow readers. Unit, model and property tests all drive the lab through it, the way tldraw's TestEditor
// drives the editor.
import { createActor, type Actor } from 'xstate';
import { toEvent, type LabAction } from '../../app/engine/actions/registry';
import type { DesignRegistry } from '../../app/engine/designs/registry';
import { consoleQuery, type ConsoleResult, type ConsoleTarget } from '../../app/engine/console/console-query';
import { Lab } from '../../app/engine/replay/lab';
import type { LabSnapshot, TablePane } from '../../app/engine/snapshot';
import type { DbId, DesignId, DesignOptions, ProcessId } from '../../app/engine/types';
import type { LabEvent } from '../../app/machine/lab-events';
import { labMachine, snapshotOf, type Home, type LabContext } from '../../app/machine/lab-machine';
import { loadSql } from './sql-node';

let slotCounter = 0;

export class LabDriver {
  readonly actor: Actor<typeof labMachine>;

  private constructor(
    readonly lab: Lab,
    /** Whether the driver made its lab (and so disposes it); a lab handed to it belongs to the caller. */
    private readonly ownsLab: boolean,
    design: DesignId,
    actions: LabAction[],
    options?: DesignOptions,
    home?: Home,
  ) {
    this.actor = createActor(labMachine, { input: { lab, design, actions, options, home } }).start();
  }

  /**
   * A lab on its own files; `designs` lets a test run a design of its own, `options` switch design options on, `home`
   * is where Reset returns, as a lesson's lab has it. `lab`: an existing lab to drive instead (a walk that replays
   * many paths shares one, and with it the results the lab keeps); the caller disposes it.
   */
  static async create(
    design: DesignId,
    actions: LabAction[] = [],
    setup: { options?: DesignOptions; designs?: DesignRegistry; home?: Home; lab?: Lab } = {},
  ): Promise<LabDriver> {
    slotCounter += 1;
    return new LabDriver(
      setup.lab ?? new Lab(await loadSql(), { slot: `driver-${slotCounter}`, designs: setup.designs }),
      !setup.lab,
      design,
      actions,
      setup.options,
      setup.home,
    );
  }

  /** Sends an event the machine must accept; a refused event is a test failure, not a silent no-op. */
  send(event: LabEvent): this {
    const before = this.actor.getSnapshot();
    if (!before.can(event))
      throw new Error(`machine refused ${JSON.stringify(event)} in ${JSON.stringify(before.value)}`);
    this.actor.send(event);
    return this;
  }

  can(event: LabEvent): boolean {
    return this.actor.getSnapshot().can(event);
  }

  /** Any learner action, sent as the machine event its spec names. */
  act(action: LabAction): this {
    return this.send(toEvent(action));
  }

  submit(orderId: string, quantity: number): this {
    return this.act({ type: 'submit', orderId, quantity });
  }
  step(process?: ProcessId, times = 1): this {
    for (let i = 0; i < times; i += 1) this.act(process ? { type: 'step', process } : { type: 'step' });
    return this;
  }
  /** Steps `process` until its next line is `line` (1-based). */
  stepTo(process: ProcessId, line: number): this {
    for (let guard = 0; this.snapshot.processes[process].pc + 1 !== line; guard += 1) {
      if (guard > 50) throw new Error(`${process} never reached line ${line}`);
      this.step(process);
    }
    return this;
  }
  /** Steps `process` for as long as it can move (the order service: until it has answered every request). */
  settle(process: ProcessId): this {
    for (let guard = 0; this.can({ type: 'STEP', process }); guard += 1) {
      if (guard > 50) throw new Error(`${process} never came to rest`);
      this.step(process);
    }
    return this;
  }
  crash(process: ProcessId): this {
    return this.act({ type: 'crash', process });
  }
  fail(process: ProcessId): this {
    return this.act({ type: 'fail', process });
  }
  restart(process: ProcessId): this {
    return this.act({ type: 'restart', process });
  }
  arm(kind: 'crash' | 'fail', process: ProcessId, line: number): this {
    return this.act({ type: 'arm', fault: { kind, process, line } });
  }
  dropRequest(): this {
    return this.act({ type: 'drop', message: 'request' });
  }
  dropAck(): this {
    return this.act({ type: 'drop', message: 'ack' });
  }
  /** Switches a warehouse outage on for `minutes`, or off with `'over'`. */
  outage(mode: 'unreachable' | 'erroring' | 'rejecting' | 'over', minutes = 5): this {
    return this.act(mode === 'over' ? { type: 'outage', mode } : { type: 'outage', mode, minutes });
  }
  advanceClock(): this {
    return this.act({ type: 'advance' });
  }
  runToEnd(): this {
    return this.act({ type: 'run' });
  }
  back(): this {
    return this.send({ type: 'BACK' });
  }
  forward(): this {
    return this.send({ type: 'FORWARD' });
  }

  /** The SQL console's question, asked of the world at the current position (not an action: nothing is logged). */
  ask(target: ConsoleTarget, text: string): ConsoleResult | null {
    const { design, actions, options } = this.context;
    return this.lab.inspect(design, actions, options, (world) => consoleQuery(world, target, text));
  }

  get snapshot(): LabSnapshot {
    return snapshotOf(this.actor.getSnapshot().context);
  }
  /** The machine's whole context: what is under Forward, the runs of designs left behind. */
  get context(): LabContext {
    return this.actor.getSnapshot().context;
  }

  get actions(): LabAction[] {
    return this.actor.getSnapshot().context.actions;
  }
  get value() {
    return this.actor.getSnapshot().value;
  }

  pane(db: DbId, table: string): TablePane {
    const pane = this.snapshot.tables[db].find((p) => p.table === table);
    if (!pane) throw new Error(`no ${table} pane in ${db}`);
    return pane;
  }
  /** Rows the independent connection reads; -1 when the table does not exist in this design. */
  independentCount(db: DbId, table: string): number {
    return this.snapshot.tables[db].find((p) => p.table === table)?.independent.rows?.length ?? -1;
  }
  ownerCount(db: DbId, table: string): number | null {
    return this.pane(db, table).owner.rows?.length ?? null;
  }
  prepared(orderId: string): number {
    const row = this.pane('warehouse', 'stock').independent.rows!.find((r) => r.order_id === orderId);
    return row ? Number(row.prepared) : 0;
  }
  get outcome() {
    return this.snapshot.verdict?.outcome ?? null;
  }
  texts(lane?: string): string[] {
    return this.snapshot.timeline.filter((e) => !lane || e.lane === lane).map((e) => e.text);
  }

  dispose(): void {
    this.actor.stop();
    if (this.ownsLab) this.lab.dispose();
  }
}

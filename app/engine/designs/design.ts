// What a design is: its tables, its programs, the work it keeps in the databases for later, and what the
// explorer should find under each single fault. A design is a value; the engine reads nothing else about it.
import type { BindParams } from 'sql.js';
import type { OpsSource } from '../runtime/ops-source';
import type { Program } from '../programs/program';
import type { Table } from './table';
import type { DbId, DesignId, DesignOptions, Outcome, ProcessId, ProcessRole, Row } from '../types';

/** Reads through a database's independent connection: what "pending" means is what others can see. */
export type Reader = (db: DbId, sql: string, params?: BindParams) => Row[];

/** Work a design keeps in its databases to be done later (an outbox row): the run is not at rest while any waits. */
export interface PendingWork {
  /**
   * Every statement the functions below hand SQLite: the lab's own questions about the work (the scheduler's, not
   * the design's programs'), declared so a test can tell them from a statement nobody declares.
   */
  readonly sql: readonly string[];
  /** How many items wait, due or not. */
  count(read: Reader): number;
  /** The earliest virtual time after `now` at which a waiting item becomes due, or null. */
  nextDue(read: Reader, now: number): number | null;
  /** Items given up on (parked as `failed`): lost by decision, for an operator to see. */
  parked(read: Reader): number;
}

/**
 * A single fault as the explorer names it: `crash:<process>:<line>`, `fail:<process>:<line>` (before that
 * 1-based line) or `drop:request` / `drop:ack` (a message in flight).
 */
export type FaultId = `${'crash' | 'fail'}:${ProcessId}:${number}` | `drop:${'request' | 'ack'}`;

export interface Expectations {
  /** The outcome of every single-fault run not listed in `faults` (and of a run with no fault). */
  otherwise: Outcome;
  faults: Readonly<Partial<Record<FaultId, Outcome>>>;
  /**
   * The fault points (`relay2:3`, `net:ack`) no run of the default schedule reaches, so the explorer offers no fault
   * there: named here, with why, rather than skipped by a test that lists designs.
   */
  unreached?: readonly string[];
}

export interface DesignTexts {
  readonly name: string;
  readonly summary: string;
}

export interface Design {
  readonly id: DesignId;
  /** Its tables in both files, in pane order (table.ts): the schema, the keys and the panes all come from these. */
  readonly tables: readonly Table[];
  /** Its name and one-line summary in each language, merged into the page's texts at start (`designs.<id>.…`). */
  readonly texts: Readonly<Record<'en' | 'ja', DesignTexts>>;
  /**
   * Each role's numbered lines, which every instance of the role runs; a role the design does not run gets
   * EMPTY_PROGRAM.
   */
  programs(options: DesignOptions): Record<ProcessRole, Program>;
  /**
   * How many instances of each role it runs, when more than one (`{ relay: 2 }`: two relays, each with its own
   * connection, program pointer and lane, ids `relay` and `relay#2`). The world runs what this declares.
   */
  readonly processes?: Readonly<Partial<Record<ProcessRole, number>>>;
  readonly pending: PendingWork | null;
  /**
   * The verdict's evidence, when the design's effect is not "the warehouse prepared each order": SQL on the
   * auditor connection giving rows of (order_id, quantity, prepared) — what was asked against what took effect —
   * counted per order or per user. A row may carry its own `outcome` when comparing the two numbers cannot
   * tell which way it went wrong (a lost amendment that lowered a quantity leaves more prepared, not less).
   */
  readonly evidence?: { readonly sql: string; readonly per: 'order' | 'user' };
  /** What an operator watches of `pending` (region "Operations"); absent for a design that keeps no work for later. */
  readonly ops?: OpsSource;
  /** The order service also takes amendments (a new quantity at an expected version): the versioned design. */
  readonly amends?: boolean;
  /** Not read by the engine: tests hold the explorer's verdicts to these. */
  readonly expected: Expectations;
}

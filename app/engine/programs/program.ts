// A process's program: numbered lines the learner steps through. Each line is real code against the
// process's own connection; the text shown in the program pane is the statement that line runs.
import type { BindParams } from 'sql.js';
import type { Message } from '../runtime/network';
import type { ClientRequest, ProcessState } from '../runtime/process-state';
import type { RespondKind, TimelineKind, TimelineParams } from '../timeline-kinds';
import type { Lane, LogArgs, Params, ProcessId, Row } from '../types';

/** What the world offers a running line. Implemented by World; declared here so programs stay pure. */
export interface LineApi {
  readonly now: number;
  log<K extends TimelineKind>(lane: Lane, text: K, ...args: LogArgs<K>): void;
  query(p: ProcessState, sql: string, params?: BindParams): Row[];
  run(p: ProcessState, sql: string, params?: BindParams): number;
  /** Call before writing a row inside a transaction: remembers what others should still read. */
  recordWrite(p: ProcessState, table: string, key: string): void;
  begin(p: ProcessState, immediate?: boolean): void;
  /** Another process whose open transaction holds the write lock on `p`'s database, if any. */
  writeLockHolder(p: ProcessState): ProcessId | undefined;
  commit(p: ProcessState): void;
  rollback(p: ProcessState, why: 'finally' | 'nothingToWrite'): void;
  hasRequest(): boolean;
  takeRequest(): ClientRequest | undefined;
  respond<K extends RespondKind>(
    request: ClientRequest,
    text: K,
    params: Omit<TimelineParams<K>, 'request'> & Params,
  ): void;
  send(p: ProcessState, draft: Omit<Message, 'id' | 'from' | 'sentAt'>): Message;
  hasMessage(p: ProcessState, match?: (m: Message) => boolean): boolean;
  takeMessage(p: ProcessState, match?: (m: Message) => boolean): Message | undefined;
  nextEventId(): string;
}

/**
 * Where a line goes next: the next line (undefined), another line of the same program (named by the line
 * itself, so no line number is written twice), the error path, or back to the top with memory cleared.
 */
export type Next = ProgramLine | 'error' | 'done' | undefined;

export interface ProgramLine {
  /** The code the program pane shows for this line. */
  code: string;
  /**
   * Every statement this line may hand SQLite, exactly as it passes it, down every path it can take: what
   * "Check queries" prepares against the schema before anything runs (seed 002's `sqlx prepare`). A test proves
   * the lists complete against every statement the explorer's runs execute.
   */
  sql?: readonly string[];
  run(p: ProcessState, api: LineApi): Next | void;
  /** False while the line can only wait (for a request, a message, an ACK or its timeout). */
  ready?(p: ProcessState, api: LineApi): boolean;
  /** Whether the default scheduler should pick the line; a poll that would find nothing is not worth it. */
  useful?(p: ProcessState, api: LineApi): boolean;
  /** The line takes its database's write lock (BEGIN IMMEDIATE): it waits while another process holds it. */
  writer?: boolean;
  /** A virtual time at which a waiting line becomes ready by itself. */
  timer?(p: ProcessState): number | undefined;
}

export interface Program {
  lines: readonly ProgramLine[];
  /** 0-based index of the error path, where an exception lands once `finally` has rolled back. */
  errorLine: number | null;
  /**
   * What the process does at its first line while nothing is due: when it starts and as virtual time passes
   * (the relay's loop goes round and beats). Never logged: it is the loop idling, not a step.
   */
  idle?: IdleLoop;
}

/** A program's loop going round while it waits, with the statements it hands SQLite (as a line declares its own). */
export interface IdleLoop {
  /** Every statement `run` may hand SQLite: "Check queries" prepares these with the lines' own. */
  sql: readonly string[];
  run(p: ProcessState, api: LineApi): void;
}

export const EMPTY_PROGRAM: Program = { lines: [], errorLine: null };

/** A program whose last line is its error path. */
export function program(lines: readonly ProgramLine[], errorPath: ProgramLine, idle?: IdleLoop): Program {
  return { lines: [...lines, errorPath], errorLine: lines.length, ...(idle ? { idle } : {}) };
}

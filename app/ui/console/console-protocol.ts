// Messages between the page and the SQL console's worker. Plain data only (structured clone).
import type { ConsoleResult } from '../../engine/console/console-query';
import type { QueryCheck } from '../../engine/console/query-check';
import type { CheckQuestion, ConsoleQuestion } from '../../machine/console-session';

export type ConsoleRequest = (ConsoleQuestion | CheckQuestion) & { id: number };

export type ConsoleReply =
  /** The world is rebuilt and the statement starts now: from here the time-out counts. */
  | { type: 'querying'; id: number }
  | { type: 'result'; id: number; result: ConsoleResult | QueryCheck | null }
  | { type: 'error'; id: number; message: string };

// Messages between the page and the SQL console's worker. Plain data only (structured clone).
import type { ConsoleResult } from '../../engine/console-query';
import type { ConsoleQuestion } from '../../machine/console-session';

export interface ConsoleRequest extends ConsoleQuestion {
  id: number;
}

export type ConsoleReply =
  /** The world is rebuilt and the statement starts now: from here the time-out counts. */
  { type: 'querying'; id: number } | { type: 'result'; id: number; result: ConsoleResult | null } | { type: 'error'; id: number; message: string };

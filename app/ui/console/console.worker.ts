// The SQL console's worker: its own sql.js and its own lab, which rebuilds the page's state from the action log
// (deterministic, so the same world) and asks the question there. The page's lab is never touched, and a
// statement that never ends is ended by terminating this worker.
import { createConsoleSession } from '../../machine/console-session';
import { loadSqlJs } from '../sql-loader';
import type { ConsoleReply, ConsoleRequest } from './console-protocol';

const sessionReady = loadSqlJs().then(createConsoleSession);
const reply = (message: ConsoleReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ConsoleRequest>) => {
  const { id, ...question } = event.data;
  try {
    const answer = await sessionReady;
    const result = answer(question, () => reply({ type: 'querying', id }));
    reply({ type: 'result', id, result });
  } catch (error) {
    reply({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
};

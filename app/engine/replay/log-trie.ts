// Every log the lab has been asked about, as a tree of prefixes: one node per distinct prefix, per design
// setup. A log is found by its array (logs are never mutated), or from a log met recently that shares its
// start, so finding the node of "the log plus one action" costs the same after ten actions or ten thousand.
// Replay results, checkpoints and how many moves a run made hang on the nodes.
import type { LabAction } from '../actions/registry';
import type { Checkpoint } from './checkpoint-store';
import type { ReplayResult } from './replay-result';

export interface LogNode {
  readonly parent: LogNode | null;
  readonly depth: number;
  /** The action that leads here from the parent (null at the root). */
  readonly action: LabAction | null;
  readonly children: Map<string, LogNode>;
  result?: ReplayResult;
  /** For a "Run to end" node: how many moves it made. */
  made?: number;
  /** The world right after this prefix. */
  checkpoint?: Checkpoint;
  /** Worlds part way through a run that follows this prefix, by how many of its moves were made. */
  runPoints?: Map<number, Checkpoint>;
}

/** JSON with every object's keys in order, so the order an action's fields were written in does not matter. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`;
}

/**
 * An action's key: its canonical JSON — an action decoded from a link and the same action built from a click
 * are one node, while an action the lab would refuse never shares a node with a valid one. Once per object.
 */
const texts = new WeakMap<LabAction, string>();
export function actionKey(action: LabAction): string {
  let text = texts.get(action);
  if (text === undefined) {
    text = canonical(action);
    texts.set(action, text);
  }
  return text;
}

/** How many of the positions just before `n` a hint's match is checked at by key, besides identity. */
const VERIFY = 8;

/** Logs met most recently: a new log is usually one of them plus or minus an action or two. */
const HINTS = 6;

export class LogTrie {
  readonly root: LogNode = { parent: null, depth: 0, action: null, children: new Map() };
  private readonly known = new WeakMap<readonly LabAction[], LogNode>();
  private hints: { log: readonly LabAction[]; node: LogNode }[] = [];

  nodeOf(log: readonly LabAction[]): LogNode {
    // Logs are treated as immutable. One appended to in place still gets the right node; one changed in place
    // otherwise is caught at its end (below) and found again from the root.
    const known = this.known.get(log);
    if (
      known &&
      known.depth === log.length &&
      (known.action === null || actionKey(known.action) === actionKey(log[log.length - 1]))
    )
      return known;
    // Start from the recent log sharing the longest start with this one (compared by identity: one pass, no text).
    let from = this.root;
    let shared = 0;
    for (const hint of this.hints) {
      const limit = Math.min(hint.node.depth, log.length);
      let n = 0;
      while (n < limit && hint.log[n] === log[n]) n += 1;
      if (n > shared && this.agrees(ancestorAt(hint.node, n), log, n)) [from, shared] = [ancestorAt(hint.node, n), n];
    }
    let node = from;
    for (let i = shared; i < log.length; i += 1) node = this.childOf(node, log[i]);
    this.known.set(log, node);
    this.hints = [{ log, node }, ...this.hints.filter((h) => h.log !== log)].slice(0, HINTS);
    return node;
  }

  /**
   * Whether the last few actions on the way to `node` (at depth n) are, by key, those of `log`: a hint's array may have
   * changed since.
   */
  private agrees(node: LogNode, log: readonly LabAction[], n: number): boolean {
    let at = node;
    for (let i = n - 1; i >= Math.max(0, n - VERIFY); i -= 1, at = at.parent!)
      if (actionKey(at.action!) !== actionKey(log[i])) return false;
    return true;
  }

  /** The node one action after `node`, made if new. */
  childOf(node: LogNode, action: LabAction): LogNode {
    const key = actionKey(action);
    let next = node.children.get(key);
    if (!next) {
      next = { parent: node, depth: node.depth + 1, action, children: new Map() };
      node.children.set(key, next);
    }
    return next;
  }
}

/**
 * For a run cut after N moves, the "Run to end" beside it (same prefix) when that run made exactly N moves and
 * settled: the same moves from the same world, so the same world (run-log.ts). Back from the end of a run asks
 * for the cut one, the whole log joined. A run that spent its budget is no twin: it also logged that it gave up.
 */
export function wholeRunTwin(node: LogNode): LogNode | undefined {
  const action = node.action;
  if (action?.type !== 'run' || action.moves === undefined || node.parent === null) return undefined;
  const whole = node.parent.children.get(actionKey({ type: 'run' }));
  return whole?.made === action.moves && whole.result?.snapshot.quiescent ? whole : undefined;
}

/** The ancestor of `node` (or itself) at `depth`. */
export function ancestorAt(node: LogNode, depth: number): LogNode {
  let at = node;
  while (at.depth > depth) at = at.parent!;
  return at;
}

/** Whether `ancestor` lies on the path from the root to `node`. */
export function isAncestor(ancestor: LogNode, node: LogNode): boolean {
  return ancestor.depth <= node.depth && ancestorAt(node, ancestor.depth) === ancestor;
}

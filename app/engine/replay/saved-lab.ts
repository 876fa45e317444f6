// A lab's replay kept past the page (an IndexedDB record): the world after a link's whole log and a few checkpoints
// before it, each as its two database files' bytes and its memory as plain data, so opening the same link again
// restores instead of replaying. Stored data may come back from another build or damaged: isSavedLab checks the
// shape before anything is restored, and the files carry a checksum.
import type { DbId, Outcome } from '../types';
import type { Verdict } from '../verdict/verdict';
import type { WorldMemory } from '../runtime/world-memory';

export interface SavedWorld {
  /** Each database file, as sql.js's export gives it (a whole SQLite file). */
  files: Record<DbId, Uint8Array>;
  /** The layout of the files (WorldFiles.layout): a restore into files laid out the same keeps prepared statements. */
  layout: Record<DbId, string>;
  memory: WorldMemory;
  /** FNV-1a of both files, so a damaged record is refused rather than restored. */
  checksum: number;
}

/** A checkpoint before the end: after the first `depth` actions, or `moves` moves into the run that follows them. */
export interface SavedPoint {
  depth: number;
  moves?: number;
  world: SavedWorld;
  /**
   * Its timeline and last run are the first entries of the end's (kept by length only, stored empty): a long
   * session's timeline is most of a record, and need not be stored three times.
   */
  shares?: { timeline: boolean; lastRun: boolean };
}

export interface SavedLab {
  /** The world after the whole log. */
  end: SavedWorld;
  /** Checkpoints nearest before the end, nearest first: Back from the end restores one instead of replaying it all. */
  earlier: SavedPoint[];
  /**
   * The end's verdict, as the lab computed it from that world when it was saved (a run's causes are read off its whole
   * timeline, which would make it the largest part of restoring a long link). Absent when the run had not ended, or
   * when the lab no longer held it.
   */
  verdict?: Verdict;
}

const DBS = ['order', 'warehouse'] as const;

export function checksumOf(files: Record<DbId, Uint8Array>): number {
  let hash = 0x811c9dc5;
  for (const db of DBS) {
    const bytes = files[db];
    for (let i = 0; i < bytes.length; i += 1) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  }
  return hash >>> 0;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

/** `within`: the end's memory, when this one's lists are stored empty as the first entries of the end's. */
function isMemory(x: unknown, within: { timeline?: number; lastRun?: number } = {}): x is WorldMemory {
  if (!isRecord(x)) return false;
  const fits = (list: unknown, length: unknown, limit: number | undefined) =>
    Array.isArray(list) &&
    isCount(length) &&
    (limit === undefined ? length === list.length : list.length === 0 && (length as number) <= limit);
  return (
    typeof x.now === 'number' &&
    fits(x.timeline, x.timelineLength, within.timeline) &&
    fits(x.lastRun, x.lastRunLength, within.lastRun) &&
    isRecord(x.network) &&
    Array.isArray(x.requests) &&
    Array.isArray(x.armedFaults) &&
    isRecord(x.procs) &&
    Object.values(x.procs).every((p) => isRecord(p) && p.txWrites instanceof Map) &&
    Array.isArray(x.vanished) &&
    isCount(x.requestNo) &&
    isCount(x.eventNo)
  );
}

function isSavedWorld(x: unknown, within: { timeline?: number; lastRun?: number } = {}): x is SavedWorld {
  if (!isRecord(x) || !isRecord(x.files) || !isRecord(x.layout) || !isMemory(x.memory, within)) return false;
  const { files, layout } = x;
  return (
    DBS.every((db) => files[db] instanceof Uint8Array && typeof layout[db] === 'string') &&
    x.checksum === checksumOf(files as Record<DbId, Uint8Array>)
  );
}

const OUTCOMES: readonly Outcome[] = ['ok', 'lost', 'duplicated', 'phantom'];

/** A verdict's shape: its outcome, evidence rows, causes with their links, and the faults it names. */
function isVerdict(x: unknown): x is Verdict {
  return (
    isRecord(x) &&
    OUTCOMES.includes(x.outcome as Outcome) &&
    Array.isArray(x.evidence) &&
    x.evidence.every(isRecord) &&
    Array.isArray(x.causes) &&
    x.causes.every(
      (c: unknown) =>
        isRecord(c) &&
        typeof c.order === 'string' &&
        typeof c.finding === 'string' &&
        Array.isArray(c.links) &&
        c.links.every(isRecord),
    ) &&
    isCount(x.absorbed) &&
    Array.isArray(x.faults) &&
    x.faults.every((f: unknown) => typeof f === 'string')
  );
}

/** Whether stored data is a whole, undamaged SavedLab (as far as its shape and checksums tell). */
export function isSavedLab(x: unknown): x is SavedLab {
  if (!isRecord(x) || !isSavedWorld(x.end) || !Array.isArray(x.earlier)) return false;
  if (x.verdict !== undefined && !isVerdict(x.verdict)) return false;
  const end = x.end.memory;
  return x.earlier.every((p: unknown) => {
    if (!isRecord(p) || !isCount(p.depth) || (p.moves !== undefined && !isCount(p.moves))) return false;
    const shares = isRecord(p.shares) ? p.shares : {};
    return isSavedWorld(p.world, {
      timeline: shares.timeline === true ? end.timeline.length : undefined,
      lastRun: shares.lastRun === true ? end.lastRun.length : undefined,
    });
  });
}

/**
 * Whether `part` is the first entries of `whole`, tried at its first, middle and last places. By value, not by
 * identity: an earlier point on the end's path holds the end's first entries, but a world that replayed its way there
 * (the checkpoint readied for Back) made them as objects of its own. Compared by identity, such a point's whole
 * timeline would be stored again, object by object, and a long link's is cloned into IndexedDB in one task that holds
 * the page up.
 */
function prefixOf(whole: readonly unknown[], part: readonly unknown[]): boolean {
  if (part.length > whole.length) return false;
  const same = (i: number) => part[i] === whole[i] || JSON.stringify(part[i]) === JSON.stringify(whole[i]);
  return part.length === 0 || [0, part.length >> 1, part.length - 1].every(same);
}

/** Stores each earlier point's timeline and last run as a length into the end's, where they are its first entries. */
export function shareWithEnd(saved: SavedLab): SavedLab {
  const { timeline, lastRun } = saved.end.memory;
  return {
    ...saved,
    earlier: saved.earlier.map((point) => {
      const memory = point.world.memory;
      const shares = { timeline: prefixOf(timeline, memory.timeline), lastRun: prefixOf(lastRun, memory.lastRun) };
      return {
        ...point,
        shares,
        world: {
          ...point.world,
          memory: {
            ...memory,
            timeline: shares.timeline ? [] : memory.timeline,
            lastRun: shares.lastRun ? [] : memory.lastRun,
          },
        },
      };
    }),
  };
}

/** An earlier point's memory whole again: the lists it shares are the end's (a restore copies what it keeps). */
export function memoryOf(saved: SavedLab, point: SavedPoint): WorldMemory {
  const memory = point.world.memory;
  return {
    ...memory,
    timeline: point.shares?.timeline ? saved.end.memory.timeline : memory.timeline,
    lastRun: point.shares?.lastRun ? saved.end.memory.lastRun : memory.lastRun,
  };
}

/** About what a record takes in storage: its files (the memory is counted roughly by its timeline). */
export function savedBytes(saved: SavedLab): number {
  const one = (w: SavedWorld) => w.files.order.length + w.files.warehouse.length + 200 * w.memory.timeline.length;
  return saved.earlier.reduce((sum, p) => sum + one(p.world), one(saved.end));
}

/**
 * A record as stored: the end's timeline and last run as JSON text, which IndexedDB reads back as one string instead
 * of cloning back a long link's tens of thousands of entries one object at a time.
 */
export interface PackedLab {
  lab: SavedLab;
  timeline: string;
  lastRun: string;
}

export function packLab(saved: SavedLab): PackedLab {
  const memory = { ...saved.end.memory, timeline: [], lastRun: [] };
  return {
    lab: { ...saved, end: { ...saved.end, memory } },
    timeline: JSON.stringify(saved.end.memory.timeline),
    lastRun: JSON.stringify(saved.end.memory.lastRun),
  };
}

/** The SavedLab a stored record holds, or null when it is not a whole, undamaged one. */
export function unpackLab(stored: unknown): SavedLab | null {
  try {
    if (!isRecord(stored) || typeof stored.timeline !== 'string' || typeof stored.lastRun !== 'string') return null;
    const end = isRecord(stored.lab) ? stored.lab.end : null;
    if (!isRecord(end) || !isRecord(end.memory)) return null;
    const memory = { ...end.memory, timeline: JSON.parse(stored.timeline), lastRun: JSON.parse(stored.lastRun) };
    const saved = { ...(stored.lab as Record<string, unknown>), end: { ...end, memory } };
    return isSavedLab(saved) ? saved : null;
  } catch {
    return null;
  }
}

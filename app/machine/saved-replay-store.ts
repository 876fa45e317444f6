// Long links' replays saved in this browser (IndexedDB), so a link opened before is restored instead of replayed.
// Storage never breaks the lab: no storage, failing storage, a full quota, a record from another build or a damaged
// one all read as "nothing saved", and the link simply replays. The area is kept small: a few links, a byte cap,
// least recently used out first. The storage itself is behind ReplayArea, so this logic is tested without a browser.
import { encodeLink, type LabLink } from '../engine/replay/link-codec';
import { packLab, savedBytes, unpackLab, type SavedLab } from '../engine/replay/saved-lab';
import { decodeStored, encodeStored, storedBytes } from './saved-replay-codec';

/** Replays saved past the page. Neither method ever rejects: storage that fails is storage that is not there. */
export interface SavedReplays {
  get(link: string): Promise<SavedLab | null>;
  put(link: string, saved: SavedLab): Promise<void>;
  /** Starts a lookup whose answer the next `get` of the same link takes. */
  prefetch(link: string): void;
}

/** A link's key for saved replays: the whole log at its end (a link shown part way is replayed, not saved). */
export function savedKeyOf(link: LabLink): string | null {
  const at = link.at ?? link.actions.length;
  return at === link.actions.length
    ? encodeLink({ design: link.design, actions: link.actions, options: link.options })
    : null;
}

/** Links shorter than this are not looked up ahead: most replay within a frame, and need no storage opened. */
const PREFETCH_ACTIONS = 64;

/** Looks up a long link's saved replay ahead of its opening (from the page's start, while the lab loads). */
export function prefetchSaved(link: LabLink, saved: SavedReplays): void {
  const key = savedKeyOf(link);
  if (key && link.actions.length >= PREFETCH_ACTIONS) saved.prefetch(key);
}

/** What the area keeps per link besides the record: enough to keep it within its caps without reading records. */
export interface ReplayEntry {
  link: string;
  build: string;
  bytes: number;
  usedAt: number;
}

/** Where records are kept (IndexedDB in the page: ui/store/replay-area.ts). Any method may reject. */
export interface ReplayArea {
  entries(): Promise<ReplayEntry[]>;
  /** The record stored for `link` with the build that wrote it, as stored (unchecked). */
  read(link: string): Promise<{ build?: unknown; saved?: unknown } | undefined>;
  /** `saved` is plain, structured-cloneable data. */
  write(entry: ReplayEntry, saved: unknown): Promise<void>;
  touch(link: string, usedAt: number): Promise<void>;
  remove(link: string): Promise<void>;
}

export interface ReplayLimits {
  links: number;
  bytes: number;
}

/** A handful of links, and what one long session's few worlds take, several times over. */
export const REPLAY_LIMITS: ReplayLimits = { links: 4, bytes: 64 * 1024 * 1024 };

export class SavedReplayStore implements SavedReplays {
  /** Uses go up by one from the newest stored, so the order survives a clock set back. */
  private clock = Date.now();

  constructor(
    private readonly area: ReplayArea | null,
    /** This build's id; null (a dev server) keeps nothing, for its code changes under a checkpoint. */
    private readonly build: string | null,
    private readonly limits: ReplayLimits = REPLAY_LIMITS,
    /**
     * Resolves when the page has a moment to spare. Packing a record (a long timeline as JSON, gzipped, cloned into
     * IndexedDB) holds the main thread for a tenth of a second at 1,000 orders: waiting for idle time keeps it out of
     * the learner's first clicks after a long link opens. Without one (tests), at once.
     */
    private readonly idle: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** A lookup started ahead, for the next `get` of its link. */
  private ahead: { link: string; answer: Promise<SavedLab | null> } | null = null;

  prefetch(link: string): void {
    this.ahead = { link, answer: this.lookUp(link) };
  }

  get(link: string): Promise<SavedLab | null> {
    const ahead = this.ahead;
    this.ahead = null;
    return ahead?.link === link ? ahead.answer : this.lookUp(link);
  }

  private async lookUp(link: string): Promise<SavedLab | null> {
    const { area, build } = this;
    if (!area || !build) return null;
    try {
      const record = await area.read(link);
      if (!record) return null;
      const saved = record.build === build ? unpackLab(await decodeStored(record.saved)) : null;
      if (!saved) {
        // Another build's, or damaged: it would never be used, so it makes room.
        await area.remove(link).catch(() => {});
        return null;
      }
      await area.touch(link, ++this.clock).catch(() => {});
      return saved;
    } catch {
      return null;
    }
  }

  async put(link: string, saved: SavedLab): Promise<void> {
    const { area, build, limits } = this;
    if (!area || !build) return;
    const bytes = savedBytes(saved);
    if (bytes > limits.bytes) return;
    try {
      // Idle first: what is evicted below is then replaced at once, not seconds later (or never, if the page closes).
      await this.idle();
      const others = (await area.entries()).filter((e) => e.link !== link);
      this.clock = Math.max(this.clock, ...others.map((e) => e.usedAt));
      // Other builds' records first, then the least recently used, until this one fits.
      const order = [...others].sort(
        (a, b) => Number(a.build === build) - Number(b.build === build) || a.usedAt - b.usedAt,
      );
      let total = others.reduce((sum, e) => sum + e.bytes, bytes);
      let count = others.length + 1;
      for (const old of order) {
        if (count <= limits.links && total <= limits.bytes && old.build === build) break;
        await area.remove(old.link);
        total -= old.bytes;
        count -= 1;
      }
      const stored = await encodeStored(packLab(saved));
      await area.write({ link, build, bytes: storedBytes(stored), usedAt: ++this.clock }, stored);
    } catch {
      // A full quota or failing storage: the link replays next time, as it always has.
    }
  }
}

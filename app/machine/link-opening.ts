// Opening a link into a lab without freezing the page: the log is replayed a slice at a time between frames (the
// machine stays synchronous, and is handed a lab that already stands at the link's end, or keeps its result a short
// way from a checkpoint: Lab.replayStart), or restored from a replay saved in this browser before. A link that
// replays within one frame is done at once, with no bar and no storage.
import type { LabLink } from '../engine/replay/link-codec';
import type { Lab } from '../engine/replay/lab';
import type { SavedLab } from '../engine/replay/saved-lab';
import { replayInSlices, type ReplayProgress } from '../engine/replay/sliced-replay';
import { DEFAULT_OPTIONS } from '../engine/types';
import { savedKeyOf, type SavedReplays } from './saved-replay-store';

export type Opened = 'replayed' | 'restored' | 'cancelled';

/** Where an opening stands, as the page shows it. */
export type OpeningProgress = ReplayProgress;

export interface LinkOpening {
  readonly done: Promise<Opened>;
  /** Stops the replay before its next slice; `done` then gives 'cancelled' (the lab's worlds are only a cache). */
  cancel(): void;
}

/** Replay per task, in milliseconds: short enough that a click on Cancel waits no longer. */
const SLICE_MILLIS = 10;
/** How long a replay runs before its progress is told (and shown): a teaching-size link never flashes a bar. */
const SHOW_AFTER_MS = 80;
/** How often progress is reported. */
const TELL_EVERY_MS = 100;
/** How long a saved replay's lookup may hold up the replay: IndexedDB answers a miss in milliseconds, a hit in tens. */
const LOOKUP_WAIT_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The next task, without timer clamping: the browser takes input first, but may put off painting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The task after the next frame is painted: back-to-back tasks would have the browser put painting off for up to a
 * tenth of a second. A hidden page paints no frames, so a timer stands in.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, TELL_EVERY_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      void nextTask().then(resolve);
    });
  });
}

/**
 * Starts bringing `lab` to `link`'s end. Null when that is already done (within the first slices, in this task);
 * otherwise the replay goes on in tasks of its own, `onProgress` hears where it stands once it has taken a moment (and
 * then every tenth of a second, each time with a frame to paint it), and a saved replay of the link, when `saved`
 * has one, is restored instead.
 */
export function openLink(
  lab: Lab,
  link: LabLink,
  onProgress: (progress: ReplayProgress) => void,
  saved: SavedReplays | null,
): LinkOpening | null {
  const options = link.options ?? DEFAULT_OPTIONS;
  // Where the lab will stand: a link with a position shows its log up to there, the rest under Forward.
  const shown = link.at === undefined ? link.actions : link.actions.slice(0, link.at);
  const slices = replayInSlices(lab, link.design, link.actions, options);
  let last: ReplayProgress = { applied: 0, actions: link.actions.length, moves: null, fraction: 0 };
  /** Runs slices for one task's share; false once the replay is over. */
  const slice = (): boolean => {
    const start = performance.now();
    for (;;) {
      const next = slices.next();
      if (next.done) return false;
      last = next.value;
      if (performance.now() - start >= SLICE_MILLIS) return true;
    }
  };
  const started = performance.now();
  // What one task allows first: most links are done with that. (It also makes the lab's first world, which a
  // restore would need as well.)
  if (!slice()) return null;
  let cancelled = false;
  let found: SavedLab | null = null;
  const key = saved && savedKeyOf(link);
  // A long link's saved replay was most likely looked up ahead, while sql.js loaded.
  const lookup = saved && key ? saved.get(key).then((record) => void (found = record)) : null;
  let answered = lookup === null;
  void lookup?.then(() => (answered = true));
  const done = (async (): Promise<Opened> => {
    let told = -1;
    try {
      for (;;) {
        if (cancelled) return 'cancelled';
        if (found) {
          performance.mark('outbox-lab:replay-restoring');
          if (lab.restoreLog(link.design, link.actions, options, found)) {
            lab.readyBack(link.design, shown, options);
            return 'restored';
          }
          found = null;
        }
        const now = performance.now();
        if (now - started >= SHOW_AFTER_MS && now - told >= TELL_EVERY_MS) {
          // The first report waits for its frame: the bar must be up at once. Later ones are painted when the
          // browser next paints (it puts painting off for a tenth of a second at most): waiting for each frame
          // would cost the replay a good part of its time.
          if (told < 0) {
            told = now;
            onProgress(last);
            await afterPaint();
            continue;
          }
          told = now;
          onProgress(last);
        }
        // The replay waits for the saved replay's answer (it would only compete with reading it), but storage that
        // is slow to give one gets a moment, not the whole wait; the bar still shows when due.
        if (!answered && now - started < LOOKUP_WAIT_MS) {
          const due = told < 0 ? started + SHOW_AFTER_MS : started + LOOKUP_WAIT_MS;
          await Promise.race([lookup, wait(Math.min(due, started + LOOKUP_WAIT_MS) - now)]);
          continue;
        }
        if (!slice()) {
          // Back is what a learner presses first at the end of a long link: a checkpoint close to the end makes it
          // replay a few moves (a few milliseconds), not up to a checkpoint's spacing.
          lab.readyBack(link.design, shown, options);
          return 'replayed';
        }
        await nextTask();
      }
    } catch {
      // Whatever broke here breaks the machine's own replay too, which reports it as it always has.
      return 'replayed';
    }
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
    },
  };
}

/** Saves the replay of `link` that `lab` stands at the end of, for its next opening; nothing when it cannot. */
export function saveReplay(lab: Lab, link: LabLink, saved: SavedReplays): void {
  const key = savedKeyOf(link);
  if (!key) return;
  let record: SavedLab | null = null;
  const start = performance.now();
  try {
    record = lab.saveLog(link.design, link.actions, link.options ?? DEFAULT_OPTIONS);
  } catch {
    /* a saved replay only saves time */
  }
  // What saving costs the task the lab starts in (the bench reports it); writing it out happens later.
  performance.measure('outbox-lab:replay-save', { start, end: performance.now() });
  if (record) void saved.put(key, record);
}

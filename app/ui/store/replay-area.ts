// IndexedDB behind ReplayArea (machine/saved-replay-store.ts): two object stores, the small entries and the records,
// so keeping the area within its caps reads no record. Opened once per page; a browser without IndexedDB, or one
// that refuses it (a private window, a blocked upgrade), has no area, and long links simply replay.
import { REPLAY_LIMITS, SavedReplayStore, type ReplayArea, type ReplayEntry } from '../../machine/saved-replay-store';
import { whenIdle } from '../when-idle';

const DB_NAME = 'outbox-lab-replays';
const ENTRIES = 'entries';
const RECORDS = 'records';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(ENTRIES, { keyPath: 'link' });
      req.result.createObjectStore(RECORDS, { keyPath: 'link' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('blocked'));
  });
}

export function indexedDbArea(): ReplayArea | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  const tx = async (mode: IDBTransactionMode) => {
    db ??= open();
    return (await db).transaction([ENTRIES, RECORDS], mode);
  };
  return {
    async entries() {
      return request((await tx('readonly')).objectStore(ENTRIES).getAll() as IDBRequest<ReplayEntry[]>);
    },
    async read(link) {
      const record = await request((await tx('readonly')).objectStore(RECORDS).get(link));
      return record as { build?: unknown; saved?: unknown } | undefined;
    },
    async write(entry: ReplayEntry, saved: unknown) {
      const t = await tx('readwrite');
      t.objectStore(ENTRIES).put(entry);
      t.objectStore(RECORDS).put({ link: entry.link, build: entry.build, saved });
      await finished(t);
    },
    async touch(link, usedAt) {
      const t = await tx('readwrite');
      const entries = t.objectStore(ENTRIES);
      const entry = (await request(entries.get(link))) as ReplayEntry | undefined;
      if (entry) entries.put({ ...entry, usedAt });
      await finished(t);
    },
    async remove(link) {
      const t = await tx('readwrite');
      t.objectStore(ENTRIES).delete(link);
      t.objectStore(RECORDS).delete(link);
      await finished(t);
    },
  };
}

/** The browser's next idle period, or a few seconds at the latest: when a long link's replay is packed and saved. */
const idleMoment = () => new Promise<void>((resolve) => whenIdle(resolve, 3_000));

let store: SavedReplayStore | null = null;

/** The page's saved replays: none on a dev server, whose code changes under a saved world without a new build id. */
export function savedReplays(): SavedReplayStore {
  store ??= new SavedReplayStore(
    import.meta.env.DEV ? null : indexedDbArea(),
    (import.meta.env.VITE_REPLAY_BUILD as string | undefined) || null,
    REPLAY_LIMITS,
    idleMoment,
  );
  return store;
}

// Saved replays never break the lab: without storage, with storage that fails or is full, or with a record from
// another build or a damaged one, a lookup finds nothing (the link then replays) and a save quietly does nothing;
// the area keeps to a few links and a byte cap, least recently used out first. IndexedDB stands behind a tiny
// interface, so an in-memory double stands in for it here.
import { describe, expect, it } from 'vitest';
import type { SavedLab } from '../../app/engine/replay/saved-lab';
import { checksumOf } from '../../app/engine/replay/saved-lab';
import { SavedReplayStore, type ReplayArea, type ReplayEntry } from '../../app/machine/saved-replay-store';

/** Bytes that do not compress (stored records are gzipped): a fixed pseudo-random sequence after `tag`. */
function noise(tag: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let x = tag * 2_654_435_761 + 1;
  for (let i = 0; i < size; i += 1) bytes[i] = (x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0) >>> 24;
  bytes[0] = tag;
  return bytes;
}

/** A small, valid SavedLab: `size` bytes per file, `tag` in its first byte so records can be told apart. */
function savedLab(tag: number, size = 100): SavedLab {
  const files = { order: noise(tag, size), warehouse: noise(tag + 1, size) };
  const memory = {
    now: 0,
    timeline: [],
    timelineLength: 0,
    lastRun: [],
    lastRunLength: 0,
    network: { inFlight: [] },
    requests: [],
    armedFaults: [],
    outage: null,
    procs: { order: { status: 'up', txWrites: new Map() } },
    vanished: [],
    requestNo: 0,
    eventNo: 0,
  } as unknown as SavedLab['end']['memory'];
  return { end: { files, layout: { order: 'a', warehouse: 'b' }, memory, checksum: checksumOf(files) }, earlier: [] };
}

/** IndexedDB's behaviour that matters here: structured clones in, structured clones out. */
class MemoryArea implements ReplayArea {
  readonly records = new Map<string, { entry: ReplayEntry; saved: unknown }>();
  async entries() {
    return [...this.records.values()].map((r) => structuredClone(r.entry));
  }
  async read(link: string) {
    const record = this.records.get(link);
    return record && structuredClone({ build: record.entry.build, saved: record.saved });
  }
  async write(entry: ReplayEntry, saved: unknown) {
    this.records.set(entry.link, structuredClone({ entry, saved }));
  }
  async touch(link: string, usedAt: number) {
    const record = this.records.get(link);
    if (record) record.entry.usedAt = usedAt;
  }
  async remove(link: string) {
    this.records.delete(link);
  }
}

const firstByte = (saved: SavedLab | null) => saved?.end.files.order[0];

describe('saved replays', () => {
  it('a saved replay comes back as it was saved, and only for its own link', async () => {
    const store = new SavedReplayStore(new MemoryArea(), 'build-1');
    await store.put('link-a', savedLab(3));
    expect(firstByte(await store.get('link-a'))).toBe(3);
    expect(await store.get('link-b')).toBeNull();
  });

  it('a save is packed and written only once the page has a moment to spare', async () => {
    const area = new MemoryArea();
    let spare: () => void = () => {};
    const idle = () => new Promise<void>((resolve) => (spare = resolve));
    const store = new SavedReplayStore(area, 'build-1', undefined, idle);
    const saving = store.put('link-a', savedLab(4));
    // However long the page stays busy, nothing is written.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(area.records.size).toBe(0);
    spare();
    await saving;
    expect(firstByte(await store.get('link-a'))).toBe(4);
  });

  it('a lookup started ahead is the answer of the next get of that link', async () => {
    const area = new MemoryArea();
    const store = new SavedReplayStore(area, 'build-1');
    await store.put('link-a', savedLab(5));
    store.prefetch('link-a');
    area.records.clear();
    expect(firstByte(await store.get('link-a'))).toBe(5);
    // Taken once: the next get asks the area again.
    expect(await store.get('link-a')).toBeNull();
  });

  it('no storage, or no build id (a dev server), keeps nothing and finds nothing', async () => {
    for (const store of [new SavedReplayStore(null, 'build-1'), new SavedReplayStore(new MemoryArea(), null)]) {
      await store.put('link-a', savedLab(1));
      expect(await store.get('link-a')).toBeNull();
    }
  });

  it("another build's record is not used, and makes room", async () => {
    const area = new MemoryArea();
    await new SavedReplayStore(area, 'build-1').put('link-a', savedLab(1));
    expect(await new SavedReplayStore(area, 'build-2').get('link-a')).toBeNull();
    expect(area.records.has('link-a')).toBe(false);
  });

  it('a damaged record reads as nothing saved and is dropped', async () => {
    const area = new MemoryArea();
    const store = new SavedReplayStore(area, 'build-1');
    await store.put('link-a', savedLab(1));
    // Its order file, stored gzipped in a Blob, with one byte in the middle flipped.
    const files = (area.records.get('link-a')!.saved as { lab: { end: { files: Record<string, Blob> } } }).lab.end
      .files;
    const bytes = new Uint8Array(await files.order.arrayBuffer());
    bytes[bytes.length >> 1] ^= 0xff;
    files.order = new Blob([bytes]);
    expect(await store.get('link-a')).toBeNull();
    expect(area.records.has('link-a')).toBe(false);
    for (const junk of [undefined, null, 'text', { lab: 1 }]) {
      area.records.set('link-b', { entry: { link: 'link-b', build: 'build-1', bytes: 1, usedAt: 1 }, saved: junk });
      expect(await store.get('link-b')).toBeNull();
    }
  });

  it('storage that fails or is full never throws: lookups find nothing, saves do nothing', async () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    const failing: ReplayArea = {
      entries: () => Promise.reject(quota),
      read: () => Promise.reject(new Error('broken')),
      write: () => Promise.reject(quota),
      touch: () => Promise.reject(new Error('broken')),
      remove: () => Promise.reject(new Error('broken')),
    };
    const store = new SavedReplayStore(failing, 'build-1');
    await expect(store.put('link-a', savedLab(1))).resolves.toBeUndefined();
    await expect(store.get('link-a')).resolves.toBeNull();
    // Full only when writing: what was saved before stays readable.
    const area = new MemoryArea();
    const full = new SavedReplayStore(area, 'build-1');
    await full.put('link-a', savedLab(2));
    area.write = () => Promise.reject(quota);
    await expect(full.put('link-b', savedLab(3))).resolves.toBeUndefined();
    expect(firstByte(await full.get('link-a'))).toBe(2);
    expect(await full.get('link-b')).toBeNull();
  });

  it('keeps a few links within a byte cap, the least recently used out first', async () => {
    const area = new MemoryArea();
    const store = new SavedReplayStore(area, 'build-1', { links: 2, bytes: 1_000 });
    await store.put('a', savedLab(1));
    await store.put('b', savedLab(2));
    await store.get('a');
    await store.put('c', savedLab(3));
    expect([...area.records.keys()].sort()).toEqual(['a', 'c']);
    // A record bigger than the whole cap is not kept at all, and pushes nothing out.
    await store.put('d', savedLab(4, 600));
    expect([...area.records.keys()].sort()).toEqual(['a', 'c']);
    // By bytes: a record of 900 leaves room for no other of 200, so both go, the older first.
    await store.put('e', savedLab(5, 450));
    expect([...area.records.keys()].sort()).toEqual(['e']);
  });
});

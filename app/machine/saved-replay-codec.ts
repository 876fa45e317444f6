// A saved replay as IndexedDB keeps it: its files and its timeline's JSON gzipped by the browser's own
// CompressionStream. SQLite pages and a timeline's JSON shrink several times over, and reading a few hundred
// kilobytes back and inflating them is quicker than reading megabytes; a browser without CompressionStream stores
// them as they are. Whatever cannot be read back (damaged bytes, another codec) gives null.
import type { PackedLab } from '../engine/replay/saved-lab';
import type { DbId } from '../engine/types';

type Codec = 'gzip' | 'none';
type Files = Record<DbId, Uint8Array>;

const canSqueeze = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  // Their writable side takes any BufferSource; a Blob's stream gives Uint8Arrays, which are one.
  const pair = stream as unknown as TransformStream<Uint8Array, Uint8Array>;
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(pair));
  return new Uint8Array(await out.arrayBuffer());
}

const squeeze = (codec: Codec, bytes: Uint8Array) =>
  codec === 'gzip' ? through(bytes, new CompressionStream('gzip')) : Promise.resolve(bytes);
const unsqueeze = (codec: Codec, bytes: Uint8Array) =>
  codec === 'gzip' ? through(bytes, new DecompressionStream('gzip')) : Promise.resolve(bytes);

async function mapFiles(files: Files, f: (bytes: Uint8Array) => Promise<Uint8Array>): Promise<Files> {
  const [order, warehouse] = await Promise.all([f(files.order), f(files.warehouse)]);
  return { order, warehouse };
}

async function mapLab(packed: PackedLab, bytes: (b: Uint8Array) => Promise<Uint8Array>): Promise<PackedLab['lab']> {
  const { end, earlier } = packed.lab;
  return {
    end: { ...end, files: await mapFiles(end.files, bytes) },
    earlier: await Promise.all(
      earlier.map(async (point) => ({
        ...point,
        world: { ...point.world, files: await mapFiles(point.world.files, bytes) },
      })),
    ),
  };
}

export interface StoredLab {
  codec: Codec;
  lab: PackedLab['lab'];
  timeline: Uint8Array;
  lastRun: Uint8Array;
}

export async function encodeStored(packed: PackedLab): Promise<StoredLab> {
  const codec: Codec = canSqueeze() ? 'gzip' : 'none';
  const text = (s: string) => squeeze(codec, new TextEncoder().encode(s));
  const [lab, timeline, lastRun] = await Promise.all([
    mapLab(packed, (b) => squeeze(codec, b)),
    text(packed.timeline),
    text(packed.lastRun),
  ]);
  return { codec, lab, timeline, lastRun };
}

/** The packed record again (still to be checked by unpackLab), or null when it cannot be read back. */
export async function decodeStored(stored: unknown): Promise<unknown> {
  try {
    const s = stored as StoredLab;
    if (s === null || typeof s !== 'object' || (s.codec !== 'gzip' && s.codec !== 'none')) return null;
    if (s.codec === 'gzip' && !canSqueeze()) return null;
    if (!(s.timeline instanceof Uint8Array) || !(s.lastRun instanceof Uint8Array)) return null;
    const text = async (b: Uint8Array) => new TextDecoder().decode(await unsqueeze(s.codec, b));
    const [lab, timeline, lastRun] = await Promise.all([
      mapLab({ lab: s.lab, timeline: '', lastRun: '' }, (b) => unsqueeze(s.codec, b)),
      text(s.timeline),
      text(s.lastRun),
    ]);
    return { lab, timeline, lastRun };
  } catch {
    return null;
  }
}

/** What a stored record takes, near enough: its bytes. */
export function storedBytes(stored: StoredLab): number {
  const files = (f: Files) => f.order.length + f.warehouse.length;
  return (
    stored.timeline.length +
    stored.lastRun.length +
    stored.lab.earlier.reduce((sum, p) => sum + files(p.world.files), files(stored.lab.end.files))
  );
}

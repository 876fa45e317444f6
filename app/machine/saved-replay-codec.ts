// A saved replay as IndexedDB keeps it: its files and its timeline's JSON gzipped by the browser's own
// CompressionStream. SQLite pages and a timeline's JSON shrink several times over, and reading a few hundred
// kilobytes back and inflating them is quicker than reading megabytes; a browser without CompressionStream stores
// them as they are. Whatever cannot be read back (damaged bytes, another codec) gives null.
import type { PackedLab } from '../engine/replay/saved-lab';
import type { DbId } from '../engine/types';

type Codec = 'gzip' | 'none';
type Files<T> = Record<DbId, T>;

const canSqueeze = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/**
 * Bytes kept as Blobs: IndexedDB then stores a reference to data the browser already holds, instead of copying a few
 * hundred kilobytes into its structured clone in the page's task, and the gzip output never comes back into the page
 * on the way in.
 */
function squeeze(codec: Codec, bytes: Uint8Array): Promise<Blob> {
  const blob = new Blob([bytes as BlobPart]);
  if (codec === 'none') return Promise.resolve(blob);
  // Its writable side takes any BufferSource; a Blob's stream gives Uint8Arrays, which are one.
  const gzip = new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>;
  return new Response(blob.stream().pipeThrough(gzip)).blob();
}

async function unsqueeze(codec: Codec, blob: Blob): Promise<Uint8Array> {
  if (codec === 'none') return new Uint8Array(await blob.arrayBuffer());
  const gunzip = new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>;
  return new Uint8Array(await new Response(blob.stream().pipeThrough(gunzip)).arrayBuffer());
}

async function mapFiles<A, B>(files: Files<A>, f: (bytes: A) => Promise<B>): Promise<Files<B>> {
  const [order, warehouse] = await Promise.all([f(files.order), f(files.warehouse)]);
  return { order, warehouse };
}

type Lab = PackedLab['lab'];
/** A packed lab whose files are `T`: bytes in the page, Blobs in storage. */
type LabOf<T> = Omit<Lab, 'end' | 'earlier'> & {
  end: Omit<Lab['end'], 'files'> & { files: Files<T> };
  earlier: (Omit<Lab['earlier'][number], 'world'> & {
    world: Omit<Lab['earlier'][number]['world'], 'files'> & { files: Files<T> };
  })[];
};

async function mapLab<A, B>(lab: LabOf<A>, bytes: (b: A) => Promise<B>): Promise<LabOf<B>> {
  const { end, earlier } = lab;
  return {
    ...lab,
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
  lab: LabOf<Blob>;
  timeline: Blob;
  lastRun: Blob;
}

export async function encodeStored(packed: PackedLab): Promise<StoredLab> {
  const codec: Codec = canSqueeze() ? 'gzip' : 'none';
  const text = (s: string) => squeeze(codec, new TextEncoder().encode(s));
  const [lab, timeline, lastRun] = await Promise.all([
    mapLab(packed.lab as LabOf<Uint8Array>, (b) => squeeze(codec, b)),
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
    if (!(s.timeline instanceof Blob) || !(s.lastRun instanceof Blob)) return null;
    const file = (b: unknown) => (b instanceof Blob ? unsqueeze(s.codec, b) : Promise.reject(new Error('not a file')));
    const text = async (b: Blob) => new TextDecoder().decode(await unsqueeze(s.codec, b));
    const [lab, timeline, lastRun] = await Promise.all([mapLab(s.lab, file), text(s.timeline), text(s.lastRun)]);
    return { lab, timeline, lastRun };
  } catch {
    return null;
  }
}

/** What a stored record takes, near enough: its bytes. */
export function storedBytes(stored: StoredLab): number {
  const files = (f: Files<Blob>) => f.order.size + f.warehouse.size;
  return (
    stored.timeline.size +
    stored.lastRun.size +
    stored.lab.earlier.reduce((sum, p) => sum + files(p.world.files), files(stored.lab.end.files))
  );
}

// Checkpoints: a world forked at a transaction-free moment — copies of its two database files plus its memory
// as plain data — so going back to a step costs one restore and a few actions, however long the session before
// it was. The files are copied page by page with SQLite's backup API (sqlite-backup.ts) into the main files of a
// checkpoint's own two connections, and back again: no statement runs, so a copy costs tens of microseconds for
// the lab's small files. Closing a connection deletes its file, so a checkpoint let go frees its bytes.
import type { SqlJsStatic } from 'sql.js';
import { Connection } from '../runtime/connection';
import type { DbId } from '../types';
import type { World } from '../runtime/world';
import { loadMemory, saveMemory, type WorldMemory } from '../runtime/world-memory';
import type { DbFiles } from '../runtime/world-files';
import { checksumOf, type SavedWorld } from './saved-lab';

/** A checkpoint's two files, each the main file of a connection of its own. */
type CheckpointFiles = Record<DbId, Connection>;

export interface Checkpoint {
  readonly files: CheckpointFiles;
  /** The layout of the files it copied (WorldFiles.layout). */
  readonly layout: Record<DbId, string>;
  readonly memory: WorldMemory;
  /** What its two files take, as SQLite counts pages. */
  readonly bytes: number;
}

const DBS = ['order', 'warehouse'] as const;
/** Released checkpoints' connections kept for the next save (opening one is the dearest part of a small save). */
const SPARE_LIMIT = 8;

export class CheckpointStore {
  private readonly spare: CheckpointFiles[] = [];
  /** Every checkpoint's connections this store opened and has not closed: dispose closes them, kept or not. */
  private readonly opened = new Set<CheckpointFiles>();
  /** Per world's files, a connection of the store's own that the copies go through, with its undo log in memory. */
  private readonly sides = new Map<string, Connection>();

  constructor(
    private readonly sql: SqlJsStatic,
    private readonly slot: string,
  ) {}

  /** A checkpoint of `world`, or null while one of its transactions is open. */
  save(world: World): Checkpoint | null {
    const memory = saveMemory(world);
    if (!memory) return null;
    const files = this.spare.pop() ?? this.open();
    try {
      const side = this.side(world.files.files);
      for (const db of DBS) files[db].copyFrom('main', side, world.files.files[db].alias);
      // Asked of the world's independent connections, whose schema is loaded: the copies' connections would have to
      // read theirs again after every copy.
      const bytes = DBS.reduce((sum, db) => {
        const alias = world.files.files[db].alias;
        const reader = world.files.independent[db];
        return (
          sum +
          Number(reader.query(`PRAGMA ${alias}.page_count`)[0].page_count) *
            Number(reader.query(`PRAGMA ${alias}.page_size`)[0].page_size)
        );
      }, 0);
      return { files, memory, bytes, layout: { ...world.files.layout } };
    } catch (error) {
      // The world's files were only read; the half-written copy is thrown away with its connections.
      this.close(files);
      throw error;
    }
  }

  /**
   * Makes `world` what it was at `checkpoint`: open transactions end, the files get the saved pages, then the memory.
   */
  restore(world: World, checkpoint: Checkpoint): void {
    world.abandonTransactions();
    const side = this.side(world.files.files);
    for (const db of DBS) {
      const alias = world.files.files[db].alias;
      const same = checkpoint.layout[db] === world.files.layout[db];
      const version = same ? world.files.schemaVersion(db) : 0;
      // Each copy is one transaction on its file: a failure leaves that file as it was, and the caller drops the world.
      side.copyFrom(alias, checkpoint.files[db], 'main');
      // A backup bumps the schema version so every connection re-reads the schema and re-prepares every statement,
      // which costs more than the copy. When the tables and indexes are the very same (same SQL, same root pages:
      // a checkpoint of this world, or of one built the same way), the old version is put back, for nothing any
      // connection has prepared has changed. Otherwise the bump stands and SQLite re-prepares as it should.
      if (same) side.run(`PRAGMA ${alias}.schema_version = ${version}`);
      else world.files.relayOut(db, checkpoint.layout[db]);
    }
    loadMemory(world, checkpoint.memory);
  }

  /** A checkpoint as bytes and plain data, for keeping past the page (saved-lab.ts). */
  toSaved(checkpoint: Checkpoint): SavedWorld {
    const files = {
      order: checkpoint.files.order.exportFile('main'),
      warehouse: checkpoint.files.warehouse.exportFile('main'),
    };
    const { memory } = checkpoint;
    // The lists are shared with the live world and kept by length: only what the checkpoint holds is stored.
    const plain = {
      ...memory,
      timeline: memory.timeline.slice(0, memory.timelineLength),
      lastRun: memory.lastRun.slice(0, memory.lastRunLength),
    };
    return { files, layout: { ...checkpoint.layout }, memory: plain, checksum: checksumOf(files) };
  }

  /** A checkpoint made from saved bytes (checked by the caller); throws when SQLite cannot read them. */
  fromSaved(saved: SavedWorld): Checkpoint {
    const files = this.spare.pop() ?? this.open();
    try {
      for (const db of DBS) files[db].importFile('main', saved.files[db]);
      const bytes = saved.files.order.length + saved.files.warehouse.length;
      return { files, memory: saved.memory, bytes, layout: { ...saved.layout } };
    } catch (error) {
      this.close(files);
      throw error;
    }
  }

  /** The checkpoint's connections go back to be reused, or are closed (which deletes their files). */
  release(checkpoint: Checkpoint): void {
    if (this.spare.length < SPARE_LIMIT) this.spare.push(checkpoint.files);
    else this.close(checkpoint.files);
  }

  /** Closes every connection the store opened, the checkpoints still held elsewhere included. */
  dispose(): void {
    for (const files of this.opened) this.close(files);
    this.spare.length = 0;
    for (const side of this.sides.values()) side.close();
    this.sides.clear();
  }

  private close(files: CheckpointFiles): void {
    for (const db of DBS) files[db].close();
    this.opened.delete(files);
  }

  private open(): CheckpointFiles {
    const files = {} as CheckpointFiles;
    for (const db of DBS) {
      const conn = new Connection(this.sql, `${this.slot}-checkpoint-${db}`, []);
      // The copy's undo log stays in memory (it can still roll back a copy that fails), and the connection keeps
      // only a page or two cached: the file itself is the copy.
      conn.query('PRAGMA journal_mode = MEMORY');
      conn.run('PRAGMA cache_size = 1');
      files[db] = conn;
    }
    this.opened.add(files);
    return files;
  }

  private side(files: DbFiles): Connection {
    const key = `${files.order.path}|${files.warehouse.path}`;
    let side = this.sides.get(key);
    if (!side) {
      side = new Connection(this.sql, `${this.slot}-checkpoints`, [files.order, files.warehouse]);
      // This connection's setting only: the world's own connections keep their journal files, crashes and all.
      for (const db of DBS) side.query(`PRAGMA ${files[db].alias}.journal_mode = MEMORY`);
      this.sides.set(key, side);
    }
    return side;
  }
}

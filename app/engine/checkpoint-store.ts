// Checkpoints: a world forked at a transaction-free moment — copies of its two database files plus its memory
// as plain data — so going back to a step costs one restore and a few actions, however long the session before
// it was. The copies are made by SQL (sql.js exposes no file API): each checkpoint has its own pair of files,
// attached beside the world's, and every table is copied row by row, rowids included, inside one transaction.
// sql.js cannot delete a file, so the pairs are a fixed set of paths, emptied and reused.
import type { SqlJsStatic } from 'sql.js';
import { Connection } from './connection';
import { ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS } from './schema';
import type { World, WorldMemory } from './world';
import { filesFor, type DbFiles } from './world-files';

export interface Checkpoint {
  readonly pair: number;
  readonly memory: WorldMemory;
  /** What its two files take, as SQLite counts pages. */
  readonly bytes: number;
}

const FROM = { order: 'src_order', warehouse: 'src_warehouse' } as const;
const TO = { order: 'dst_order', warehouse: 'dst_warehouse' } as const;

export class CheckpointStore {
  private readonly free: number[] = [];
  private minted = 0;
  /** The schema each pair's files were given, so a pair reused by another design is rebuilt first. */
  private readonly pairSchema = new Map<number, string>();
  private copier: Connection | null = null;

  constructor(
    private readonly sql: SqlJsStatic,
    private readonly slot: string,
  ) {}

  /** A pair's two files: the same names a lab slot's files have. */
  private pathsOf(pair: number): DbFiles {
    return filesFor(`${this.slot}-checkpoint-${pair}`);
  }

  /** A checkpoint of `world`, or null while one of its transactions is open. */
  save(world: World): Checkpoint | null {
    const memory = world.saveMemory();
    if (!memory) return null;
    const pair = this.free.pop() ?? this.minted++;
    try {
      if (this.pairSchema.get(pair) !== world.design.schema.join(';')) this.giveSchema(pair, world);
      const bytes = this.copy(world, world.files.files, this.pathsOf(pair));
      return { pair, memory, bytes };
    } catch (error) {
      // The world's files were only read; the pair is rebuilt before it is used again.
      this.pairSchema.delete(pair);
      this.free.push(pair);
      throw error;
    }
  }

  /** Makes `world` what it was at `checkpoint`: open transactions end, the files get the saved rows, then the memory. */
  restore(world: World, checkpoint: Checkpoint): void {
    world.abandonTransactions();
    this.copy(world, this.pathsOf(checkpoint.pair), world.files.files);
    world.loadMemory(checkpoint.memory);
  }

  /** The pair goes back to be reused; its rows stay until the next checkpoint overwrites them. */
  release(checkpoint: Checkpoint): void {
    this.free.push(checkpoint.pair);
  }

  dispose(): void {
    this.copier?.close();
    this.copier = null;
  }

  private connection(): Connection {
    this.copier ??= new Connection(this.sql, `${this.slot}-checkpoints`, []);
    return this.copier;
  }

  private attach(from: DbFiles, to: DbFiles): void {
    const conn = this.connection();
    for (const db of ['order', 'warehouse'] as const) {
      // Paths bound, not spliced: one prepared ATTACH per alias however many pairs there are.
      conn.run(`ATTACH ? AS ${FROM[db]}`, [from[db].path]);
      conn.run(`ATTACH ? AS ${TO[db]}`, [to[db].path]);
      // The copy's own undo log stays in memory: it can still roll back, without writing a journal file as big as
      // the file it replaces. This connection's setting only; the world's own connections keep theirs.
      conn.query(`PRAGMA ${TO[db]}.journal_mode = MEMORY`);
    }
  }

  /** Detaches whatever of the four is attached (an attach that failed part way leaves some). */
  private detach(): void {
    const attached = new Set(this.copier!.query('PRAGMA database_list').map((r) => String(r.name)));
    for (const alias of [...Object.values(FROM), ...Object.values(TO)]) if (attached.has(alias)) this.copier!.run(`DETACH ${alias}`);
  }

  /** Every table of `from` replaces the same table of `to`, in one transaction over both files; returns `to`'s size. */
  private copy(world: World, from: DbFiles, to: DbFiles): number {
    const conn = this.connection();
    const script = this.copyScript(world);
    try {
      this.attach(from, to);
      conn.run('BEGIN');
      try {
        for (const statement of script) conn.run(statement);
        conn.run('COMMIT');
      } catch (error) {
        // SQLite may have rolled back already (then ROLLBACK itself fails): either way nothing of the copy stays.
        try {
          conn.run('ROLLBACK');
        } catch {
          /* already rolled back */
        }
        throw error;
      }
      const size = (alias: string) => Number(conn.query(`SELECT page_count * page_size AS n FROM pragma_page_count('${alias}'), pragma_page_size('${alias}')`)[0].n);
      return size(TO.order) + size(TO.warehouse);
    } finally {
      this.detach();
    }
  }

  /** Every table of the world's files replaces the same table of the other side, rowids included. */
  private copyScript(world: World): string[] {
    return (['order', 'warehouse'] as const).flatMap((db) =>
      world.files.tables(db).flatMap(([table, names]) => {
        const columns = names.map((c) => `"${c}"`).join(', ');
        return [
          `DELETE FROM ${TO[db]}."${table}"`,
          // rowid too: panes show the newest rows by it, so a restored file must number its rows as the original did.
          `INSERT INTO ${TO[db]}."${table}" (rowid, ${columns}) SELECT rowid, ${columns} FROM ${FROM[db]}."${table}"`,
        ];
      }),
    );
  }

  /** Gives a pair's files exactly the world's tables (the files may hold another design's from an earlier lab). */
  private giveSchema(pair: number, world: World): void {
    const paths = this.pathsOf(pair);
    const admin = new Connection(this.sql, 'checkpoint-admin', [paths.order, paths.warehouse]);
    try {
      for (const alias of [ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS]) {
        for (const r of admin.query(`SELECT name FROM ${alias}.sqlite_master WHERE type = 'table'`)) admin.run(`DROP TABLE ${alias}."${String(r.name)}"`);
      }
      // Plain tables, without keys or indexes: a checkpoint only keeps rows, and copying into a table with nothing
      // to maintain costs half as much. The rows go back into the world's own tables, keys and all, on restore.
      for (const db of ['order', 'warehouse'] as const) {
        for (const [table, columns] of world.files.tables(db)) admin.run(`CREATE TABLE ${paths[db].alias}."${table}" (${columns.map((c) => `"${c}"`).join(', ')})`);
      }
    } finally {
      admin.close();
    }
    this.pairSchema.set(pair, world.design.schema.join(';'));
  }
}

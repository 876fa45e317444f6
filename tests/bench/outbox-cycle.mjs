// One full outbox cycle — the order transaction, the relay's read, the warehouse's inbox + stock
// transaction, the relay marking the row published — as SQL that runs unchanged on sql.js and on native
// SQLite. Each "driver" gives three connections: order service, relay (both on the order DB) and warehouse.
import { rmSync } from 'node:fs';

export const ORDER_SCHEMA = (prefix) => [
  `CREATE TABLE ${prefix}orders (order_id TEXT PRIMARY KEY, item TEXT NOT NULL, quantity INTEGER NOT NULL, version INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL)`,
  `CREATE TABLE ${prefix}outbox (event_id TEXT PRIMARY KEY, aggregate_type TEXT NOT NULL, aggregate_id TEXT NOT NULL, aggregate_version INTEGER NOT NULL,
     event_type TEXT NOT NULL, schema_version INTEGER NOT NULL, payload_json TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending',
     attempt_count INTEGER NOT NULL DEFAULT 0, available_at TEXT NOT NULL, created_at TEXT NOT NULL, published_at TEXT, last_error TEXT,
     UNIQUE (aggregate_type, aggregate_id, aggregate_version))`,
  `CREATE INDEX ${prefix}outbox_delivery ON outbox (status, available_at, created_at, event_id)`,
];
export const WAREHOUSE_SCHEMA = (prefix) => [
  `CREATE TABLE ${prefix}inbox (event_id TEXT PRIMARY KEY, processed_at TEXT NOT NULL)`,
  `CREATE TABLE ${prefix}stock (order_id TEXT PRIMARY KEY, item TEXT NOT NULL, prepared INTEGER NOT NULL)`,
];

export const SQL = {
  existing: 'SELECT quantity FROM orders WHERE order_id = ?',
  insertOrder: "INSERT INTO orders (order_id, item, quantity, created_at) VALUES (?, 'snack', ?, ?)",
  insertOutbox: `INSERT INTO outbox (event_id, aggregate_type, aggregate_id, aggregate_version, event_type, schema_version, payload_json, status, attempt_count, available_at, created_at)
    VALUES (?, 'order', ?, 1, 'OrderAccepted', 1, ?, 'pending', 0, ?, ?)`,
  poll: "SELECT event_id, aggregate_id, payload_json FROM outbox WHERE status = 'pending' AND available_at <= ? ORDER BY created_at, event_id LIMIT 1",
  inbox: 'INSERT INTO inbox (event_id, processed_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  stock:
    "INSERT INTO stock (order_id, item, prepared) VALUES (?, 'snack', ?) ON CONFLICT (order_id) DO UPDATE SET prepared = prepared + excluded.prepared",
  publish: "UPDATE outbox SET status = 'published', published_at = ? WHERE event_id = ? AND status = 'pending'",
};

/**
 * Runs `count` cycles through `driver` (order, relay, warehouse: { exec(sql), get(key, params), run(key, params) }).
 */
export function runCycles(driver, count, offset = 0) {
  const { order, relay, warehouse } = driver;
  for (let i = offset; i < offset + count; i += 1) {
    const id = `o-${i}`;
    const event = `evt-${i}`;
    const at = new Date(Date.UTC(2026, 0, 1) + i).toISOString();
    order.exec('BEGIN');
    if (order.get('existing', [id]) !== undefined) throw new Error('duplicate order id');
    order.run('insertOrder', [id, 7, at]);
    order.run('insertOutbox', [
      event,
      id,
      JSON.stringify({ event_id: event, data: { order_id: id, quantity: 7 } }),
      at,
      at,
    ]);
    order.exec('COMMIT');
    const row = relay.get('poll', [at]);
    if (!row) throw new Error('relay found nothing');
    warehouse.exec('BEGIN');
    warehouse.run('inbox', [event, at]);
    warehouse.run('stock', [id, 7]);
    warehouse.exec('COMMIT');
    relay.run('publish', [at, event]);
  }
}

/** Each connection prepares each statement of the cycle once (both libraries name the method prepare). */
function statementCache(db) {
  const statements = new Map();
  const prepared = (key) => {
    if (!statements.has(key)) statements.set(key, db.prepare(SQL[key]));
    return statements.get(key);
  };
  return { statements, prepared };
}

/** sql.js: every connection is its own Database attaching the shared in-memory file. */
export function sqlJsDriver(SQLModule, tag) {
  const open = (alias, path) => {
    const db = new SQLModule.Database();
    db.run(`ATTACH '${path}' AS ${alias}`);
    const { statements, prepared } = statementCache(db);
    return {
      db,
      exec: (sql) => db.run(sql),
      get: (key, params) => {
        const s = prepared(key);
        s.bind(params);
        const row = s.step() ? s.getAsObject() : undefined;
        s.reset();
        return row;
      },
      run: (key, params) => {
        const s = prepared(key);
        s.run(params);
        s.reset();
      },
      close: () => {
        for (const s of statements.values()) s.free();
        db.close();
      },
    };
  };
  return assemble(
    (db) => open(`${db}db`, `/bench-${tag}-${db}.db`),
    (db) => `${db}db.`,
  );
}

/**
 * The three connections of a cycle, with both schemas created; `open(db)` opens a connection to "order" or "warehouse".
 */
function assemble(open, prefix) {
  const order = open('order');
  for (const sql of ORDER_SCHEMA(prefix('order'))) order.exec(sql);
  const warehouse = open('warehouse');
  for (const sql of WAREHOUSE_SCHEMA(prefix('warehouse'))) warehouse.exec(sql);
  const relay = open('order');
  return { order, relay, warehouse, close: () => [order, relay, warehouse].forEach((c) => c.close()) };
}

/**
 * better-sqlite3 on files in a RAM-backed directory, so neither side pays for a disk. `pragmas` (e.g. an
 * in-memory journal) strip the file-system work too, leaving SQLite's own work to compare.
 */
export function nativeDriver(Database, dir, tag, pragmas = []) {
  const open = (path) => {
    const db = new Database(path);
    for (const pragma of pragmas) db.pragma(pragma);
    const { prepared } = statementCache(db);
    return {
      db,
      exec: (sql) => db.exec(sql),
      get: (key, params) => prepared(key).get(...params),
      run: (key, params) => prepared(key).run(...params),
      close: () => db.close(),
    };
  };
  const driver = assemble(
    (db) => open(`${dir}/bench-${tag}-${db}.db`),
    () => '',
  );
  return {
    ...driver,
    close: () => {
      driver.close();
      for (const db of ['order', 'warehouse']) rmSync(`${dir}/bench-${tag}-${db}.db`, { force: true });
    },
  };
}

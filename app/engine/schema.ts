// Schemas from the seed articles. Tables a design does not use are not created, so no pane shows a table
// that plays no part in the run.
import type { DesignId } from './types';

export const ORDER_DB_ALIAS = 'orderdb';
export const WAREHOUSE_DB_ALIAS = 'warehousedb';

const ORDERS = `CREATE TABLE ${ORDER_DB_ALIAS}.orders (
  order_id TEXT PRIMARY KEY,
  item TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
)`;

const OUTBOX = `CREATE TABLE ${ORDER_DB_ALIAS}.outbox (
  event_id TEXT PRIMARY KEY,
  aggregate_type TEXT NOT NULL,
  aggregate_id TEXT NOT NULL,
  aggregate_version INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  schema_version INTEGER NOT NULL,
  payload_json TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'failed')),
  attempt_count INTEGER NOT NULL DEFAULT 0,
  available_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  published_at TEXT,
  last_error TEXT,
  UNIQUE (aggregate_type, aggregate_id, aggregate_version)
)`;

// Matches the relay's query: WHERE status = 'pending' AND available_at <= ? ORDER BY created_at, event_id.
const OUTBOX_DELIVERY_INDEX = `CREATE INDEX ${ORDER_DB_ALIAS}.outbox_delivery
  ON outbox (status, available_at, created_at, event_id)`;

const INBOX = `CREATE TABLE ${WAREHOUSE_DB_ALIAS}.inbox (
  event_id TEXT PRIMARY KEY,
  processed_at TEXT NOT NULL
)`;

const STOCK = `CREATE TABLE ${WAREHOUSE_DB_ALIAS}.stock (
  order_id TEXT PRIMARY KEY,
  item TEXT NOT NULL,
  prepared INTEGER NOT NULL
)`;

export function usesOutbox(design: DesignId): boolean {
  return design === 'outbox' || design === 'outbox-inbox';
}

export function usesInbox(design: DesignId): boolean {
  return design === 'outbox-inbox';
}

export function schemaFor(design: DesignId): string[] {
  return [
    ORDERS,
    ...(usesOutbox(design) ? [OUTBOX, OUTBOX_DELIVERY_INDEX] : []),
    ...(usesInbox(design) ? [INBOX] : []),
    STOCK,
  ];
}

/** Each table's primary key column: how a row is named across connections (panes, checks, tracking). */
export const PRIMARY_KEY: Record<string, string> = { orders: 'order_id', outbox: 'event_id', inbox: 'event_id', stock: 'order_id' };

/** Tables in pane order; the panes still ask sqlite_master which of them exist. */
export const ORDER_TABLES = ['orders', 'outbox'] as const;
export const WAREHOUSE_TABLES = ['inbox', 'stock'] as const;

/** "alias.table" for every table the design creates, sorted: what sqlite_master should list. */
export function tablesOf(design: DesignId): string[] {
  return schemaFor(design)
    .map((statement) => /^CREATE TABLE (\w+)\.(\w+)/.exec(statement))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}.${m[2]}`)
    .sort();
}

// The tables from the seed articles; a design lists the ones it uses, so no pane shows a table that plays no part
// in the run.
import { table } from './table';

export const ORDERS = table(
  'order',
  'orders',
  `  order_id TEXT PRIMARY KEY,
  item TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL`,
  { shows: ['order_id', 'quantity', 'version'] },
);

/** The outbox's columns (seed 000), which a design may extend before its constraint (a lease, say). */
export const OUTBOX_COLUMNS = `  event_id TEXT PRIMARY KEY,
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
  last_error TEXT`;
export const OUTBOX_UNIQUE = 'UNIQUE (aggregate_type, aggregate_id, aggregate_version)';

// Its index matches the relay's poll: WHERE status = 'pending' AND available_at <= ? ORDER BY created_at, event_id.
export const OUTBOX = table(
  'order',
  'outbox',
  `${OUTBOX_COLUMNS},
  ${OUTBOX_UNIQUE}`,
  {
    indexes: ['outbox_delivery (status, available_at, created_at, event_id)'],
    shows: ['event_id', 'aggregate_id', 'status', 'attempt_count', 'available_at', 'last_error'],
  },
);

/**
 * Work due at a time (seed 002): deleted once it ran, so the table holds only what is still to come. Its index
 * matches the scanner's poll: WHERE status = 'pending' AND scheduled_at <= ? ORDER BY scheduled_at, event_id.
 */
export const SCHEDULED_EVENTS = table(
  'order',
  'scheduled_events',
  `  event_id TEXT PRIMARY KEY,
  event_type TEXT NOT NULL,
  aggregate_id TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  scheduled_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
  attempt_count INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL`,
  {
    indexes: ['scheduled_due (status, scheduled_at, event_id)'],
    shows: ['event_id', 'aggregate_id', 'scheduled_at', 'status', 'attempt_count'],
  },
);

/**
 * High-volume rows waiting for the next batch (seed 002): one per usage record, deleted once aggregated. Its index
 * matches the batch's reads and its delete: WHERE created_at < :cutoff.
 */
export const ACCUMULATION_BUFFER = table(
  'order',
  'accumulation_buffer',
  `  entry_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  tokens INTEGER NOT NULL CHECK (tokens > 0),
  created_at TEXT NOT NULL`,
  { indexes: ['accumulation_batch (created_at)'] },
);

/** What the batches add up to, per user. */
export const USAGE_TOTALS = table(
  'order',
  'usage_totals',
  `  user_id TEXT PRIMARY KEY,
  tokens INTEGER NOT NULL,
  updated_at TEXT NOT NULL`,
);

/** The relay's heartbeat: one row it rewrites as its loop goes round (programs/heartbeat.ts). */
export const RELAY_HEARTBEAT = table(
  'order',
  'relay_heartbeat',
  `  relay_id TEXT PRIMARY KEY,
  beat_at TEXT NOT NULL`,
  { pane: false },
);

export const INBOX = table(
  'warehouse',
  'inbox',
  `  event_id TEXT PRIMARY KEY,
  processed_at TEXT NOT NULL`,
  { shows: ['event_id', 'processed_at'] },
);

export const STOCK = table(
  'warehouse',
  'stock',
  `  order_id TEXT PRIMARY KEY,
  item TEXT NOT NULL,
  prepared INTEGER NOT NULL`,
  { shows: ['order_id', 'prepared'] },
);

// Every kind of entry the engine can write on the timeline, with the parameters its sentence needs. The engine
// logs only these (TimelineEntry.text is a TimelineKind, so TypeScript refuses any other); the page words each one
// from `timeline.<kind>`, and the i18n test checks both languages give every kind a sentence that uses exactly
// these parameters. An entry may carry more (the stage and the diagram read `process`, `request`, `from`, `to`).
export const TIMELINE_KINDS = {
  submitted: ['request', 'order', 'quantity'],
  requestTaken: ['order', 'quantity'],
  ranLine: ['line'],
  begin: ['process'],
  commit: [],
  rollbackFinally: [],
  rollbackNothingToWrite: [],
  existingNone: ['order'],
  existingFound: ['order', 'quantity'],
  insertedOrderUncommitted: ['order'],
  insertedOrder: ['order'],
  // A row in a table a design brings of its own (no sentence of its own needed): the table, the row's key and its
  // order.
  insertedRowUncommitted: ['table', 'key', 'order'],
  insertedOutboxUncommitted: ['event', 'order'],
  respondAccepted: ['order'],
  respondRetry: ['order', 'quantity'],
  respondConflict: ['order', 'existing', 'quantity'],
  respondError: ['order', 'error'],
  noResponse: ['order'],
  pollEmpty: [],
  pollFound: ['event', 'order'],
  markedPublished: ['event'],
  markSkipped: ['table', 'event'],
  recordedFailure: ['table', 'event', 'attempts', 'error', 'retryIn'],
  sentRequest: ['message', 'from', 'to', 'order'],
  sentAck: ['message', 'from', 'to', 'order'],
  sentErrorReply: ['message', 'from', 'to', 'order'],
  droppedRequest: ['message', 'order'],
  droppedAck: ['message', 'order'],
  droppedErrorReply: ['message', 'order'],
  refusedRequest: ['message', 'to'],
  refusedAck: ['message', 'to'],
  refusedErrorReply: ['message', 'to'],
  discarded: ['message', 'to'],
  armedRequestDrop: [],
  armedAckDrop: [],
  armedCrash: ['line'],
  armedFail: ['line'],
  ackReceived: ['message'],
  errorReply: ['message'],
  ackTimeout: [],
  requestReceived: ['message', 'order'],
  inboxDuplicate: ['event'],
  inboxInserted: ['event'],
  stockAdded: ['order', 'quantity'],
  busy: ['process'],
  crashed: ['line'],
  failed: ['line', 'error'],
  lineThrew: ['line', 'error'],
  restarted: [],
  txVanished: [],
  clockAdvanced: [],
  loadSample: ['rate', 'pending', 'lagMs'],
  runLimit: ['moves', 'left'],
  parkedFailed: ['table', 'event', 'attempts', 'error'],
  outageUnreachable: ['minutes', 'until'],
  outageErroring: ['minutes', 'until'],
  outageOver: [],
  outageAnswered: ['message'],
  outageRejecting: ['event', 'order', 'minutes', 'until'],
  pollHeadWaiting: ['event', 'until'],
  cleanedPublished: ['window', 'count'],
  deletedPending: ['event', 'order'],
  eagerPicked: ['event', 'order'],
  eagerNothing: ['order'],
  eagerLeftToScanner: ['event', 'error'],
  failureSkipped: ['table', 'event', 'error'],
  insertedScheduledUncommitted: ['event', 'order', 'due'],
  scheduledDue: ['event', 'order'],
  scheduledDeleted: ['event'],
  insertedBufferUncommitted: ['order', 'tokens', 'user'],
  batchStarted: ['rows', 'cutoff'],
  batchAggregated: ['users'],
  batchDeleted: ['rows'],
  batchFailed: ['error'],
  amendSubmitted: ['request', 'order', 'quantity', 'version'],
  amendedUncommitted: ['order', 'quantity', 'version'],
  respondStale: ['order', 'current', 'expected'],
  respondUnknownOrder: ['order'],
  respondAmended: ['order', 'quantity'],
  scheduledNoneDue: [],
  scheduledGone: ['event'],
  batchNotDue: ['cutoff'],
  pollAggregateWaiting: ['event', 'head', 'until'],
} as const satisfies Record<string, readonly string[]>;

export type TimelineKind = keyof typeof TIMELINE_KINDS;

/** The parameters a kind's sentence names, each required. */
export type TimelineParams<K extends TimelineKind> = {
  readonly [P in (typeof TIMELINE_KINDS)[K][number]]: string | number;
};

/** The answers a client can get: the order service's responses, each an entry on the client's lane. */
export type RespondKind = Extract<TimelineKind, `respond${string}`>;

export const TIMELINE_KIND_LIST = Object.keys(TIMELINE_KINDS) as TimelineKind[];

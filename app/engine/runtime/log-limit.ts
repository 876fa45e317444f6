// How long a session can grow. Every state of the lab is its action log, replayed; a link carries the log, so
// the limit is what a reload or a shared link can replay in a few seconds. The lab refuses the action that
// would pass it (blocker `logFull`, with its sentence), so no session is ever cut short without a word.
export const MAX_LOG_ACTIONS = 10_000;

/**
 * What a link may hold: the applied actions plus those under Forward. Stopping inside a "Run to end" splits it
 * into two actions (the moves before and the moves after), so the whole log can exceed the applied limit by
 * one action per run; twice the limit covers every log the lab itself can write.
 */
export const MAX_LINK_ACTIONS = 2 * MAX_LOG_ACTIONS;

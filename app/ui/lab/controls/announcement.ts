// What the status region says after a change: the new timeline entries in words, or what navigation did.
import type { TFunction } from '../../i18n/translator';
import type { LabSnapshot } from '../../../engine/snapshot';
import { isProcess, type ProcessRole, type TimelineEntry } from '../../../engine/types';
import { laneName, numberedRoles, processName } from '../../shared/process-names';

const PROCESS_PARAMS = new Set(['process', 'from', 'to']);
/** Announcing more than this in one go reads like noise; the timeline keeps the rest. */
const MAX_ENTRIES = 4;

/** An entry in words; `numbered`: the roles the design runs several of, whose instances are named by number. */
export function entryText(t: TFunction, entry: TimelineEntry, numbered: readonly ProcessRole[] = []): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(entry.params))
    params[key] = PROCESS_PARAMS.has(key) && isProcess(value) ? processName(t, value, numbered) : value;
  return t(`timeline.${entry.text}`, params);
}

/** "Relay: sends …", the status line's account of one entry. */
function entrySentence(t: TFunction, entry: TimelineEntry, numbered: readonly ProcessRole[]): string {
  return t('status.entry', { lane: laneName(t, entry.lane, numbered), text: entryText(t, entry, numbered) });
}

/**
 * The status line's one or two visible lines: the newest thing that happened (and how a run ended), while the
 * status region announces the whole account (describeChange) and the timeline keeps every entry.
 */
export function briefChange(
  t: TFunction,
  before: LabSnapshot | null,
  after: LabSnapshot,
  kind: Parameters<typeof describeChange>[3],
): string {
  // Only a step, Back or Forward can say more than fits; anything else is short already.
  if (!(kind === 'action' || kind === 'back' || kind === 'forward') || (before && before.design !== after.design))
    return describeChange(t, before, after, kind);
  const fresh =
    before && after.timeline.length > before.timeline.length ? after.timeline.slice(before.timeline.length) : [];
  const newest = fresh.filter((e) => e.text !== 'ranLine').at(-1);
  const sentences = [
    kind === 'back' ? t('status.back') : kind === 'forward' ? t('status.forward') : '',
    newest
      ? `${entrySentence(t, newest, numberedRoles(after.processes))}${t('status.stop')}`
      : kind === 'action'
        ? t('status.nothing')
        : '',
    after.verdict && !before?.verdict ? t('status.ended', { outcome: t(`verdict.${after.verdict.outcome}`) }) : '',
  ].filter(Boolean);
  return sentences.reduce((text, next) => (text ? t('status.then', { first: text, rest: next }) : next), '');
}

export function describeChange(
  t: TFunction,
  before: LabSnapshot | null,
  after: LabSnapshot,
  kind: 'action' | 'back' | 'forward' | 'jump' | 'reset' | 'design' | 'options' | 'load',
): string {
  if (kind === 'reset') return t('status.reset');
  if (kind === 'options') return t('status.options', { count: after.actionCount });
  if (kind === 'jump') {
    const last = after.timeline.at(-1);
    return last ? t('why.jumped', { step: entryText(t, last, numberedRoles(after.processes)) }) : t('status.loaded');
  }
  // Back or Forward across a design change lands in another design: say which.
  if (kind === 'design' || (before && before.design !== after.design))
    return t('status.design', { design: t(`designs.${after.design}.name`) });
  if (kind === 'load') return t('status.loaded');
  const fresh =
    before && after.timeline.length > before.timeline.length ? after.timeline.slice(before.timeline.length) : [];
  const meaningful = fresh.filter((e) => e.text !== 'ranLine');
  const said = meaningful.slice(-MAX_ENTRIES).map((e) => entrySentence(t, e, numberedRoles(after.processes)));
  // Sentences are joined the way each language writes them: ". " between English ones, 「。」 after Japanese ones.
  const sentences = [
    kind === 'back' ? t('status.back') : kind === 'forward' ? t('status.forward') : '',
    said.length ? `${said.join(t('status.join'))}${t('status.stop')}` : kind === 'action' ? t('status.nothing') : '',
    after.verdict && !before?.verdict ? t('status.ended', { outcome: t(`verdict.${after.verdict.outcome}`) }) : '',
  ].filter(Boolean);
  return sentences.reduce((text, next) => (text ? t('status.then', { first: text, rest: next }) : next), '');
}

// The lab as one embeddable view: it starts from a link (design, options, action log, position), runs its own
// actor on its own database files, and either keeps the address bar equal to its state (the #/lab screen) or
// leaves the address bar alone (a lesson, the comparison page). Several can live on one page.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { encodeLink, type LabLink } from '../../engine/replay/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import type { LabPart } from '../../course/lesson-spec';
import { linkOf, snapshotOf } from '../../machine/lab-machine';
import { LabActorContext } from '../lab-context';
import { createLabActor, stopLabActor, type LabActor } from '../../machine/lab-actor';
import { loadSqlJs } from '../sql-loader';
import { LabScreen } from './lab-screen';
import { LabShortcuts } from '../shortcuts/lab-shortcuts';
import { KeysLabContext } from '../shortcuts/use-shortcut';
import { LinkNotice } from './link-notice';
import { StatusProvider } from './status-region';
import { useDocumentTitle } from '../use-document-title';
import { carryViewParams } from '../view-params';
import { warmExplorerWhenIdle } from '../explorer/explorer-worker-pool';

interface Props {
  /**
   * Where the lab starts; when it changes to another state, the lab loads it (a link followed, Back in the browser).
   */
  link: LabLink;
  /** Changes each time the page navigates to `link`, so following the same link twice loads it twice. */
  revision?: number;
  /** Keep the address bar equal to the lab's state. Only one lab on a page may. */
  syncUrl: boolean;
  /** Names the lab's region ("Lab: <title>") when it sits inside another page. */
  title?: string;
  /** Told the lab's current link and snapshot after every change (the page's navigation, a lesson's goals). */
  onChange?(link: string, snapshot: LabSnapshot): void;
  /** Where Reset returns (a lesson's state for this lab); an empty run when absent. Read once, at start. */
  home?: LabLink;
  /** Show only these parts besides the control bar (a lesson's lab); the whole lab when absent. */
  parts?: readonly LabPart[];
}

/** The lab's state as a link, Forward included: what Back undid stays in the log, after the position. */
const currentLink = (actor: LabActor) => linkOf(actor.getSnapshot().context);

/**
 * Runs `run` in a task of its own right after the next frame is painted (a message posted from the frame's
 * animation callback is taken after the frame). Returns a function that cancels it.
 */
function afterNextPaint(run: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}

function LabViewImpl({ link, revision = 0, syncUrl, title, onChange, home, parts }: Props) {
  const { t } = useTranslation();
  const [actor, setActor] = useState<LabActor | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Where a loaded link stopped (an impossible step), as data: translated when shown, so it follows the language. */
  const [rejected, setRejected] = useState<{ index: number; blocker: string } | null>(null);
  const wanted = encodeLink(link);
  const headingId = useId();
  // A lab inside another page answers the keys pressed inside its region (LabShortcuts).
  const region = useRef<HTMLElement>(null);
  // The #/lab screen names the window; an embedded lab leaves that to its page.
  useDocumentTitle(syncUrl ? t('nav.lab') : null, syncUrl);

  // Start once per mounted view; a later link is loaded into the running actor (below), not a new one.
  const firstLink = useRef(link);
  const homeLink = useRef(home);
  // Only the lab screen, one link away from the explorer, warms its worker; a lesson's labs do not.
  const warmsExplorer = useRef(syncUrl);
  useEffect(() => {
    let running: LabActor | null = null;
    let cancelled = false;
    loadSqlJs().then(
      (sql) => {
        if (cancelled) return;
        running = createLabActor(sql, firstLink.current, homeLink.current);
        setActor(running);
        // Both databases are seeded and the first snapshot read: the benchmark's "lab ready".
        performance.mark('outbox-lab:ready');
        if (warmsExplorer.current) warmExplorerWhenIdle();
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
      if (running) stopLabActor(running);
    };
  }, []);

  // A link that differs from the lab's state is loaded — only when the link itself changes (a navigation), never
  // on a re-render or a language switch, which would throw away what the learner did since.
  useEffect(() => {
    if (!actor) return;
    // The whole log loads, shown at the link's position with the rest under Forward.
    if (wanted !== currentLink(actor))
      actor.send({ type: 'LOAD', design: link.design, actions: link.actions, options: link.options, at: link.at });
    setRejected(actor.getSnapshot().context.rejected);
    // `link` is read through `wanted`, its encoding: a new object for the same state loads nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, wanted, revision]);
  const notice = rejected
    ? t('notice.linkRejected', { index: rejected.index + 1, reason: t(`reason.${rejected.blocker}`) })
    : null;

  // Report (and, when syncing, write) the lab's link after every change. replaceState fires no hashchange,
  // so writing the state back never re-loads it.
  useEffect(() => {
    if (!actor || (!syncUrl && !onChange)) return;
    // The address is written right after the frame that shows the change, not in the Step that made it: the browser
    // process takes the whole address at each replaceState, and doing that while the frame was being made slows that
    // frame, the more the longer the log. Changes within one frame share a
    // write. The page's own link to the lab (the lab screen's onChange) is told then too, from the same encoding: the
    // link is the whole log, and encoding it twice a Step (and re-rendering the page's header each time) grew with the
    // session. A page hidden before that frame (closed, left) writes it then; a navigation in between (another link,
    // another screen) wins over it.
    let pending: (() => void) | null = null;
    const report = (link = currentLink(actor)) => onChange?.(link, snapshotOf(actor.getSnapshot().context));
    const writeAddress = () => {
      cancelWrite();
      const link = currentLink(actor);
      report(link);
      // ?lang=, ?present=1 and ?embed=1 given inside the hash survive rewrites of the hash.
      const withView = carryViewParams(link, location.hash);
      if (location.hash !== withView) history.replaceState(history.state, '', withView);
    };
    const cancelWrite = () => {
      pending?.();
      pending = null;
    };
    const flush = () => {
      if (pending !== null) writeAddress();
    };
    // Another address wins over the write still to come, but the page's link to the lab keeps the lab's state:
    // a learner who steps and at once opens the explorer comes back to the lab as they left it.
    const navigated = () => {
      if (pending === null) return;
      cancelWrite();
      report();
    };
    const changed = () => {
      // A lesson's lab (not synced) tells its page at once: its goals are checked against every change.
      if (!syncUrl) report();
      else if (pending === null) pending = afterNextPaint(writeAddress);
    };
    if (syncUrl) writeAddress();
    else report();
    const subscription = actor.subscribe(changed);
    addEventListener('pagehide', flush);
    addEventListener('hashchange', navigated);
    return () => {
      subscription.unsubscribe();
      navigated();
      removeEventListener('pagehide', flush);
      removeEventListener('hashchange', navigated);
    };
  }, [actor, syncUrl, onChange]);

  const body = actor ? (
    <LabActorContext.Provider value={actor}>
      <StatusProvider>
        {notice && <LinkNotice text={notice} onDismiss={() => setRejected(null)} />}
        {/* Keys act on the lab that has the focus: a titled lab is one region of its page, the #/lab screen's the rest. */}
        {(title || syncUrl) && <LabShortcuts region={title ? region : undefined} />}
        <KeysLabContext.Provider value={Boolean(title) || syncUrl}>
          <LabScreen tools={syncUrl} parts={parts} />
        </KeysLabContext.Provider>
      </StatusProvider>
    </LabActorContext.Provider>
  ) : (
    <p className="loading" role="status">
      {loadError ? t('app.loadFailed', { error: loadError }) : t('app.loading')}
    </p>
  );
  if (!title) return body;
  return (
    <section className="embedded-lab" aria-labelledby={headingId} ref={region}>
      <h2 id={headingId} className="embedded-lab-title">
        {t('lab.region', { title })}
      </h2>
      {body}
    </section>
  );
}

/** Memoised: a lesson page re-renders when any of its labs reports a step; the other labs need not. */
export const LabView = memo(LabViewImpl);

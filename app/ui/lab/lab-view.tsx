// The lab as one embeddable view: it starts from a link (design, options, action log, position), runs its own
// actor on its own database files, and either keeps the address bar equal to its state (the #/lab screen) or
// leaves the address bar alone (a lesson, the comparison page). Several can live on one page.
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { encodeLink, type LabLink } from '../../engine/replay/link-codec';
import { carryViewParams } from '../view-params';
import type { LabSnapshot } from '../../engine/snapshot';
import type { LabPart } from '../../course/lesson-spec';
import { LabActorContext } from './lab-context';
import { LabScreen } from './lab-screen';
import { currentLink, useAddressSync } from './session/use-address-sync';
import { useRunningLab } from './session/use-running-lab';
import { useLinkOpening } from './session/use-link-opening';
import { openInActor, saveActorReplay } from '../../machine/lab-actor';
import { savedReplays } from '../store/replay-area';
import { ReplayProgress } from './session/replay-progress';
import { LabShortcuts } from './controls/lab-shortcuts';
import { KeysLabContext } from './controls/use-shortcut';
import { LinkNotice } from './link-notice';
import { StatusProvider } from './controls/status-region';
import { useDocumentTitle } from '../shared/use-document-title';

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
  /**
   * Told once, when the lab has started (both databases seeded, the first snapshot read): the #/lab screen warms the
   * explorer's workers then. Read once, at start.
   */
  onReady?(): void;
}

function LabViewImpl({ link, revision = 0, syncUrl, title, onChange, home, parts, onReady }: Props) {
  const { t } = useTranslation();
  /** Where a loaded link stopped (an impossible step), as data: translated when shown, so it follows the language. */
  const [rejected, setRejected] = useState<{ index: number; blocker: string } | null>(null);
  const wanted = encodeLink(link);
  const headingId = useId();
  // A lab inside another page answers the keys pressed inside its region (LabShortcuts).
  const region = useRef<HTMLElement>(null);
  // The #/lab screen names the window; an embedded lab leaves that to its page.
  useDocumentTitle(syncUrl ? t('nav.lab') : null, syncUrl);

  const { progress, open, cancel } = useLinkOpening();
  /** A link whose replay was cancelled: the lab stayed as it was (or, at first, empty), and says so. */
  const [notOpened, setNotOpened] = useState<{ link: LabLink; first: boolean } | null>(null);
  /** The navigation (link and revision) whose replay was cancelled, so it is not opened again until asked. */
  const declined = useRef<string | null>(null);
  const [again, setAgain] = useState(0);
  const onFirstNotOpened = useCallback(
    (first: LabLink) => {
      declined.current = `${revision}|${encodeLink(first)}`;
      setNotOpened({ link: first, first: true });
    },
    // The first link only: read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { actor, loadError } = useRunningLab(link, home, onReady, open, onFirstNotOpened);

  // A link that differs from the lab's state is loaded — only when the link itself changes (a navigation), never
  // on a re-render or a language switch, which would throw away what the learner did since. A long one is replayed
  // between frames first, the lab inert under its progress bar; cancelled, the lab stays as it was.
  useEffect(() => {
    if (!actor) return;
    const navigation = `${revision}|${wanted}`;
    if (wanted === currentLink(actor) || declined.current === navigation) {
      setRejected(actor.getSnapshot().context.rejected);
      return;
    }
    declined.current = null;
    setNotOpened(null);
    // The whole log loads, shown at the link's position with the rest under Forward.
    const load = () => {
      actor.send({ type: 'LOAD', design: link.design, actions: link.actions, options: link.options, at: link.at });
      setRejected(actor.getSnapshot().context.rejected);
    };
    const opening = open((onProgress) => openInActor(actor, link, onProgress, savedReplays()));
    if (!opening) return load();
    let current = true;
    void opening.then((outcome) => {
      if (!current) return;
      if (outcome !== 'cancelled') {
        load();
        // Saved in this task, while the lab still stands at the link's end; only the writing to IndexedDB waits.
        if (outcome === 'replayed') saveActorReplay(actor, link, savedReplays());
        return;
      }
      declined.current = navigation;
      setNotOpened({ link, first: false });
      // The address goes back to the lab's state, which never changed.
      if (syncUrl) history.replaceState(history.state, '', carryViewParams(currentLink(actor), location.hash));
    });
    return () => {
      current = false;
      cancel();
    };
    // `link` is read through `wanted`, its encoding: a new object for the same state loads nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, wanted, revision, again]);
  const openAgain = () => {
    declined.current = null;
    setNotOpened(null);
    setAgain((n) => n + 1);
  };
  const notice = rejected
    ? t('notice.linkRejected', { index: rejected.index + 1, reason: t(`reason.${rejected.blocker}`) })
    : null;

  useAddressSync(actor, syncUrl, onChange);

  // The lab under the bar goes inert: the focus, if it was in there, goes to Cancel rather than to nowhere; focus
  // anywhere else on the page (a lesson's text, another lab) stays where it is.
  const waiting = useRef<HTMLDivElement>(null);
  const replaying = progress && (
    <ReplayProgress
      progress={progress}
      onCancel={cancel}
      takeFocus={() => waiting.current?.contains(document.activeElement) ?? false}
    />
  );
  const body = actor ? (
    <LabActorContext.Provider value={actor}>
      <StatusProvider>
        {replaying}
        {notice && <LinkNotice text={notice} onDismiss={() => setRejected(null)} />}
        {notOpened && (
          <LinkNotice
            text={t(notOpened.first ? 'replay.notOpenedFirst' : 'replay.notOpened')}
            onDismiss={() => setNotOpened(null)}
            action={{ label: t('replay.openAgain'), run: openAgain }}
          />
        )}
        {/* Keys act on the lab that has the focus: a titled lab is one region of its page, the #/lab screen's the
            rest. While a link replays, the lab waits under its bar and takes nothing (keys included). */}
        <div className="replay-wait" ref={waiting} inert={progress !== null} aria-busy={progress !== null || undefined}>
          {(title || syncUrl) && !progress && <LabShortcuts region={title ? region : undefined} />}
          <KeysLabContext.Provider value={Boolean(title) || syncUrl}>
            <LabScreen tools={syncUrl} parts={parts} />
          </KeysLabContext.Provider>
        </div>
      </StatusProvider>
    </LabActorContext.Provider>
  ) : (
    (replaying ?? (
      <p className="loading" role="status">
        {loadError ? t('app.loadFailed', { error: loadError }) : t('app.loading')}
      </p>
    ))
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

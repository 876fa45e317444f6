// The lab as one embeddable view: it starts from a link (design, options, action log, position), runs its own
// actor on its own database files, and either keeps the address bar equal to its state (the #/lab screen) or
// leaves the address bar alone (a lesson, the comparison page). Several can live on one page.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { encodeLink, type LabLink } from '../../engine/replay/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import type { LabPart } from '../../course/lesson-spec';
import { LabActorContext } from '../lab-context';
import { LabScreen } from './lab-screen';
import { currentLink, useAddressSync } from './use-address-sync';
import { useRunningLab } from './use-running-lab';
import { LabShortcuts } from '../shortcuts/lab-shortcuts';
import { KeysLabContext } from '../shortcuts/use-shortcut';
import { LinkNotice } from './link-notice';
import { StatusProvider } from './status-region';
import { useDocumentTitle } from '../use-document-title';

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

function LabViewImpl({ link, revision = 0, syncUrl, title, onChange, home, parts }: Props) {
  const { t } = useTranslation();
  /** Where a loaded link stopped (an impossible step), as data: translated when shown, so it follows the language. */
  const [rejected, setRejected] = useState<{ index: number; blocker: string } | null>(null);
  const wanted = encodeLink(link);
  const headingId = useId();
  // A lab inside another page answers the keys pressed inside its region (LabShortcuts).
  const region = useRef<HTMLElement>(null);
  // The #/lab screen names the window; an embedded lab leaves that to its page.
  useDocumentTitle(syncUrl ? t('nav.lab') : null, syncUrl);

  const { actor, loadError } = useRunningLab(link, home, syncUrl);

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

  useAddressSync(actor, syncUrl, onChange);

  const body = actor ? (
    <LabActorContext.Provider value={actor}>
      <StatusProvider>
        {notice && <LinkNotice text={notice} onDismiss={() => setRejected(null)} />}
        {/* Keys act on the lab that has the focus: a titled lab is one region of its page, the #/lab screen's the
            rest. */}
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

// The polite live region that announces each step's result, and refusals of disabled controls. It lives in
// the lab's control bar (StatusLine), in the layout, never over the programs or the tables. The bar shows one
// or two lines — the newest thing that happened — so it never changes height; the region announces the whole
// account, and the timeline keeps every entry.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import { snapshotOf } from '../../../machine/lab-machine';
import { briefChange, describeChange } from './announcement';
import { useLabActor } from '../lab-context';

const AnnounceContext = createContext<(text: string) => void>(() => {});
/** The latest announcement; null until something happened (the bar then says the lab is ready). */
const MessageContext = createContext<Message | null>(null);

interface Message {
  /** What the status region announces. */
  full: string;
  /** What the bar shows: at most two lines. */
  brief: string;
}

export function useAnnounce() {
  return useContext(AnnounceContext);
}

export function StatusProvider({ children }: { children: ReactNode }) {
  const actor = useLabActor();
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message | null>(null);
  const say = useCallback((text: string) => setMessage({ full: text, brief: text }), []);

  useEffect(() => {
    let before = actor.getSnapshot().context;
    const subscription = actor.subscribe((snapshot) => {
      const after = snapshot.context;
      if (after === before) return;
      // The machine says what the change was; a jump or a link has no single "before" to compare with.
      const kind = after.change === 'start' ? 'load' : after.change;
      const stepwise = kind === 'action' || kind === 'back' || kind === 'forward';
      const [earlier, now] = [stepwise ? snapshotOf(before) : null, snapshotOf(after)];
      const full = describeChange(t, earlier, now, kind);
      setMessage({ full, brief: stepwise ? briefChange(t, earlier, now, kind) : full });
      before = after;
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);

  return (
    <AnnounceContext.Provider value={say}>
      <MessageContext.Provider value={message}>{children}</MessageContext.Provider>
    </AnnounceContext.Provider>
  );
}

/** The status line: what the last action did. "Lab ready." shows only until the first thing happens. */
export function StatusLine() {
  const { t } = useTranslation();
  const message = useContext(MessageContext);
  // A lab opened from a link says where in the link it stands, so "ready" is never mistaken for a fresh lab.
  const applied = useSelector(useLabActor(), (s) => s.context.actions.length);
  const idle = applied ? t('status.readyAt', { count: applied }) : t('status.ready');
  const full = message?.full ?? idle;
  const brief = message?.brief ?? idle;
  // Said once when the bar shows all of it; otherwise the bar shows the newest part and the region, hidden, says
  // all. The region is one element throughout (keyed), so screen readers keep hearing it.
  const whole = brief === full;
  return (
    <div className={`status-line${message ? '' : ' status-idle'}`}>
      {!whole && (
        <p key="brief" className="status-brief" aria-hidden="true" title={full}>
          {brief}
        </p>
      )}
      <p key="region" role="status" aria-live="polite" className={whole ? 'status-brief' : 'visually-hidden'}>
        {full}
      </p>
    </div>
  );
}

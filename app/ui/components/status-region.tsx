// The polite live region that announces each step's result, and refusals of disabled controls. It lives in
// the lab's control bar (StatusLine), in the layout, never over the programs or the tables.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/use-translation';
import { snapshotOf } from '../../machine/lab-machine';
import { describeChange } from '../announcement';
import { useLabActor } from '../lab-context';

const AnnounceContext = createContext<(text: string) => void>(() => {});
/** The latest announcement; null until something happened (the bar then says the lab is ready). */
const MessageContext = createContext<string | null>(null);

export function useAnnounce() {
  return useContext(AnnounceContext);
}

export function StatusProvider({ children }: { children: ReactNode }) {
  const actor = useLabActor();
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let before = actor.getSnapshot().context;
    const subscription = actor.subscribe((snapshot) => {
      const after = snapshot.context;
      if (after === before) return;
      // The machine says what the change was; a jump or a link has no single "before" to compare with.
      const kind = after.change === 'start' ? 'load' : after.change;
      const stepwise = kind === 'action' || kind === 'back' || kind === 'forward';
      setMessage(describeChange(t, stepwise ? snapshotOf(before) : null, snapshotOf(after), kind));
      before = after;
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);

  return (
    <AnnounceContext.Provider value={setMessage}>
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
  return (
    <p role="status" aria-live="polite" className={`status-line${message ? '' : ' status-idle'}`}>
      {message ?? (applied ? t('status.readyAt', { count: applied }) : t('status.ready'))}
    </p>
  );
}

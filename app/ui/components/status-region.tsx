// The polite live region that announces each step's result, and refusals of disabled controls. It lives in
// the lab's control bar (StatusLine), in the layout, never over the programs or the tables.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshotOf, type LabContext } from '../../machine/lab-machine';
import { describeChange } from '../announcement';
import { useLabActor } from '../lab-context';

const AnnounceContext = createContext<(text: string) => void>(() => {});
/** The latest announcement; null until something happened (the bar then says the lab is ready). */
const MessageContext = createContext<string | null>(null);

export function useAnnounce() {
  return useContext(AnnounceContext);
}

function kindOf(before: LabContext, after: LabContext) {
  if (before.design !== after.design) return 'design';
  const [a, b] = [before.actions, after.actions];
  if (b.length === 0 && a.length > 0 && after.undone.length === 0) return 'reset';
  if (b.length === a.length - 1 && after.undone.length === before.undone.length + 1) return 'back';
  if (b.length === a.length + 1 && after.undone.length === before.undone.length - 1) return 'forward';
  if (b.length === a.length + 1) return 'action';
  return 'load';
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
      const kind = kindOf(before, after);
      setMessage(describeChange(t, kind === 'action' || kind === 'back' || kind === 'forward' ? snapshotOf(before) : null, snapshotOf(after), kind));
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
  return (
    <p role="status" aria-live="polite" className={`status-line${message ? '' : ' status-idle'}`}>
      {message ?? t('status.ready')}
    </p>
  );
}

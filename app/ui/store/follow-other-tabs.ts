// Another tab saved preferences: read them, so this tab shows the same choices and its next save builds on
// them (fieldwise-storage.ts writes only what this tab changed). A language chosen there applies here too.
import { applyLanguage } from '../i18n/apply-language';
import { useViewStore, VIEW_STORE_KEY } from './view-store';

export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VIEW_STORE_KEY) return;
    const before = useViewStore.getState().language;
    void Promise.resolve(useViewStore.persist.rehydrate()).then(() => {
      const after = useViewStore.getState().language;
      if (after && after !== before) applyLanguage(after);
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

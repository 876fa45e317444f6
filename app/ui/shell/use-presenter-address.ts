// Presenter mode follows the address (?present=1 before the hash or in it; main.tsx reads it at start) and writes
// itself back into it, so a reload or a copied link keeps the room's view. A link that does not say (the site's own
// navigation) leaves it as it is.
import { useEffect } from 'react';
import { useViewStore } from '../store/view-store';
import { viewParam, withFlag } from '../view-params';

export function usePresenterAddress(): void {
  const presenter = useViewStore((s) => s.presenter);
  const setPresenter = useViewStore((s) => s.setPresenter);
  useEffect(() => {
    const follow = () => {
      const said = viewParam('present', location.search, location.hash);
      if (said !== null) setPresenter(said === '1');
      else if (useViewStore.getState().presenter)
        history.replaceState(history.state, '', withFlag(location.href, 'present', true));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [setPresenter]);
  useEffect(() => {
    document.documentElement.classList.toggle('presenter', presenter);
    const next = withFlag(location.href, 'present', presenter);
    if (next !== location.href) history.replaceState(history.state, '', next);
  }, [presenter]);
}

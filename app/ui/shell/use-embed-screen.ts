// In a course platform's iframe: the embed bridge says where the lab is and what progress it holds, to allowed
// hosts only — "ready" when it starts, then once per screen change.
import { useEffect, useRef } from 'react';
import type { Route } from '../route';
import { inFrame } from '../embed/embed-protocol';

// The bridge's code (and the progress it reports) loads only in a frame: a page on its own never runs it. A chunk
// that cannot be fetched leaves the host unanswered, as a host not on the list is.
const bridge = () => import('../embed/embed-bridge');

export function useEmbedScreen(current: Route['screen']): void {
  const screen = useRef(current);
  screen.current = current;
  useEffect(() => {
    if (!inFrame()) return;
    let stop: (() => void) | null = null;
    let ended = false;
    bridge().then(
      (b) => {
        if (!ended) stop = b.startEmbedBridge(() => screen.current);
      },
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, []);
  const saidScreen = useRef(current);
  useEffect(() => {
    if (saidScreen.current === current || !inFrame()) return;
    saidScreen.current = current;
    bridge().then(
      (b) => b.postToHost({ type: 'ready', screen: current }),
      () => {},
    );
  }, [current]);
}

// In a course platform's iframe: the embed bridge says where the lab is and what progress it holds, to allowed
// hosts only — "ready" when it starts, then once per screen change.
import { useEffect, useRef } from 'react';
import { postToHost, startEmbedBridge } from '../embed/embed-bridge';
import type { Route } from '../route';

export function useEmbedScreen(current: Route['screen']): void {
  const screen = useRef(current);
  screen.current = current;
  useEffect(() => startEmbedBridge(() => screen.current), []);
  const saidScreen = useRef(current);
  useEffect(() => {
    if (saidScreen.current === current) return;
    saidScreen.current = current;
    postToHost({ type: 'ready', screen: current });
  }, [current]);
}

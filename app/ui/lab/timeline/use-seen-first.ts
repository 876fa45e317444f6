// What the learner sees first: a view outside the viewport shows a change one frame later, in the task after the
// frame that shows it everywhere else, so a Step or a jump paints what is on screen without laying out what is not.
// The timeline below the fold is a thousand elements a jump redraws, and on a laptop's screen content-visibility
// still counts the pane as near enough to draw, so the jump's frame would lay them out too. On screen, the view
// follows at once; off screen it is never more than a frame behind, so whatever scrolls it into view, or reads it,
// finds it current.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** What the view shows, and whether that is behind what the lab stands at (off screen, for a frame at most). */
export function useSeenFirst<T>(value: T, view: RefObject<Element | null>): { shown: T; behind: boolean } {
  const [onScreen, setOnScreen] = useState(true);
  const [late, setLate] = useState(value);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });

  useEffect(() => {
    const el = view.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const seen = entries[entries.length - 1].isIntersecting;
      setOnScreen(seen);
      // Leaving the screen, it keeps what it showed: the value of that moment.
      if (!seen) setLate(latest.current);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [view]);

  useEffect(() => {
    if (onScreen || Object.is(late, value)) return;
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => setLate(value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [value, onScreen, late]);

  return onScreen ? { shown: value, behind: false } : { shown: late, behind: !Object.is(late, value) };
}

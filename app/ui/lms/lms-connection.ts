// The course as an LMS's SCO (only the SCORM packages' builds load this file): finds the LMS, keeps progress per
// learner, lets the LMS's saved progress win over the browser's, follows the LMS's language preference, keeps a
// bookmark, reports after every change, and finishes when the page goes away. Without an LMS, or with one that
// fails, the course works exactly as on the web and says once that the LMS is not recording.
import { LESSON_INDEX } from '../../course/lesson-index';
import { EMPTY_PROGRESS, mergeProgress } from '../../course/progress';
import { findLmsApi, type ScormVersion } from '../../lms/lms-api';
import { LmsSession } from '../../lms/lms-session';
import { parseRoute } from '../route';
import { keepProgressFor, useProgressStore } from '../store/progress-store';
import { useLmsStatus, type LmsNotice } from './lms-status';

/** Problems after which the LMS is not recording this visit; the others (too big, unreadable) leave it as it was. */
const STOPS_RECORDING = new Set(['no-api', 'initialize', 'commit', 'finished']);

const tell = (notice: LmsNotice) =>
  useLmsStatus.setState((s) => ({ notice, recording: s.recording && !STOPS_RECORDING.has(notice.kind) }));

/**
 * The course place worth returning to: the home page, a lesson, a quiz by its seed. A lab, the explorer or the
 * answer key is reached from those, so it keeps the last course place instead.
 */
export function bookmarkOf(hash: string): string | null {
  const route = parseRoute(hash);
  if (route.error) return null;
  if (route.screen === 'home') return '#/';
  if (route.screen === 'lesson') return `#/lessons/${route.lessonId}`;
  if (route.screen === 'quiz' && route.seed !== null) return `#/quiz?seed=${route.seed}`;
  return null;
}

/**
 * A note, per learner, that this browser holds progress the LMS has not recorded (a refused commit, progress past
 * its limit, a page used after its session ended). While it is there, the next launch merges the browser's copy
 * into the LMS's instead of letting the LMS's replace it.
 */
function unrecordedNote(learnerId: string) {
  const key = `outbox-lab:lms-unrecorded:${encodeURIComponent(learnerId)}`;
  const attempt = (run: () => void) => {
    try {
      run();
    } catch {
      // Storage refused: the note is lost, and the LMS's copy wins next time, as it does for everyone else.
    }
  };
  let present = false;
  attempt(() => (present = localStorage.getItem(key) !== null));
  return {
    present: () => present,
    set: (on: boolean) => {
      if (on === present) return;
      present = on;
      attempt(() => (on ? localStorage.setItem(key, '1') : localStorage.removeItem(key)));
    },
  };
}

/** Connects before the first paint; returns the LMS's language preference, if it has one this course speaks. */
export function startLms(version: ScormVersion): { language: 'ja' | 'en' | null } {
  useLmsStatus.setState({ version });
  const api = findLmsApi(window, version);
  if (!api) {
    keepProgressFor(null);
    tell({ kind: 'no-api', detail: version === '1.2' ? 'API' : 'API_1484_11' });
    return { language: null };
  }
  const session = new LmsSession(api, tell);
  useLmsStatus.setState({ recording: true });
  const launch = session.start();
  if (!launch) {
    keepProgressFor(null);
    return { language: null };
  }
  // The browser keeps a copy per learner, so two learners sharing a computer never see each other's progress.
  keepProgressFor(launch.learnerId || null);
  const note = unrecordedNote(launch.learnerId);
  const here = useProgressStore.getState();
  if (launch.saved.kind === 'progress')
    useProgressStore.setState({
      ...(note.present() ? mergeProgress(launch.saved.progress, here) : launch.saved.progress),
    });
  else if (launch.saved.kind === 'empty' && launch.fresh && !note.present())
    useProgressStore.setState({ ...EMPTY_PROGRESS });
  const place = bookmarkOf(launch.bookmark);
  // Replaced, not pushed: Back inside the LMS's frame does not lead to a home page the learner never saw.
  if (place && bookmarkOf(location.hash) === '#/' && place !== '#/') history.replaceState(history.state, '', place);

  // The course's index (ids, predictions, tries) says when a lesson is done: no lesson's spec loads for it.
  const report = () => note.set(!session.report(useProgressStore.getState(), LESSON_INDEX));
  report();
  useProgressStore.subscribe((now, before) => {
    if (now.lessons !== before.lessons || now.quizBest !== before.quizBest) report();
  });
  let last = bookmarkOf(location.hash);
  if (last) session.bookmark(last);
  window.addEventListener('hashchange', () => {
    const next = bookmarkOf(location.hash);
    if (next && next !== last) session.bookmark((last = next));
  });
  window.addEventListener('pagehide', () => {
    session.finish();
    useLmsStatus.setState({ recording: false });
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) session.reopenedAfterFinish();
  });
  return { language: launch.language };
}

// The course as an LMS's SCO (only the SCORM packages' builds load this file): finds the LMS, keeps progress per
// learner, lets the LMS's saved progress win over the browser's, follows the LMS's language preference, keeps a
// bookmark, reports after every change, and finishes when the page goes away. Without an LMS, or with one that
// fails, the course works exactly as on the web and says once that the LMS is not recording.
import type { LessonSpec } from '../../course/lesson-spec';
import { findLmsApi, type ScormVersion } from '../../lms/lms-api';
import { LmsSession } from '../../lms/lms-session';
import { parseRoute } from '../route';
import { keepProgressFor, useProgressStore } from '../store/progress-store';
import { useLmsStatus, type LmsNotice } from './lms-status';

const tell = (notice: LmsNotice) =>
  useLmsStatus.setState({ notice, recording: notice.kind === 'too-big' || notice.kind === 'unreadable' });

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

let specs: readonly LessonSpec[] | null = null;

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
  const launch = session.start();
  if (!launch) {
    keepProgressFor(null);
    return { language: null };
  }
  useLmsStatus.setState({ recording: true });
  // The browser keeps a copy per learner, so two learners sharing a computer never see each other's progress.
  keepProgressFor(launch.learnerId || null);
  if (launch.saved.kind === 'progress') useProgressStore.setState({ ...launch.saved.progress });
  const place = bookmarkOf(launch.bookmark);
  if (place && bookmarkOf(location.hash) === '#/' && place !== '#/') location.hash = place;

  const report = () => specs && session.report(useProgressStore.getState(), specs);
  void import('../../course/lesson-presets').then((m) => {
    specs = m.LESSON_SPECS;
    report();
  });
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

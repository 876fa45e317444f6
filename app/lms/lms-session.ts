// One launch of the course as an LMS's SCO: initialise once, read what the LMS kept for this learner, report
// progress and score after every change that matters (each report ends in a commit), and finish once on leaving.
// The LMS failing — refusing a value, a commit, or a call after it finished — never throws into the course: the
// session names the problem (once per kind) and the course goes on saving in the browser.
import type { LessonIndexEntry } from '../course/lesson-index';
import type { Progress } from '../course/progress';
import { CMI } from './cmi-elements';
import { languageFrom, timespan12, timespan2004 } from './cmi-formats';
import type { LmsApi } from './lms-api';
import { lmsReport, passingFrom, type ReportFloor } from './lms-report';
import { decodeSuspendData, encodeSuspendData, type SuspendRead } from './suspend-codec';

export const LMS_PROBLEM_KINDS = ['initialize', 'read', 'unreadable', 'too-big', 'commit', 'finished'] as const;
export type LmsProblemKind = (typeof LMS_PROBLEM_KINDS)[number];
export interface LmsProblem {
  kind: LmsProblemKind;
  /** What the LMS said, or the sizes: shown to the learner after the sentence that explains it. */
  detail: string;
}

export interface LmsLaunch {
  learnerId: string;
  /** The course place the learner was at when they left, as the LMS kept it; empty on a first launch. */
  bookmark: string;
  saved: SuspendRead;
  /** A new attempt (entry "ab-initio"): what this browser kept from an earlier one does not carry over. */
  fresh: boolean;
  language: 'ja' | 'en' | null;
}

/** Errors that mean "this LMS does not keep that element" (1.2: not implemented; 2004: undefined, unimplemented). */
const UNSUPPORTED = /^40[12]\b/;
/** A read that found nothing: 1.2 answers "" with no error; 2004 says 403, "not initialized". */
const NOTHING_YET = /^403\b/;

type SetResult = 'ok' | 'unsupported' | 'failed';

export class LmsSession {
  private readonly cmi;
  private readonly told = new Set<LmsProblemKind>();
  private readonly unsupported = new Set<string>();
  private open = false;
  private started = 0;
  /** Data the LMS held that this course cannot read (or could not read): left there, never written over. */
  private keepSuspendData = false;
  private passing = 0.8;
  private floor: ReportFloor = { complete: false, passed: false };

  constructor(
    private readonly api: LmsApi,
    private readonly onProblem: (problem: LmsProblem) => void,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.cmi = CMI[api.version];
  }

  /** Initialises the SCO and reads the launch data; null when the LMS refuses to start. */
  start(): LmsLaunch | null {
    if (!this.call(() => this.api.initialize(), 'initialize')) return null;
    this.open = true;
    this.started = this.now();
    const get = (element: string | null) => (element ? this.read(element) : '');
    const raw = get(this.cmi.suspendData);
    let saved = decodeSuspendData(raw);
    if (saved.kind === 'empty') {
      // An empty answer with an error is a read that failed, not a first launch: the LMS may hold progress.
      const error = this.error();
      if (error && !NOTHING_YET.test(error)) {
        saved = { kind: 'unreadable' };
        this.keepSuspendData = true;
        this.say('read', error);
      }
    } else if (saved.kind === 'unreadable') {
      this.keepSuspendData = true;
      this.say('unreadable', `${raw.length}`);
    }
    this.passing =
      this.api.version === '1.2'
        ? passingFrom(get(this.cmi.masteryScore), 100)
        : passingFrom(get(this.cmi.passingScore));
    const status = get(this.cmi.lessonStatus);
    this.floor = {
      complete: ['completed', 'passed', 'failed'].includes(status) || get(this.cmi.completionStatus) === 'completed',
      passed: status === 'passed' || get(this.cmi.successStatus) === 'passed',
    };
    return {
      learnerId: get(this.cmi.learnerId),
      bookmark: get(this.cmi.location),
      saved,
      fresh: get(this.cmi.entry) === 'ab-initio',
      language: languageFrom(get(this.cmi.language)),
    };
  }

  /**
   * Reports progress, score and statuses, then commits. True when the LMS now holds this progress in its suspend
   * data; false when it does not (not open, over the limit, data it cannot read kept, or a refusal).
   */
  report(progress: Progress, specs: readonly Pick<LessonIndexEntry, 'id' | 'predictions' | 'tries'>[]): boolean {
    if (!this.open) return false;
    const r = lmsReport(progress, specs, this.passing, this.floor);
    this.floor = { complete: r.complete, passed: r.success === 'passed' };
    let suspended: SetResult = 'failed';
    if (!this.keepSuspendData) {
      const data = encodeSuspendData(progress);
      // Over the limit the LMS keeps the last progress that fitted, and the browser keeps all of it.
      if (data.length > this.cmi.suspendLimit) this.say('too-big', `${data.length} / ${this.cmi.suspendLimit}`);
      else suspended = this.set(this.cmi.suspendData, data);
    }
    const values: [string | null, string][] = [];
    if (r.percent !== null) {
      values.push([this.cmi.scoreMin, '0'], [this.cmi.scoreMax, '100'], [this.cmi.scoreRaw, String(r.percent)]);
      values.push([this.cmi.scoreScaled, String(Number(r.scaled!.toFixed(7)))]);
    }
    values.push(
      [this.cmi.lessonStatus, r.lessonStatus12],
      [this.cmi.completionStatus, r.complete ? 'completed' : 'incomplete'],
      [this.cmi.successStatus, r.success],
      [this.cmi.progressMeasure, String(r.total ? Number((r.done / r.total).toFixed(4)) : 0)],
    );
    const committed = this.write(values);
    return committed && suspended === 'ok';
  }

  /** Keeps the learner's place in the course, if the LMS has room for it. */
  bookmark(place: string): void {
    if (!this.open || place.length > this.cmi.locationLimit) return;
    this.write([[this.cmi.location, place]]);
  }

  /** Ends the session: the time spent, "suspend" so the LMS keeps the data for the next launch, commit, finish. */
  finish(): void {
    if (!this.open) return;
    const spent = this.now() - this.started;
    this.write([
      [this.cmi.sessionTime, this.api.version === '1.2' ? timespan12(spent) : timespan2004(spent)],
      [this.cmi.exit, 'suspend'],
    ]);
    this.open = false;
    this.call(() => this.api.finish(), 'commit');
  }

  /** The page came back (from the back/forward cache) after finishing: the LMS does not take a second start. */
  reopenedAfterFinish(): void {
    if (!this.open) this.say('finished', '');
  }

  /** Sets each value (skipping what this LMS does not keep), then commits; true when the commit was taken. */
  private write(values: readonly [string | null, string][]): boolean {
    for (const [element, value] of values) if (element !== null) this.set(element, value);
    return this.call(() => this.api.commit(), 'commit');
  }

  private set(element: string, value: string): SetResult {
    if (this.unsupported.has(element)) return 'unsupported';
    let thrown = '';
    try {
      if (this.api.set(element, value)) return 'ok';
    } catch (error) {
      thrown = error instanceof Error ? error.message : String(error);
    }
    const error = thrown || this.error();
    // An LMS need not keep every optional element (1.2's score.min, say): asked once, never again, and no alarm.
    if (error && UNSUPPORTED.test(error)) {
      this.unsupported.add(element);
      return 'unsupported';
    }
    this.say('commit', error ?? '');
    return 'failed';
  }

  private read(element: string): string {
    try {
      return this.api.get(element);
    } catch {
      return '';
    }
  }

  private error(): string | null {
    try {
      return this.api.lastError();
    } catch {
      return null;
    }
  }

  /** Runs one LMS call; a false answer or an exception is a problem of `kind`, said once. */
  private call(run: () => boolean, kind: LmsProblemKind): boolean {
    let thrown = '';
    try {
      if (run()) return true;
    } catch (error) {
      thrown = error instanceof Error ? error.message : String(error);
    }
    this.say(kind, thrown || this.error() || '');
    return false;
  }

  private say(kind: LmsProblemKind, detail: string): void {
    if (this.told.has(kind)) return;
    this.told.add(kind);
    this.onProblem({ kind, detail: detail.slice(0, 200) });
  }
}

// One launch of the course as an LMS's SCO: initialise once, read what the LMS kept for this learner, report
// progress and score after every change that matters (each report ends in a commit), and finish once on leaving.
// The LMS failing — refusing a value, a commit, or a call after it finished — never throws into the course: the
// session names the problem (once per kind) and the course goes on saving in the browser.
import type { LessonSpec } from '../course/lesson-spec';
import type { Progress } from '../course/progress';
import { CMI } from './cmi-elements';
import type { LmsApi } from './lms-api';
import { languageFrom, lmsReport, passingFrom, timespan12, timespan2004 } from './lms-report';
import { decodeSuspendData, encodeSuspendData, type SuspendRead } from './suspend-codec';

export const LMS_PROBLEM_KINDS = ['initialize', 'unreadable', 'too-big', 'commit', 'finished'] as const;
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
  language: 'ja' | 'en' | null;
}

export class LmsSession {
  private readonly cmi;
  private readonly told = new Set<LmsProblemKind>();
  private open = false;
  private started = 0;
  /** Data the LMS held that this course cannot read: it is left there, never written over. */
  private keepSuspendData = false;
  private passing = 0.8;

  constructor(
    private readonly api: LmsApi,
    private readonly onProblem: (problem: LmsProblem) => void,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.cmi = CMI[api.version];
  }

  get version() {
    return this.api.version;
  }

  get recording(): boolean {
    return this.open;
  }

  /** Initialises the SCO and reads the launch data; null when the LMS refuses to start. */
  start(): LmsLaunch | null {
    if (!this.call(() => this.api.initialize(), 'initialize')) return null;
    this.open = true;
    this.started = this.now();
    const get = (element: string | null) => (element ? this.read(element) : '');
    const saved = decodeSuspendData(get(this.cmi.suspendData));
    if (saved.kind === 'unreadable') {
      this.keepSuspendData = true;
      this.say('unreadable', `${get(this.cmi.suspendData).length}`);
    }
    this.passing = passingFrom(get(this.cmi.passingScore));
    return {
      learnerId: get(this.cmi.learnerId),
      bookmark: get(this.cmi.location),
      saved,
      language: languageFrom(get(this.cmi.language)),
    };
  }

  /** Reports progress, score and statuses, then commits. */
  report(progress: Progress, specs: readonly LessonSpec[]): void {
    if (!this.open) return;
    const r = lmsReport(progress, specs, this.passing);
    const values: [string | null, string][] = [];
    if (!this.keepSuspendData) {
      const data = encodeSuspendData(progress);
      if (data.length <= this.cmi.suspendLimit) values.push([this.cmi.suspendData, data]);
      // Over the limit the LMS keeps the last progress that fitted, and the browser keeps all of it.
      else this.say('too-big', `${data.length} / ${this.cmi.suspendLimit}`);
    }
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
    this.write(values);
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

  private write(values: readonly [string | null, string][]): void {
    let ok = true;
    for (const [element, value] of values) {
      if (element === null) continue;
      if (!this.call(() => this.api.set(element, value), 'commit')) ok = false;
    }
    if (ok) this.call(() => this.api.commit(), 'commit');
  }

  private read(element: string): string {
    try {
      return this.api.get(element);
    } catch {
      return '';
    }
  }

  /** Runs one LMS call; a false answer or an exception is a problem of `kind`, said once. */
  private call(run: () => boolean, kind: LmsProblemKind): boolean {
    let answer = false;
    let thrown = '';
    try {
      answer = run();
    } catch (error) {
      thrown = error instanceof Error ? error.message : String(error);
    }
    if (answer) return true;
    let said: string | null = thrown || null;
    try {
      said ??= this.api.lastError();
    } catch {
      // The LMS cannot even say why; the kind of problem is still worth saying.
    }
    this.say(kind, said ?? '');
    return false;
  }

  private say(kind: LmsProblemKind, detail: string): void {
    if (this.told.has(kind)) return;
    this.told.add(kind);
    this.onProblem({ kind, detail: detail.slice(0, 200) });
  }
}

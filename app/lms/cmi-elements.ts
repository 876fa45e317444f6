// The data model elements the course reads and writes, by SCORM version, with the sizes each version promises
// to keep (SCORM 1.2 RTE 3.4: suspend_data is a CMIString4096, lesson_location a CMIString255; SCORM 2004 4th
// Edition RTE 4.2: suspend_data 64,000 characters, location 1,000).
import type { ScormVersion } from './lms-api';

export interface CmiElements {
  learnerId: string;
  entry: string;
  location: string;
  suspendData: string;
  language: string;
  scoreRaw: string;
  scoreMin: string;
  scoreMax: string;
  /** SCORM 2004 only: the score as a fraction, which the LMS compares with the passing score. */
  scoreScaled: string | null;
  /** SCORM 1.2 folds completion and success into one status; 2004 keeps them apart. */
  lessonStatus: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  progressMeasure: string | null;
  /** SCORM 2004: the passing score the manifest declared, as the LMS hands it on (a fraction). */
  passingScore: string | null;
  /** SCORM 1.2: the manifest's mastery score as the LMS hands it on (0–100). */
  masteryScore: string | null;
  exit: string;
  sessionTime: string;
  suspendLimit: number;
  locationLimit: number;
}

export const CMI: Record<ScormVersion, CmiElements> = {
  '1.2': {
    learnerId: 'cmi.core.student_id',
    entry: 'cmi.core.entry',
    location: 'cmi.core.lesson_location',
    suspendData: 'cmi.suspend_data',
    language: 'cmi.student_preference.language',
    scoreRaw: 'cmi.core.score.raw',
    scoreMin: 'cmi.core.score.min',
    scoreMax: 'cmi.core.score.max',
    scoreScaled: null,
    lessonStatus: 'cmi.core.lesson_status',
    completionStatus: null,
    successStatus: null,
    progressMeasure: null,
    passingScore: null,
    masteryScore: 'cmi.student_data.mastery_score',
    exit: 'cmi.core.exit',
    sessionTime: 'cmi.core.session_time',
    suspendLimit: 4096,
    locationLimit: 255,
  },
  '2004': {
    learnerId: 'cmi.learner_id',
    entry: 'cmi.entry',
    location: 'cmi.location',
    suspendData: 'cmi.suspend_data',
    language: 'cmi.learner_preference.language',
    scoreRaw: 'cmi.score.raw',
    scoreMin: 'cmi.score.min',
    scoreMax: 'cmi.score.max',
    scoreScaled: 'cmi.score.scaled',
    lessonStatus: null,
    completionStatus: 'cmi.completion_status',
    successStatus: 'cmi.success_status',
    progressMeasure: 'cmi.progress_measure',
    passingScore: 'cmi.scaled_passing_score',
    masteryScore: null,
    exit: 'cmi.exit',
    sessionTime: 'cmi.session_time',
    suspendLimit: 64000,
    locationLimit: 1000,
  },
};

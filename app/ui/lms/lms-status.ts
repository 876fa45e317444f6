// What the page says about its LMS: which SCORM version it runs as, whether the LMS is recording, and the one
// problem of this visit still to show. View state only; the connection (loaded by SCORM builds alone) fills it.
import { create } from 'zustand';
import type { LmsProblem } from '../../lms/lms-session';
import type { ScormVersion } from '../../lms/lms-api';

export type LmsNotice = LmsProblem | { kind: 'no-api'; detail: string };

interface LmsStatus {
  version: ScormVersion | null;
  recording: boolean;
  notice: LmsNotice | null;
  dismiss(): void;
}

export const useLmsStatus = create<LmsStatus>()((set) => ({
  version: null,
  recording: false,
  notice: null,
  dismiss: () => set({ notice: null }),
}));

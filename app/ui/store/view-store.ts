// View state and preferences only — never lab state, which lives in the machine and the URL.
// Persisted with a version; anything stored that does not validate is dropped, never trusted.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isLanguage, type Language } from '../language';
import { fieldwiseStorage } from './fieldwise-storage';
import { guardedStorage } from './guarded-storage';

export interface ViewState {
  /** A language the learner chose with the switcher; null follows the browser. */
  language: Language | null;
  /** Show every "runs line N" entry in the timeline, or only what the lines did. */
  showLineRuns: boolean;
  /** The timeline as a sequence diagram, or as the table of lanes. */
  timelineView: TimelineView;
  setLanguage(language: Language): void;
  setShowLineRuns(show: boolean): void;
  setTimelineView(view: TimelineView): void;
}

export const TIMELINE_VIEWS = ['diagram', 'table'] as const;
export type TimelineView = (typeof TIMELINE_VIEWS)[number];
const isTimelineView = (value: unknown): value is TimelineView => (TIMELINE_VIEWS as readonly unknown[]).includes(value);

export const VIEW_STORE_KEY = 'outbox-lab:view';
export const VIEW_STORE_VERSION = 3;

type Persisted = Pick<ViewState, 'language' | 'showLineRuns' | 'timelineView'>;

/** Keeps only fields of the right type; whatever else was stored (or corrupted) is ignored. */
export function sanitizeView(value: unknown): Partial<Persisted> {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  return {
    ...(isLanguage(v.language) ? { language: v.language } : {}),
    ...(typeof v.showLineRuns === 'boolean' ? { showLineRuns: v.showLineRuns } : {}),
    ...(isTimelineView(v.timelineView) ? { timelineView: v.timelineView } : {}),
  };
}

/** Version 1 stored `lang`; version 2 names it `language`; version 3 adds the timeline's view (the diagram unless chosen). */
export function migrateView(persisted: unknown, version: number): Persisted {
  const old = typeof persisted === 'object' && persisted !== null ? (persisted as Record<string, unknown>) : {};
  const renamed = version < 2 ? { ...old, language: old.lang } : old;
  return { language: null, showLineRuns: true, timelineView: 'diagram', ...sanitizeView(renamed) };
}

/** Preferences are tiny; anything bigger under our key is not ours to parse. */
export const MAX_STORED_CHARS = 16_384;

export const useViewStore = create<ViewState>()(
  persist(
    (set) => ({
      language: null,
      showLineRuns: true,
      timelineView: 'diagram',
      setLanguage: (language) => set({ language }),
      setShowLineRuns: (showLineRuns) => set({ showLineRuns }),
      setTimelineView: (timelineView) => set({ timelineView }),
    }),
    {
      name: VIEW_STORE_KEY,
      version: VIEW_STORE_VERSION,
      // Disabled or throwing storage leaves the store working in memory; an oversized or unreadable value
      // is ignored (and left alone) rather than trusted. Each save writes only the fields this tab changed.
      storage: fieldwiseStorage(createJSONStorage<Persisted>(() => guardedStorage(MAX_STORED_CHARS))),
      partialize: (s) => ({ language: s.language, showLineRuns: s.showLineRuns, timelineView: s.timelineView }),
      migrate: migrateView,
      merge: (persisted, current) => ({ ...current, ...sanitizeView(persisted) }),
    },
  ),
);

// View state and preferences only — never lab state, which lives in the machine and the URL.
// Persisted with a version; anything stored that does not validate is dropped, never trusted.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isLanguage, type Language } from '../language';
import { commandById } from '../shortcuts/commands';
import { isShortcutKey } from '../shortcuts/key-name';
import { fieldwiseStorage } from './fieldwise-storage';
import { guardedStorage } from './guarded-storage';

export interface ViewState {
  /** A language the learner chose with the switcher; null follows the browser. */
  language: Language | null;
  /** Show every "runs line N" entry in the timeline, or only what the lines did. */
  showLineRuns: boolean;
  /** The timeline as a sequence diagram, or as the table of lanes. */
  timelineView: TimelineView;
  /** Single-key shortcuts answer (WCAG 2.1.4: they can be switched off). */
  shortcutsOn: boolean;
  /** Keys the learner chose, by command id; a command not here has its default. */
  keys: Record<string, string>;
  /** Presenter mode: large type for a projector. A view of this tab only, never saved: a link or a key turns it on. */
  presenter: boolean;
  /** ?embed=1: the page sits in a course platform's iframe, without the site's own header. Never saved. */
  embed: boolean;
  setLanguage(language: Language): void;
  setShowLineRuns(show: boolean): void;
  setTimelineView(view: TimelineView): void;
  setShortcutsOn(on: boolean): void;
  setKeys(keys: Record<string, string>): void;
  setPresenter(on: boolean): void;
}

export const TIMELINE_VIEWS = ['diagram', 'table'] as const;
export type TimelineView = (typeof TIMELINE_VIEWS)[number];
const isTimelineView = (value: unknown): value is TimelineView =>
  (TIMELINE_VIEWS as readonly unknown[]).includes(value);

export const VIEW_STORE_KEY = 'outbox-lab:view';
export const VIEW_STORE_VERSION = 4;

type Persisted = Pick<ViewState, 'language' | 'showLineRuns' | 'timelineView' | 'shortcutsOn' | 'keys'>;

/** Saved keys that still name a command and a possible key, with no two alike; anything else is dropped. */
export function sanitizeKeys(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const kept: Record<string, string> = {};
  const used = new Set<string>();
  for (const [id, key] of Object.entries(value as Record<string, unknown>)) {
    if (!commandById(id) || !isShortcutKey(key) || used.has(key)) continue;
    kept[id] = key;
    used.add(key);
  }
  return kept;
}

/** Keeps only fields of the right type; whatever else was stored (or corrupted) is ignored. */
export function sanitizeView(value: unknown): Partial<Persisted> {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  return {
    ...(isLanguage(v.language) ? { language: v.language } : {}),
    ...(typeof v.showLineRuns === 'boolean' ? { showLineRuns: v.showLineRuns } : {}),
    ...(isTimelineView(v.timelineView) ? { timelineView: v.timelineView } : {}),
    ...(typeof v.shortcutsOn === 'boolean' ? { shortcutsOn: v.shortcutsOn } : {}),
    ...(sanitizeKeys(v.keys) ? { keys: sanitizeKeys(v.keys)! } : {}),
  };
}

/**
 * Version 1 stored `lang`; version 2 names it `language`; version 3 adds the timeline's view (the diagram unless
 * chosen); version 4 adds the keyboard (shortcuts on, default keys).
 */
export function migrateView(persisted: unknown, version: number): Persisted {
  const old = typeof persisted === 'object' && persisted !== null ? (persisted as Record<string, unknown>) : {};
  const renamed = version < 2 ? { ...old, language: old.lang } : old;
  return {
    language: null,
    showLineRuns: true,
    timelineView: 'diagram',
    shortcutsOn: true,
    keys: {},
    ...sanitizeView(renamed),
  };
}

/** Preferences are tiny; anything bigger under our key is not ours to parse. */
export const MAX_STORED_CHARS = 16_384;

export const useViewStore = create<ViewState>()(
  persist(
    (set) => ({
      language: null,
      showLineRuns: true,
      timelineView: 'diagram',
      shortcutsOn: true,
      keys: {},
      presenter: false,
      embed: false,
      setLanguage: (language) => set({ language }),
      setShowLineRuns: (showLineRuns) => set({ showLineRuns }),
      setTimelineView: (timelineView) => set({ timelineView }),
      setShortcutsOn: (shortcutsOn) => set({ shortcutsOn }),
      setKeys: (keys) => set({ keys }),
      setPresenter: (presenter) => set({ presenter }),
    }),
    {
      name: VIEW_STORE_KEY,
      version: VIEW_STORE_VERSION,
      // Disabled or throwing storage leaves the store working in memory; an oversized or unreadable value
      // is ignored (and left alone) rather than trusted. Each save writes only the fields this tab changed.
      storage: fieldwiseStorage(createJSONStorage<Persisted>(() => guardedStorage(MAX_STORED_CHARS))),
      partialize: (s) => ({
        language: s.language,
        showLineRuns: s.showLineRuns,
        timelineView: s.timelineView,
        shortcutsOn: s.shortcutsOn,
        keys: s.keys,
      }),
      migrate: migrateView,
      merge: (persisted, current) => ({ ...current, ...sanitizeView(persisted) }),
    },
  ),
);

// The instructor's own scenarios, saved locally: versioned, and checked on load like an imported file, so a
// corrupt or edited store leaves the list empty rather than trusted.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { checkScenarios, mergeScenarios, type Scenario } from './scenario-file';
import { guardedStorage } from '../store/guarded-storage';

export const SCENARIO_STORE_KEY = 'outbox-lab:scenarios';
export const SCENARIO_STORE_VERSION = 1;

interface ScenarioState {
  mine: Scenario[];
  /** Adds scenarios (a link already listed is skipped); false, changing nothing, past the limit. */
  add(scenarios: readonly Scenario[]): boolean;
  remove(link: string): void;
}

const sanitize = (value: unknown): Scenario[] => {
  const checked = checkScenarios((value as { mine?: unknown } | null)?.mine);
  return checked.ok ? checked.scenarios : [];
};

export const useScenarioStore = create<ScenarioState>()(
  persist(
    (set, get) => ({
      mine: [],
      add: (scenarios) => {
        const merged = mergeScenarios(get().mine, scenarios);
        if (merged) set({ mine: merged });
        return merged !== null;
      },
      remove: (link) => set((s) => ({ mine: s.mine.filter((x) => x.link !== link) })),
    }),
    {
      name: SCENARIO_STORE_KEY,
      version: SCENARIO_STORE_VERSION,
      storage: createJSONStorage<{ mine: Scenario[] }>(() => guardedStorage(2_500_000)),
      partialize: (s) => ({ mine: s.mine }),
      migrate: (persisted) => ({ mine: sanitize(persisted) }),
      merge: (persisted, current) => ({ ...current, mine: sanitize(persisted) }),
    },
  ),
);

// Storage that never breaks a page: disabled or throwing storage, a value too big to be ours, and a value
// that is not JSON all read as "nothing stored", and the problem is reported so the page can say so.
// localStorage by default; a store kept for one sitting (the quiz's answers) passes sessionStorage.
export type StorageProblem = 'unavailable' | 'too-big' | 'corrupt' | 'full';

export interface GuardedStorageOptions {
  /** Called with what went wrong; reads and writes carry on as if nothing were stored. */
  onProblem?: (problem: StorageProblem) => void;
  /**
   * The storage area, asked for on every use: merely reading `window.localStorage` throws where storage is
   * disabled (a sandboxed frame), and that must read as "unavailable", not break the page.
   */
  area?: () => Storage;
}

export function guardedStorage(
  maxChars: number,
  { onProblem = () => {}, area = () => localStorage }: GuardedStorageOptions = {},
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (name) => {
      let value: string | null;
      try {
        value = area().getItem(name);
      } catch {
        onProblem('unavailable');
        return null;
      }
      if (value === null) return null;
      if (value.length > maxChars) {
        onProblem('too-big');
        return null;
      }
      try {
        JSON.parse(value);
        return value;
      } catch {
        onProblem('corrupt');
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        area().setItem(name, value);
      } catch {
        // Full or disabled storage: what was set lasts for this visit only.
        onProblem('full');
      }
    },
    removeItem: (name) => {
      try {
        area().removeItem(name);
      } catch {
        // Nothing to remove from storage we cannot reach.
      }
    },
  };
}

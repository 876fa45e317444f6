// Storage that never breaks a page: disabled or throwing storage, a value too big to be ours, and a value
// that is not JSON all read as "nothing stored", and the problem is reported so the page can say so.
export type StorageProblem = 'unavailable' | 'too-big' | 'corrupt' | 'full';

export function guardedStorage(
  maxChars: number,
  onProblem: (problem: StorageProblem) => void = () => {},
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (name) => {
      let value: string | null;
      try {
        value = localStorage.getItem(name);
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
        localStorage.setItem(name, value);
      } catch {
        // Full or disabled storage: what was set lasts for this visit only.
        onProblem('full');
      }
    },
    removeItem: (name) => {
      try {
        localStorage.removeItem(name);
      } catch {
        // Nothing to remove from storage we cannot reach.
      }
    },
  };
}

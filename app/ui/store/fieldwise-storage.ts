// Saves a persisted store field by field. zustand's persist writes the whole state on every change, so two
// tabs would undo each other: the second tab's save carries its stale copy of the first tab's choice. Here a
// save writes only the fields this tab changed since it last read or wrote them, over what is stored now.
import type { PersistStorage, StorageValue } from 'zustand/middleware';

type Fields = Record<string, unknown>;

const fieldsOf = (value: StorageValue<unknown> | null | undefined): Fields | null =>
  value && typeof value.state === 'object' && value.state !== null && !Array.isArray(value.state)
    ? (value.state as Fields)
    : null;

export function fieldwiseStorage<S>(base: PersistStorage<S> | undefined): PersistStorage<S> | undefined {
  if (!base) return base;
  /** The fields as this tab last read or wrote them: what it has not changed since. */
  let known: Fields | null = null;
  // The base storage is synchronous (guardedStorage over localStorage); a promise would mean another backend.
  const read = (name: string) => base.getItem(name) as StorageValue<S> | null;
  return {
    getItem: (name) => {
      const value = read(name);
      known = fieldsOf(value) && { ...fieldsOf(value) };
      return value;
    },
    setItem: (name, value) => {
      const stored = read(name);
      const mine = fieldsOf(value) ?? {};
      // Stored by another version (or junk): this tab's whole state replaces it.
      const merged: Fields = stored?.version === value.version ? { ...fieldsOf(stored) } : {};
      for (const [key, field] of Object.entries(mine)) {
        // Compared as saved (JSON): a field read back from storage is a new object with the same content.
        const changedHere = !known || !(key in known) || JSON.stringify(known[key]) !== JSON.stringify(field);
        if (changedHere || !(key in merged)) merged[key] = field;
      }
      known = { ...merged };
      return base.setItem(name, { state: merged as S, version: value.version });
    },
    removeItem: (name) => base.removeItem(name),
  };
}

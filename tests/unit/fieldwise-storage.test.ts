// Two tabs saving preferences into one storage: each save writes only what that tab changed, so neither
// undoes the other's choice, whichever saves last.
import { expect, test } from 'vitest';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { fieldwiseStorage } from '../../app/ui/store/fieldwise-storage';

type Prefs = { language: string | null; timelineView: string };

function memory(): PersistStorage<Prefs> & { raw: Map<string, StorageValue<Prefs>> } {
  const raw = new Map<string, StorageValue<Prefs>>();
  return {
    raw,
    getItem: (name) => structuredClone(raw.get(name) ?? null),
    setItem: (name, value) => void raw.set(name, structuredClone(value)),
    removeItem: (name) => void raw.delete(name),
  };
}

test('tabs that loaded the same preferences keep each other’s changes', () => {
  const shared = memory();
  shared.setItem('prefs', { state: { language: 'en', timelineView: 'diagram' }, version: 3 });
  const a = fieldwiseStorage(shared)!;
  const b = fieldwiseStorage(shared)!;
  a.getItem('prefs');
  b.getItem('prefs');
  a.setItem('prefs', { state: { language: 'ja', timelineView: 'diagram' }, version: 3 });
  // Tab B never heard of A's change: its whole state still says English.
  b.setItem('prefs', { state: { language: 'en', timelineView: 'table' }, version: 3 });
  expect(shared.raw.get('prefs')?.state).toEqual({ language: 'ja', timelineView: 'table' });
  // And A, changing something else later, keeps B's view.
  a.setItem('prefs', { state: { language: 'en', timelineView: 'diagram' }, version: 3 });
  expect(shared.raw.get('prefs')?.state).toEqual({ language: 'en', timelineView: 'table' });
});

test('the first save, and a save over another version or junk, writes the whole state', () => {
  for (const stored of [undefined, { state: { language: 'ja' }, version: 2 }, { state: 'junk', version: 3 }] as const) {
    const shared = memory();
    if (stored) shared.raw.set('prefs', stored as unknown as StorageValue<Prefs>);
    const tab = fieldwiseStorage(shared)!;
    tab.getItem('prefs');
    tab.setItem('prefs', { state: { language: 'en', timelineView: 'table' }, version: 3 });
    expect(shared.raw.get('prefs')).toEqual({ state: { language: 'en', timelineView: 'table' }, version: 3 });
  }
});

test('a field stored by nobody yet is written even when this tab has not changed it', () => {
  const shared = memory();
  shared.setItem('prefs', { state: { language: 'en' } as Prefs, version: 3 });
  const tab = fieldwiseStorage(shared)!;
  tab.getItem('prefs');
  tab.setItem('prefs', { state: { language: 'en', timelineView: 'diagram' }, version: 3 });
  expect(shared.raw.get('prefs')?.state).toEqual({ language: 'en', timelineView: 'diagram' });
});

test('an object field read back from storage is unchanged until its content changes', () => {
  type Progress = { lessons: Record<string, string>; quizBest: number | null };
  const shared = new Map<string, StorageValue<Progress>>();
  const base: PersistStorage<Progress> = {
    getItem: (name) => structuredClone(shared.get(name) ?? null),
    setItem: (name, value) => void shared.set(name, structuredClone(value)),
    removeItem: (name) => void shared.delete(name),
  };
  shared.set('p', { state: { lessons: { a: 'done' }, quizBest: null }, version: 1 });
  const a = fieldwiseStorage(base)!;
  const b = fieldwiseStorage(base)!;
  a.getItem('p');
  b.getItem('p');
  b.setItem('p', { state: { lessons: { a: 'done', b: 'done' }, quizBest: null }, version: 1 });
  // Tab A records a quiz. Its lessons are what it read, as a fresh object (a store's merge makes copies): not a change.
  a.setItem('p', { state: { lessons: { a: 'done' }, quizBest: 9 }, version: 1 });
  expect(shared.get('p')?.state).toEqual({ lessons: { a: 'done', b: 'done' }, quizBest: 9 });
});

// One lesson with its texts, fetched when its page opens: each lesson's Markdown is a chunk of its own, so the
// course home — titles and summaries, from the specs — never downloads twenty lessons' prose. Node's checks read
// every lesson at once through lesson-loader.ts instead.
import type { LessonSource } from './lesson-check';
import { LESSON_FOLDERS, LESSON_SPECS } from './lesson-presets';

const texts = import.meta.glob<string>('../../lessons/*/*.md', { query: '?raw', import: 'default' });

const loading = new Map<string, Promise<LessonSource | undefined>>();

/** The lesson with id `id` and both its texts; undefined when there is none. Asked again: the same promise. */
export function loadLessonSource(id: string): Promise<LessonSource | undefined> {
  let found = loading.get(id);
  if (!found) {
    const spec = LESSON_SPECS.find((s) => s.id === id);
    const folder = LESSON_FOLDERS.get(id);
    const text = (lang: 'en' | 'ja') => texts[`../../lessons/${folder}/${lang}.md`]?.() ?? Promise.resolve(undefined);
    found =
      spec && folder
        ? Promise.all([text('en'), text('ja')]).then(([en, ja]) => ({ folder, spec, texts: { en, ja } }))
        : Promise.resolve(undefined);
    loading.set(id, found);
    // A failed download may be a passing network fault: the next visit asks again.
    found.catch(() => loading.delete(id));
  }
  return found;
}

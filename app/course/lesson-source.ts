// One lesson with its texts, fetched when its page opens: each lesson's Markdown is a chunk of its own, so the
// course home — titles and summaries, from the specs — never downloads twenty lessons' prose. Node's checks read
// every lesson at once through lesson-loader.ts instead.
import type { LessonSource } from './lesson-check';
import { LESSON_INDEX } from './lesson-index';

const texts = import.meta.glob<string>('../../lessons/*/*.md', { query: '?raw', import: 'default' });

const loading = new Map<string, Promise<LessonSource | undefined>>();

/** The lesson with id `id` and both its texts; undefined when there is none. Asked again: the same promise. */
export function loadLessonSource(id: string): Promise<LessonSource | undefined> {
  let found = loading.get(id);
  if (!found) {
    const folder = LESSON_INDEX.find((s) => s.id === id)?.folder;
    const text = (lang: 'en' | 'ja') => texts[`../../lessons/${folder}/${lang}.md`]?.() ?? Promise.resolve(undefined);
    // The specs come with the first lesson page, not with the course home.
    const spec = () => import('./lesson-presets').then((m) => m.LESSON_SPECS.find((s) => s.id === id));
    found = folder
      ? Promise.all([spec(), text('en'), text('ja')]).then(([found, en, ja]) =>
          found ? { folder, spec: found, texts: { en, ja } } : undefined,
        )
      : Promise.resolve(undefined);
    loading.set(id, found);
    // A failed download may be a passing network fault: the next visit asks again.
    found.catch(() => loading.delete(id));
  }
  return found;
}

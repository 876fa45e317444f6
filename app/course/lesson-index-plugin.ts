// The course's index at build time (Node only): for `lessons/<folder>/lesson.ts?index`, the lesson's id and order
// (from the folder's name), title, summary, folder and the names of its predictions and tries — what the course home,
// its progress and the lesson navigation read — without the presets, questions and explanations in both languages that
// make up most of a spec. The home then loads a few kilobytes where it would load every spec.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { lessonPlace } from './lesson-folder.ts';

const QUERY = '?index';

/** The index entry of one spec, as plain data: the fields a lesson index carries. */
export function indexEntry(spec: Record<string, unknown>, folder: string): Record<string, unknown> {
  const names = (value: unknown) =>
    Object.fromEntries(Object.keys((value as object | undefined) ?? {}).map((k) => [k, 1]));
  return {
    ...lessonPlace(folder),
    title: spec.title,
    summary: spec.summary,
    folder,
    predictions: names(spec.predictions),
    tries: names(spec.tries),
  };
}

export function lessonIndex(): Plugin {
  return {
    name: 'outbox-lab:lesson-index',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`/lesson.ts${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      // A spec is one object literal whose only import is a type: compiled to JavaScript, it evaluates on its own.
      const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
      let spec: Record<string, unknown>;
      try {
        spec = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default;
      } catch (error) {
        throw new Error(`${file}: a lesson spec must be a plain object with type-only imports (${String(error)})`);
      }
      return `export default ${JSON.stringify(indexEntry(spec, basename(dirname(file))))};`;
    },
  };
}

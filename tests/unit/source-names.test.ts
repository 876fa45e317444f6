// Learners read a source by its name ("the SQLite + Python outbox article", "the hybrid outbox article"), never by the
// file number the course's material is kept under ("seed 000"). Every text a learner can meet, in both languages: the
// lessons' Markdown and their lesson.ts, the page's and the quiz's texts, and the designs' names and summaries.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { TEXTS } from '../../app/ui/i18n/texts';
import { LESSONS } from '../../app/course/lesson-loader';

const FILE_NUMBER = /seed[ _-]?0\d\d|シード\s*0\d\d/i;

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

test('no learner text names a source by its file number', () => {
  const found = [
    ...readdirSync('lessons', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        ['en.md', 'ja.md'].flatMap((f) =>
          readFileSync(`lessons/${d.name}/${f}`, 'utf8')
            .split('\n')
            .map((line, i) => [`lessons/${d.name}/${f}:${i + 1}`, line] as [string, string]),
        ),
      ),
    ...LESSONS.flatMap((l) => strings(l.spec, `lessons/${l.folder}/lesson.ts`)),
    ...strings(TEXTS, 'texts'),
    ...designRegistry.list.flatMap((d) => strings(d.texts, `designs.${d.id}.texts`)),
  ].filter(([, text]) => FILE_NUMBER.test(text));
  expect(found.map(([where, text]) => `${where}: ${text.match(FILE_NUMBER)![0]}`)).toEqual([]);
});

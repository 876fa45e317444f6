// Checks one lesson against the real engine. A broken lesson fails `npm test` with messages that name the
// file and the problem: a folder not named <nn>-<id>, an unknown design or preset, a log the lab rejects, a
// solution that does not reach its goal, a missing or empty translation, an unknown concept, a directive naming
// nothing, a prediction whose computed answer is not among its choices, a page that does not end with its recap
// ("What to carry forward" / "まとめ") and a "Further reading" / "さらに読む" section linking out. courseProblems
// checks the lessons together: no two with one number or one id.
import { designRegistry } from '../engine/designs/registry';
import type { Lab } from '../engine/replay/lab';
import type { LabSnapshot } from '../engine/snapshot';
import type { RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import {
  DIRECTIVES,
  findDirectives,
  foldProblems,
  pairFoldMarkers,
  parseLesson,
  type DirectiveName,
  type FoundDirective,
} from './directives';
import { CONCEPTS, isConcept } from './concepts';
import { isCourseId } from './ids';
import { LESSON_FOLDER, lessonPlace } from './lesson-folder';
import {
  LAB_PARTS,
  type LabPart,
  type Localized,
  type Measure,
  type PlacedLessonSpec,
  type Preset,
} from './lesson-spec';
import { goalHolds, runPreset, type PresetRun } from './preset-run';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LessonSource {
  /** The folder name under lessons/, e.g. "04-crash-points": the lesson's order and id (lesson-folder.ts). */
  folder: string;
  spec: PlacedLessonSpec;
  texts: Partial<Record<Language, string>>;
}

function localizedProblems(where: string, what: string, text: Localized | undefined): string[] {
  if (!text) return [`${where}: ${what} is missing`];
  return LANGUAGES.filter((lang) => typeof text[lang] !== 'string' || text[lang].trim() === '').map(
    (lang) => `${where}: ${what} has no ${lang} text`,
  );
}

/** A measure must name a table (and column) the design has: a typo would otherwise read as "none". */
function measureProblem(snapshot: LabSnapshot, measure: Measure): string | null {
  if (measure.kind !== 'rows' && measure.kind !== 'cell') return null;
  const pane = snapshot.tables[measure.db]?.find((p) => p.table === measure.table);
  if (!pane)
    return `its measure names table "${measure.table}", which the ${measure.db} DB of this design does not have`;
  if (measure.kind === 'cell' && !pane.independent.columns.includes(measure.column))
    return `its measure names column "${measure.column}", which ${measure.table} does not have`;
  return null;
}

export function checkLesson(source: LessonSource, lab: Lab): string[] {
  const { spec, folder } = source;
  const file = `lessons/${folder}/lesson.ts`;
  const problems: string[] = [];
  const idProblem = (what: string, id: string) =>
    isCourseId(id) ? [] : [`${file}: ${what} id "${id}" must be lower-case letters, digits and hyphens (1–64)`];
  problems.push(...folderProblems(source));
  for (const id of [...Object.keys(spec.predictions ?? {}), ...Object.keys(spec.tries ?? {})])
    problems.push(...idProblem('a prediction or try', id));
  problems.push(...localizedProblems(file, 'the title', spec.title));
  problems.push(...localizedProblems(file, 'the summary', spec.summary));
  if (!spec.concepts?.length) problems.push(`${file}: it teaches no concept`);
  for (const c of spec.concepts ?? [])
    if (!isConcept(c)) problems.push(`${file}: concept ${c} is not one the course has (${CONCEPTS.join(', ')})`);

  // Presets: a known design and a log the lab plays to its end.
  const presetRuns = new Map<string, PresetRun>();
  for (const [name, preset] of Object.entries(spec.presets ?? {})) {
    problems.push(...localizedProblems(file, `preset "${name}"'s title`, preset.title));
    for (const part of preset.shows ?? [])
      if (!LAB_PARTS.includes(part))
        problems.push(
          `${file}: preset "${name}" shows "${part}", which is not a part of the lab (${LAB_PARTS.join(', ')})`,
        );
    if (!designRegistry.has(preset.design)) {
      problems.push(`${file}: preset "${name}" names an unknown design "${preset.design}"`);
      continue;
    }
    const run = runPreset(lab, preset, '');
    if (run.error) problems.push(`${file}: preset "${name}": ${run.error}`);
    else presetRuns.set(name, run);
  }
  const presetOf = (what: string, name: string) => {
    if (!(name in (spec.presets ?? {}))) problems.push(`${file}: ${what} names an unknown preset "${name}"`);
    return spec.presets?.[name];
  };

  if (Object.keys(spec.predictions ?? {}).length === 0)
    problems.push(`${file}: it asks no prediction (a lesson predicts before it runs)`);
  for (const [name, prediction] of Object.entries(spec.predictions ?? {})) {
    const what = `prediction "${name}"`;
    problems.push(
      ...localizedProblems(file, `${what}'s question`, prediction.question),
      ...localizedProblems(file, `${what}'s explanation`, prediction.explain),
    );
    if (!prediction.choices?.length || new Set(prediction.choices).size !== prediction.choices.length)
      problems.push(`${file}: ${what} needs distinct choices`);
    // Asked about the state the lab already shows, the lab answers the question before the learner predicts.
    if (!prediction.then?.trim())
      problems.push(
        `${file}: ${what} has no "then": its lab would show the answer before the learner predicts ` +
          '(start the preset before the asked-about step)',
      );
    const preset = presetOf(what, prediction.preset);
    if (preset) problems.push(...hiddenParts(file, what, prediction.preset, preset, [prediction.measure]));
    if (!preset || !presetRuns.has(prediction.preset)) continue;
    const run = runPreset(lab, preset, prediction.then, prediction.measure);
    const wrongMeasure = run.snapshot && measureProblem(run.snapshot, prediction.measure);
    if (run.error) problems.push(`${file}: ${what}: ${run.error}`);
    else if (wrongMeasure) problems.push(`${file}: ${what}: ${wrongMeasure}`);
    else if (!prediction.choices.includes(run.value!))
      problems.push(
        `${file}: ${what}: the engine reads ${JSON.stringify(run.value)}, ` +
          `which is not among its choices ${JSON.stringify(prediction.choices)}`,
      );
  }

  for (const [name, tryIt] of Object.entries(spec.tries ?? {})) {
    const what = `try "${name}"`;
    problems.push(...localizedProblems(file, `${what}'s prompt`, tryIt.prompt));
    if (!tryIt.hints?.length) problems.push(`${file}: ${what} has no hint`);
    tryIt.hints?.forEach((hint, i) => problems.push(...localizedProblems(file, `${what}'s hint ${i + 1}`, hint)));
    if (!tryIt.goal?.all?.length) problems.push(`${file}: ${what} has no goal`);
    const preset = presetOf(what, tryIt.preset);
    if (preset)
      problems.push(...hiddenParts(file, what, tryIt.preset, preset, tryIt.goal?.all?.map((g) => g.measure) ?? []));
    if (!preset || !presetRuns.has(tryIt.preset) || !tryIt.goal?.all?.length) continue;
    for (const { measure } of tryIt.goal.all) {
      const wrong = measureProblem(presetRuns.get(tryIt.preset)!.snapshot!, measure);
      if (wrong) problems.push(`${file}: ${what}'s goal: ${wrong}`);
    }
    if (goalHolds(presetRuns.get(tryIt.preset)!.snapshot!, tryIt.goal))
      problems.push(`${file}: ${what}: the goal already holds before the learner does anything`);
    const solved = runPreset(lab, preset, tryIt.solution);
    if (solved.error) problems.push(`${file}: ${what}'s solution: ${solved.error}`);
    else if (!goalHolds(solved.snapshot!, tryIt.goal))
      problems.push(`${file}: ${what}'s solution does not reach its goal`);
  }

  problems.push(...textProblems(source));
  return problems;
}

/** The folder's name gives the lesson its order and id: `<nn>-<slug>`, numbered from 01, the id a course id. */
function folderProblems({ folder, spec }: LessonSource): string[] {
  const where = `lessons/${folder}`;
  if (!LESSON_FOLDER.test(folder))
    return [
      `${where}: the folder's name must be <nn>-<id>: two digits for the lesson's place in the course, a hyphen, ` +
        'then its id in lower-case letters, digits and hyphens (e.g. 04-crash-points)',
    ];
  const problems: string[] = [];
  if (spec.order < 1) problems.push(`${where}: the folder's number must be from 01 (the lesson's place in the course)`);
  if (!isCourseId(spec.id))
    problems.push(
      `${where}: the lesson id "${spec.id}" (the folder's name after its number) must start with a letter or digit ` +
        'and be at most 64 characters',
    );
  return problems;
}

/**
 * Across the course, by the lessons' folder names: each lesson has a place and an id of its own. Two folders with one
 * number would leave their order to chance; two with one id would share a link and saved progress.
 */
export function courseProblems(folders: readonly string[]): string[] {
  const problems: string[] = [];
  for (const key of ['order', 'id'] as const) {
    const seen = new Map<string | number, string>();
    // A folder not named <nn>-<id> has no place to compare (checkLesson names it).
    for (const folder of folders.filter((f) => LESSON_FOLDER.test(f))) {
      const place = lessonPlace(folder);
      const other = seen.get(place[key]);
      if (other === undefined) seen.set(place[key], folder);
      else if (key === 'order')
        problems.push(
          `lessons/${other} and lessons/${folder} share the number ${folder.slice(0, 2)}: each lesson needs a place ` +
            'of its own in the course (renumber one of the folders)',
        );
      else
        problems.push(
          `lessons/${other} and lessons/${folder} share the id "${place.id}": each lesson needs an id of its own ` +
            '(it names the lesson in links and saved progress)',
        );
    }
  }
  return problems;
}

/** The parts of the lab where a learner reads a measure. */
function partsFor(measure: Measure): LabPart[] {
  switch (measure.kind) {
    case 'rows':
    case 'cell':
      return [measure.db === 'order' ? 'order-db' : 'warehouse-db'];
    case 'verdict':
    case 'prepared':
      return ['verdict'];
    case 'response':
      return ['setup'];
    case 'sent':
      return ['timeline'];
    case 'ops':
      return ['ops'];
  }
}

/** A lab that names its parts must show where each of its questions and goals is read. */
function hiddenParts(file: string, what: string, name: string, preset: Preset, measures: readonly Measure[]): string[] {
  if (!preset.shows) return [];
  const missing = [...new Set(measures.flatMap(partsFor))].filter((part) => !preset.shows!.includes(part));
  return missing.map((part) => `${file}: ${what} is read in "${part}", which preset "${name}"'s lab does not show`);
}

/** A pipe table GFM could not read renders as lines of pipes: a paragraph whose lines look like table rows. */
function rawTableLines(text: string): number[] {
  const lines: number[] = [];
  visit(parseLesson(text), 'paragraph', (node) => {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? 0;
    text
      .slice(start, end)
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*\|.*\|\s*$/.test(line)) lines.push((node.position?.start.line ?? 0) + i);
      });
  });
  return lines;
}

/** The two sections every lesson ends with, in each language: a recap, then external references. */
export const CLOSING_HEADINGS: Record<Language, { recap: string; reading: string }> = {
  en: { recap: 'What to carry forward', reading: 'Further reading' },
  ja: { recap: 'まとめ', reading: 'さらに読む' },
};

/** A lesson ends with its recap section and a further-reading section that links out (http or https). */
function closingProblems(file: string, lang: Language, text: string, found: readonly FoundDirective[]): string[] {
  const { recap, reading } = CLOSING_HEADINGS[lang];
  const tree = parseLesson(text);
  const headingText = (node: RootContent) => {
    let words = '';
    visit(node, (n) => {
      if ('value' in n && typeof n.value === 'string') words += n.value;
    });
    return words.trim();
  };
  const at = (title: string) =>
    tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2 && headingText(node) === title);
  const problems: string[] = [];
  // A closing section inside a prediction's fold stays hidden until the learner answers it. Folds are the spans the
  // page folds: a marker that pairs with nothing folds nothing (foldProblems names it).
  const { pairs } = pairFoldMarkers(found);
  const folded = (index: number) => {
    const line = tree.children[index]?.position?.start.line ?? 0;
    return pairs.some((p) => p.predict.line < line && line < p.end.line);
  };
  for (const [title, index] of [
    [recap, at(recap)],
    [reading, at(reading)],
  ] as const)
    if (index >= 0 && folded(index))
      problems.push(`${file}: "## ${title}" is inside a prediction's fold (put its ::end marker above the heading)`);
  if (at(recap) < 0) problems.push(`${file}: no recap section (## ${recap})`);
  const start = at(reading);
  if (start < 0) return [...problems, `${file}: no further-reading section (## ${reading}) with links to read on`];
  const next = tree.children.findIndex((node, i) => i > start && node.type === 'heading' && node.depth <= 2);
  let links = 0;
  for (const node of tree.children.slice(start + 1, next < 0 ? undefined : next))
    visit(node, 'link', (link) => {
      if (/^https?:\/\//.test(link.url)) links++;
    });
  if (links === 0)
    problems.push(`${file}: the section "## ${reading}" links to nothing (add at least one http(s) Markdown link)`);
  return problems;
}

/** The directives that shape a page, as one line each: both languages must place the same ones in the same order. */
const shape = (text: string) =>
  findDirectives(text)
    .filter((d) => d.leaf && d.name in DIRECTIVES)
    .map((d) => `::${d.name}{${d.target ?? ''}}`);

/** Both texts exist; every directive names something; every prediction and try is placed in both. */
function textProblems({ folder, spec, texts }: LessonSource): string[] {
  const problems: string[] = [];
  const targets: Record<DirectiveName, Record<string, unknown>> = {
    lab: spec.presets ?? {},
    predict: spec.predictions ?? {},
    end: spec.predictions ?? {},
    try: spec.tries ?? {},
  };
  for (const lang of LANGUAGES) {
    const file = `lessons/${folder}/${lang}.md`;
    const text = texts[lang];
    if (text === undefined || text.trim() === '') {
      problems.push(`${file}: missing or empty`);
      continue;
    }
    if (/^# /m.test(text))
      problems.push(`${file}: the page heads the lesson with its title; use ## and below in the text`);
    const found = findDirectives(text);
    for (const d of found) {
      if (!(d.name in DIRECTIVES))
        problems.push(`${file}:${d.line}: unknown directive "::${d.name}" (use ::lab, ::predict, ::end or ::try)`);
      else if (!d.leaf)
        problems.push(
          `${file}:${d.line}: write ::${d.name}{…} alone on its line (the inline and container forms are not shown)`,
        );
      else if (d.target === null || !(d.target in targets[d.name as DirectiveName]))
        problems.push(`${file}:${d.line}: ::${d.name} names "${d.target ?? ''}", which lesson.ts does not define`);
    }
    const placed = (name: DirectiveName) =>
      new Set(found.filter((d) => d.name === name && d.leaf).map((d) => d.target));
    for (const name of ['predict', 'try'] as const)
      for (const id of Object.keys(targets[name]))
        if (!placed(name).has(id))
          problems.push(
            `${file}: ${name === 'predict' ? 'prediction' : 'try'} "${id}" is never placed (::${name}{id="${id}"})`,
          );
    const labs = placed('lab');
    // A prediction loads its answer into the nearest lab of its preset above it; a try brings a lab of its own.
    for (const d of found) {
      const prediction = d.name === 'predict' && d.leaf && d.target ? spec.predictions?.[d.target] : undefined;
      if (
        prediction &&
        !found.some((l) => l.name === 'lab' && l.leaf && l.target === prediction.preset && l.line < d.line)
      )
        problems.push(
          `${file}:${d.line}: prediction "${d.target}" has no lab of its preset "${prediction.preset}" above it ` +
            `(::lab{preset="${prediction.preset}"})`,
        );
    }
    if (labs.size === 0 && Object.keys(targets.try).length === 0) problems.push(`${file}: no lab is embedded`);
    problems.push(...foldProblems(found).map((p) => `${file}:${p}`));
    for (const line of rawTableLines(text))
      problems.push(
        `${file}:${line}: a table row that renders as text ` +
          '(a GFM table needs a header row, a |---| row, and the same number of cells in each row)',
      );
    problems.push(...closingProblems(file, lang, text, found));
  }
  if (texts.en && texts.ja) {
    const [en, ja] = [shape(texts.en), shape(texts.ja)];
    const at = en.findIndex((d, i) => d !== ja[i]);
    if (at >= 0 || en.length !== ja.length) {
      const i = at >= 0 ? at : Math.min(en.length, ja.length);
      problems.push(
        `lessons/${folder}: en.md and ja.md place different directives: ` +
          `number ${i + 1} is ${en[i] ?? 'missing'} in en.md and ${ja[i] ?? 'missing'} in ja.md`,
      );
    }
  }
  return problems;
}

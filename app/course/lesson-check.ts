// Checks one lesson against the real engine. A broken lesson fails `npm test` with messages that name the
// file and the problem: an unknown design or preset, a log the lab rejects, a solution that does not reach
// its goal, a missing or empty translation, an unknown concept, a directive naming nothing, a prediction
// whose computed answer is not among its choices.
import { designRegistry } from '../engine/designs/registry';
import type { Lab } from '../engine/lab';
import type { LabSnapshot } from '../engine/snapshot';
import { DIRECTIVES, findDirectives, type DirectiveName } from './directives';
import { isCourseId } from './ids';
import type { LessonSpec, Localized, Measure } from './lesson-spec';
import { goalHolds, runPreset, type PresetRun } from './preset-run';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CONCEPT_COUNT = 30;

export interface LessonSource {
  /** The folder name under lessons/, e.g. "04-crash-points". */
  folder: string;
  spec: LessonSpec;
  texts: Partial<Record<Language, string>>;
}

function localizedProblems(where: string, what: string, text: Localized | undefined): string[] {
  if (!text) return [`${where}: ${what} is missing`];
  return LANGUAGES.filter((lang) => typeof text[lang] !== 'string' || text[lang].trim() === '').map((lang) => `${where}: ${what} has no ${lang} text`);
}

/** A measure must name a table (and column) the design has: a typo would otherwise read as "none". */
function measureProblem(snapshot: LabSnapshot, measure: Measure): string | null {
  if (measure.kind !== 'rows' && measure.kind !== 'cell') return null;
  const pane = snapshot.tables[measure.db]?.find((p) => p.table === measure.table);
  if (!pane) return `its measure names table "${measure.table}", which the ${measure.db} DB of this design does not have`;
  if (measure.kind === 'cell' && !pane.independent.columns.includes(measure.column)) return `its measure names column "${measure.column}", which ${measure.table} does not have`;
  return null;
}

export function checkLesson(source: LessonSource, lab: Lab): string[] {
  const { spec, folder } = source;
  const file = `lessons/${folder}/lesson.ts`;
  const problems: string[] = [];
  const idProblem = (what: string, id: string) => (isCourseId(id) ? [] : [`${file}: ${what} id "${id}" must be lower-case letters, digits and hyphens (1–64)`]);
  problems.push(...idProblem('the lesson', spec.id));
  for (const id of [...Object.keys(spec.predictions ?? {}), ...Object.keys(spec.tries ?? {})]) problems.push(...idProblem('a prediction or try', id));
  if (!Number.isInteger(spec.order) || spec.order < 1) problems.push(`${file}: order must be a whole number from 1`);
  problems.push(...localizedProblems(file, 'the title', spec.title));
  if (!spec.concepts?.length) problems.push(`${file}: it teaches no concept`);
  for (const c of spec.concepts ?? []) if (!Number.isInteger(c) || c < 1 || c > CONCEPT_COUNT) problems.push(`${file}: concept ${c} does not exist (1–${CONCEPT_COUNT})`);

  // Presets: a known design and a log the lab plays to its end.
  const presetRuns = new Map<string, PresetRun>();
  for (const [name, preset] of Object.entries(spec.presets ?? {})) {
    problems.push(...localizedProblems(file, `preset "${name}"'s title`, preset.title));
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

  if (Object.keys(spec.predictions ?? {}).length === 0) problems.push(`${file}: it asks no prediction (a lesson predicts before it runs)`);
  for (const [name, prediction] of Object.entries(spec.predictions ?? {})) {
    const what = `prediction "${name}"`;
    problems.push(...localizedProblems(file, `${what}'s question`, prediction.question), ...localizedProblems(file, `${what}'s explanation`, prediction.explain));
    if (!prediction.choices?.length || new Set(prediction.choices).size !== prediction.choices.length) problems.push(`${file}: ${what} needs distinct choices`);
    const preset = presetOf(what, prediction.preset);
    if (!preset || !presetRuns.has(prediction.preset)) continue;
    const run = runPreset(lab, preset, prediction.then, prediction.measure);
    const wrongMeasure = run.snapshot && measureProblem(run.snapshot, prediction.measure);
    if (run.error) problems.push(`${file}: ${what}: ${run.error}`);
    else if (wrongMeasure) problems.push(`${file}: ${what}: ${wrongMeasure}`);
    else if (!prediction.choices.includes(run.value!)) problems.push(`${file}: ${what}: the engine reads ${JSON.stringify(run.value)}, which is not among its choices ${JSON.stringify(prediction.choices)}`);
  }

  for (const [name, tryIt] of Object.entries(spec.tries ?? {})) {
    const what = `try "${name}"`;
    problems.push(...localizedProblems(file, `${what}'s prompt`, tryIt.prompt));
    if (!tryIt.hints?.length) problems.push(`${file}: ${what} has no hint`);
    tryIt.hints?.forEach((hint, i) => problems.push(...localizedProblems(file, `${what}'s hint ${i + 1}`, hint)));
    if (!tryIt.goal?.all?.length) problems.push(`${file}: ${what} has no goal`);
    const preset = presetOf(what, tryIt.preset);
    if (!preset || !presetRuns.has(tryIt.preset) || !tryIt.goal?.all?.length) continue;
    for (const { measure } of tryIt.goal.all) {
      const wrong = measureProblem(presetRuns.get(tryIt.preset)!.snapshot!, measure);
      if (wrong) problems.push(`${file}: ${what}'s goal: ${wrong}`);
    }
    if (goalHolds(presetRuns.get(tryIt.preset)!.snapshot!, tryIt.goal)) problems.push(`${file}: ${what}: the goal already holds before the learner does anything`);
    const solved = runPreset(lab, preset, tryIt.solution);
    if (solved.error) problems.push(`${file}: ${what}'s solution: ${solved.error}`);
    else if (!goalHolds(solved.snapshot!, tryIt.goal)) problems.push(`${file}: ${what}'s solution does not reach its goal`);
  }

  problems.push(...textProblems(source));
  return problems;
}

/** Both texts exist; every directive names something; every prediction and try is placed in both. */
function textProblems({ folder, spec, texts }: LessonSource): string[] {
  const problems: string[] = [];
  const targets: Record<DirectiveName, Record<string, unknown>> = { lab: spec.presets ?? {}, predict: spec.predictions ?? {}, try: spec.tries ?? {} };
  for (const lang of LANGUAGES) {
    const file = `lessons/${folder}/${lang}.md`;
    const text = texts[lang];
    if (text === undefined || text.trim() === '') {
      problems.push(`${file}: missing or empty`);
      continue;
    }
    if (/^# /m.test(text)) problems.push(`${file}: the page heads the lesson with its title; use ## and below in the text`);
    const found = findDirectives(text);
    for (const d of found) {
      if (!(d.name in DIRECTIVES)) problems.push(`${file}:${d.line}: unknown directive "::${d.name}" (use ::lab, ::predict or ::try)`);
      else if (!d.leaf) problems.push(`${file}:${d.line}: write ::${d.name}{…} alone on its line (the inline and container forms are not shown)`);
      else if (d.target === null || !(d.target in targets[d.name as DirectiveName])) problems.push(`${file}:${d.line}: ::${d.name} names "${d.target ?? ''}", which lesson.ts does not define`);
    }
    const placed = (name: DirectiveName) => new Set(found.filter((d) => d.name === name && d.leaf).map((d) => d.target));
    for (const name of ['predict', 'try'] as const) for (const id of Object.keys(targets[name])) if (!placed(name).has(id)) problems.push(`${file}: ${name === 'predict' ? 'prediction' : 'try'} "${id}" is never placed (::${name}{id="${id}"})`);
    const labs = placed('lab');
    const usedPresets = new Set([...Object.values(spec.predictions ?? {}), ...Object.values(spec.tries ?? {})].map((x) => x.preset));
    for (const preset of usedPresets) if (!labs.has(preset)) problems.push(`${file}: preset "${preset}" is used but its lab is never embedded (::lab{preset="${preset}"})`);
    if (labs.size === 0) problems.push(`${file}: no lab is embedded`);
  }
  return problems;
}

// The instructor's own scenarios as data: a title and a #/lab link each. The same checks guard what the store
// loads, what a file imports and what "Save" adds: a title of 1–80 characters, a link the lab's own link parser
// accepts, at most MAX_SCENARIOS, no link twice. A file is versioned JSON, so a later format can migrate it.
import { parseRoute } from '../route';

export interface Scenario {
  title: string;
  /** A #/lab link: design, options, log and position. */
  link: string;
}

export const SCENARIO_FILE_FORMAT = 'outbox-lab-scenarios';
export const SCENARIO_FILE_VERSION = 1;
export const MAX_SCENARIOS = 50;
export const MAX_TITLE = 80;
/** A scenario file bigger than this is not one of ours (50 scenarios of the longest links fit well inside). */
export const MAX_FILE_BYTES = 2_000_000;

export type ScenarioProblem = 'json' | 'format' | 'version' | 'tooMany' | 'title' | 'link' | 'tooBig';

export function checkTitle(title: unknown): string | null {
  if (typeof title !== 'string') return null;
  const trimmed = title.trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_TITLE ? trimmed : null;
}

/** A link the lab would open as it is: the #/lab route with nothing refused. */
export function checkLink(link: unknown): string | null {
  if (typeof link !== 'string' || !link.startsWith('#/lab?') || link.length > 40_000) return null;
  const route = parseRoute(link);
  return route.screen === 'lab' && route.error === null ? link : null;
}

/** Scenarios as read from anywhere: each checked; the first problem found, with the 1-based item it is in. */
export function checkScenarios(
  value: unknown,
): { ok: true; scenarios: Scenario[] } | { ok: false; problem: ScenarioProblem; item?: number } {
  if (!Array.isArray(value)) return { ok: false, problem: 'format' };
  if (value.length > MAX_SCENARIOS) return { ok: false, problem: 'tooMany' };
  const scenarios: Scenario[] = [];
  for (const [i, item] of value.entries()) {
    const title = checkTitle((item as Partial<Scenario> | null)?.title);
    if (title === null) return { ok: false, problem: 'title', item: i + 1 };
    const link = checkLink((item as Partial<Scenario> | null)?.link);
    if (link === null) return { ok: false, problem: 'link', item: i + 1 };
    scenarios.push({ title, link });
  }
  return { ok: true, scenarios };
}

export function encodeScenarioFile(scenarios: readonly Scenario[]): string {
  return `${JSON.stringify({ format: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, scenarios }, null, 2)}\n`;
}

export function decodeScenarioFile(text: string): ReturnType<typeof checkScenarios> {
  if (text.length > MAX_FILE_BYTES) return { ok: false, problem: 'tooBig' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  const file = parsed as { format?: unknown; version?: unknown; scenarios?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.format !== SCENARIO_FILE_FORMAT)
    return { ok: false, problem: 'format' };
  if (file.version !== SCENARIO_FILE_VERSION) return { ok: false, problem: 'version' };
  return checkScenarios(file.scenarios);
}

/** `mine` with `added` appended, a link already there skipped; null when the list would grow past the limit. */
export function mergeScenarios(mine: readonly Scenario[], added: readonly Scenario[]): Scenario[] | null {
  const links = new Set(mine.map((s) => s.link));
  const merged = [...mine, ...added.filter((s) => !links.has(s.link) && links.add(s.link))];
  return merged.length > MAX_SCENARIOS ? null : merged;
}

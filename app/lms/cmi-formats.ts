// The data model's own formats for what the course writes and reads besides scores: session time in each
// version's timespan, and the learner's language preference.

/** SCORM 1.2's CMITimespan: HHHH:MM:SS.SS. */
export function timespan12(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.min(9999, Math.floor(centis / 360_000));
  const minutes = Math.floor((centis % 360_000) / 6_000);
  const seconds = (centis % 6_000) / 100;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** SCORM 2004's timeinterval: an ISO 8601 duration, PT#H#M#S with at most two decimals of a second. */
export function timespan2004(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor((centis % 360_000) / 6_000);
  const seconds = (centis % 6_000) / 100;
  return `PT${hours}H${minutes}M${Number(seconds.toFixed(2))}S`;
}

/** Japanese or English from an LMS's language preference ("ja", "ja-JP", "en-US" …); null for any other. */
export function languageFrom(preference: string): 'ja' | 'en' | null {
  const tag = preference.trim().toLowerCase();
  if (/^ja(-|$)/.test(tag) || tag === 'jpn') return 'ja';
  if (/^en(-|$)/.test(tag) || tag === 'eng') return 'en';
  return null;
}

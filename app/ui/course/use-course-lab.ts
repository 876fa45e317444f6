// The course's engine runner for this page (predictions and the quiz are answered on it), created once the
// WASM has loaded. Null until then.
import { useEffect, useState } from 'react';
import { createCourseLab, type CourseLab } from '../../course/course-lab';
import { loadSqlJs } from '../sql-loader';

let shared: CourseLab | null = null;

/** The runner once ready; `error` says why it never will be (the WASM failed to load). */
export function useCourseLab(): { lab: CourseLab | null; error: string | null } {
  const [lab, setLab] = useState<CourseLab | null>(shared);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (shared) return;
    let cancelled = false;
    loadSqlJs().then(
      (sql) => {
        shared ??= createCourseLab(sql);
        if (!cancelled) setLab(shared);
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return { lab, error };
}

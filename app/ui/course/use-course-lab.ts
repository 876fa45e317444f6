// The course's engine runner for this page (predictions and the quiz are answered on it), created once the
// WASM has loaded. Null until then.
import { useEffect, useState } from 'react';
import { createCourseLab, type CourseLab } from '../../course/course-lab';
import { loadSqlJs } from '../sql-loader';

let shared: CourseLab | null = null;

export function useCourseLab(): CourseLab | null {
  const [lab, setLab] = useState<CourseLab | null>(shared);
  useEffect(() => {
    if (shared) return;
    let cancelled = false;
    loadSqlJs().then((sql) => {
      shared ??= createCourseLab(sql);
      if (!cancelled) setLab(shared);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return lab;
}

import { test } from 'vitest';
import { Lab } from '../../app/engine/lab';
import { checkedRun } from '../../app/engine/checked-run';
import { DESIGNS } from '../../app/engine/types';
import { deriveFaultPoints } from '../../app/machine/fault-points';
import { singleFaultRuns } from '../../app/machine/fault-runs';
import { loadSql } from '../support/sql-node';
test('prof', { timeout: 60000 }, async () => {
  const sql = await loadSql();
  for (const design of DESIGNS) {
    const lab = new Lab(sql, 'prof-' + design, 8);
    let t = performance.now();
    const points = deriveFaultPoints(lab, design);
    const derive = performance.now() - t;
    const runs = singleFaultRuns(design, points);
    t = performance.now();
    const res = runs.map((r) => [r.id, checkedRun(sql, 'x', design, r.full)] as const);
    const exec = performance.now() - t;
    console.log(design, 'points', points.length, 'runs', runs.length, 'derive ms', derive.toFixed(0), 'exec ms', exec.toFixed(0));
    console.log('   ' + res.map(([id, r]) => `${id}=${r.outcome}${r.violations.length ? '!' + r.violations[0].message : ''}${points.find(p => id.endsWith(p.target.kind === 'line' ? `${p.target.process}:${p.target.line}` : p.target.message))?.via ? '(via)' : ''}`).join(' '));
  }
});

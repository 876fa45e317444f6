// The explorer's result for one design: a table named "Fault matrix", one row per place a fault can strike,
// one column per kind of fault; every cell names its verdict in words and opens that run in the lab, at the
// fault. The cell's link says all of that on its own ("Outbox · Relay crash before line 4: duplicated"), for
// a screen reader's list of links, where the row and column headers are not read.
import { useTranslation } from '../i18n/use-translation';
import './fault-matrix.css';
import { designRegistry } from '../../engine/designs/registry';
import { DEFAULT_OPTIONS, roleOf, type DesignId } from '../../engine/types';
import type { RunResult } from '../../explorer/explorer';
import { targetKey, type FaultTarget } from '../../explorer/fault-points';
import type { ExplorerFaultKind, Fault } from '../../explorer/fault-runs';
const KINDS: ExplorerFaultKind[] = ['crash', 'fail', 'drop'];

type T = (k: string, o?: Record<string, unknown>) => string;

/** The code of the line a fault strikes before, as the design's program has it. */
function lineCode(design: DesignId, target: FaultTarget): string | undefined {
  if (target.kind === 'message') return undefined;
  return designRegistry.get(design).programs(DEFAULT_OPTIONS)[roleOf(target.process)].lines[target.line - 1]?.code;
}

function whereLabel(t: T, design: DesignId, target: FaultTarget) {
  if (target.kind === 'message') return t(`explorer.where.${target.message}`);
  return t('explorer.where.line', {
    process: t(`process.${target.process}`),
    line: target.line,
    code: lineCode(design, target) ?? '',
  });
}

/** "Relay crash before line 4", "ACK lost in flight". */
export function faultLabel(t: T, fault: Fault) {
  const { target } = fault;
  if (target.kind === 'message') return t(`explorer.fault.${target.message}`);
  return t(`explorer.fault.${fault.kind}`, { process: t(`process.${target.process}`), line: target.line });
}

/** `pending`: the design's runs are still going, so a missing cell may yet come (it says so) rather than not apply. */
export function FaultMatrix({
  design,
  results,
  pending = false,
}: {
  design: DesignId;
  results: readonly RunResult[];
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const rows = new Map<string, { target: FaultTarget; cells: Partial<Record<ExplorerFaultKind, RunResult>> }>();
  for (const r of results) {
    const fault = r.run.faults[0];
    const key = targetKey(fault.target);
    if (!rows.has(key)) rows.set(key, { target: fault.target, cells: {} });
    rows.get(key)!.cells[fault.kind] = r;
  }
  return (
    <div className="matrix-scroll" tabIndex={0} role="group" aria-label={t('explorer.matrix')}>
      <table className="fault-matrix">
        <caption>{t('explorer.matrix')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('explorer.where.heading')}</th>
            {KINDS.map((k) => (
              <th scope="col" key={k}>
                {t(`explorer.kind.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows.values()].map(({ target, cells }) => (
            <tr key={targetKey(target)}>
              <th scope="row">{whereLabel(t, design, target)}</th>
              {KINDS.map((k) => {
                const cell = cells[k];
                // A message is only lost; a process only crashes or fails: the other cells never come.
                const applies = target.kind === 'message' ? k === 'drop' : k !== 'drop';
                if (!cell && pending && applies)
                  return (
                    <td key={k} className="pending-cell">
                      <span aria-hidden="true">…</span>
                      <span className="visually-hidden">{t('explorer.cellPending')}</span>
                    </td>
                  );
                if (!cell) return <td key={k}>—</td>;
                const outcome = cell.outcome ?? 'unsettled';
                const name = t('explorer.cellLink', {
                  design: t(`designs.${design}.name`),
                  fault: faultLabel(t, cell.run.faults[0]),
                  outcome: t(`explorer.outcome.${outcome}`),
                });
                return (
                  <td key={k} className={`verdict-cell outcome-${outcome}`}>
                    <span aria-hidden="true">{outcome === 'ok' ? '✔ ' : '✖ '}</span>
                    <a href={cell.run.link} aria-label={name} title={lineCode(design, target)}>
                      {t(`explorer.outcome.${outcome}`)}
                    </a>
                    {cell.run.via && (
                      <span className="tag">
                        {' '}
                        ({t('explorer.via', { fault: t(`explorer.viaKind.${cell.run.via.type}`) })})
                      </span>
                    )}
                    {cell.violations.length > 0 && <span className="violation"> ⚠ {t('explorer.violated')}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

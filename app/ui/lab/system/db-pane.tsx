// A database's region: for each table, what the owning process's connection reads beside what an
// independent connection reads, each counted by SQL on its own connection. Rows the latest crash or rollback
// took away are named in words and shown struck in the owner's table for that step.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { shownColumns } from './table-columns';
import type { TablePane } from '../../../engine/snapshot';
import { DB_OWNER, roleOf, type DbId } from '../../../engine/types';
import { processName } from '../../shared/process-names';
import { useNumbered } from '../use-numbered';
import { useWorld } from '../lab-context';
import { TableView } from './table-view';
import { CoveredTable } from './covered-table';
import { tableCovered, useCovered } from '../covered-panes';

type T = ReturnType<typeof useTranslation>['t'];

function ownerSummary(t: T, pane: TablePane): string {
  const shown = pane.owner.rows?.length ?? 0;
  const uncommitted = pane.marks.filter(Boolean).length;
  const count =
    pane.owner.total > shown
      ? t('tables.newestOf', { shown, count: pane.owner.total })
      : t('tables.rows', { count: pane.owner.total });
  return uncommitted
    ? `${count}${t('app.partSeparator')}${t('tables.uncommittedCount', { count: uncommitted })}`
    : count;
}

/** What the independent connection cannot see, from the two connections' own counts. */
function independentSummary(t: T, pane: TablePane): string {
  const shown = pane.independent.rows?.length ?? 0;
  const parts = [
    pane.independent.total > shown
      ? t('tables.newestOf', { shown, count: pane.independent.total })
      : t('tables.rows', { count: pane.independent.total }),
  ];
  if (pane.owner.rows !== null) {
    const hidden = pane.owner.total - pane.independent.total;
    if (hidden > 0) parts.push(t('tables.hiddenBehindTx', { count: hidden }));
    const changed = pane.marks.filter((m) => m === 'uncommitted-change').length;
    if (changed > 0) parts.push(t('tables.oldValues', { count: changed }));
  }
  return parts.join(t('app.partSeparator'));
}

export function DbPane({ db }: { db: DbId }) {
  const { t } = useTranslation();
  const panes = useWorld((s) => s.tables[db]);
  const vanished = useWorld((s) => s.vanished);
  const [all, setAll] = useState(false);
  const heading = t(db === 'order' ? 'tables.orderDb' : 'tables.warehouseDb');
  const headingId = useId();
  const covered = useCovered();
  const numbered = useNumbered();
  // With two order services, the pane names whose connection it reads (the one in a transaction).
  const ownerConnection = (pane: TablePane) =>
    numbered.includes(roleOf(pane.ownerProcess))
      ? t('tables.ownerConnectionOf', { process: processName(t, pane.ownerProcess, numbered, 'processInLabel') })
      : t(`tables.ownerConnection.${DB_OWNER[db]}`);
  const ghosts = vanished.filter((v) => v.db === db);
  const why = ghosts[0]?.why;
  const ghostLabel = why ? t(why === 'crash' ? 'tables.ghostCrash' : 'tables.ghostRollback') : '';
  return (
    <section className={`db-pane db-${db}`} aria-labelledby={headingId}>
      <div className="db-head">
        <h2 id={headingId}>{heading}</h2>
        <label className="toggle">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> {t('tables.allColumns')}
        </label>
      </div>
      {ghosts.length > 0 && (
        <p className="ghost-note">
          {t('tables.ghostNote', {
            what: ghostLabel,
            list: ghosts.map((g) => `${g.table} ${g.key}`).join(t('app.listSeparator')),
          })}
        </p>
      )}
      {panes.map((pane) => {
        const columns = shownColumns(pane.shows, pane.owner.columns, all);
        return (
          <div className="table-pair" key={pane.table}>
            {tableCovered(covered, db, pane.table, 'owner') ? (
              <CoveredTable table={pane.table} connection={ownerConnection(pane)} />
            ) : (
              <TableView
                table={pane.table}
                connection={ownerConnection(pane)}
                read={pane.owner}
                columns={columns}
                marks={pane.marks}
                ghosts={ghosts.filter((g) => g.table === pane.table).map((g) => g.row)}
                ghostLabel={ghostLabel}
                closedNote={t('tables.closed')}
                summary={ownerSummary(t, pane)}
              />
            )}
            {tableCovered(covered, db, pane.table, 'independent') ? (
              <CoveredTable table={pane.table} connection={t('tables.independentConnection')} />
            ) : (
              <TableView
                table={pane.table}
                connection={t('tables.independentConnection')}
                read={pane.independent}
                columns={columns}
                summary={independentSummary(t, pane)}
              />
            )}
          </div>
        );
      })}
    </section>
  );
}

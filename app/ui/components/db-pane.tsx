// A database's region: for each table, what the owning process's connection reads beside what an
// independent connection reads.
import { useTranslation } from 'react-i18next';
import type { DbId, ProcessId } from '../../engine/types';
import { markOwnerRows } from '../../engine/uncommitted';
import { useWorld } from '../lab-context';
import { TableView } from './table-view';

const OWNER: Record<DbId, ProcessId> = { order: 'order', warehouse: 'warehouse' };

export function DbPane({ db }: { db: DbId }) {
  const { t } = useTranslation();
  const panes = useWorld((s) => s.tables[db]);
  const heading = t(db === 'order' ? 'tables.orderDb' : 'tables.warehouseDb');
  const headingId = `db-${db}`;
  return (
    <section className="db-pane" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {panes.map((pane) => (
        <div className="table-pair" key={pane.table}>
          <TableView
            table={pane.table}
            connection={t(`tables.ownerConnection.${OWNER[db]}`)}
            read={pane.owner}
            marks={markOwnerRows(pane)}
            closedNote={t('tables.closed')}
          />
          <TableView table={pane.table} connection={t('tables.independentConnection')} read={pane.independent} />
        </div>
      ))}
    </section>
  );
}

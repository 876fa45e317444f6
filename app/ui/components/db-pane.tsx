// A database's region: for each table, what the owning process's connection reads beside what an
// independent connection reads.
import { useTranslation } from 'react-i18next';
import type { DbId } from '../../engine/types';
import { DB_OWNER } from '../../engine/world';
import { markOwnerRows } from '../../engine/uncommitted';
import { useWorld } from '../lab-context';
import { TableView } from './table-view';

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
            connection={t(`tables.ownerConnection.${DB_OWNER[db]}`)}
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

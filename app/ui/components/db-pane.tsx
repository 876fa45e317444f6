// A database's region: for each table, what the owning process's connection reads beside what an
// independent connection reads.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DB_OWNER, type DbId } from '../../engine/types';
import { useWorld } from '../lab-context';
import { TableView } from './table-view';

export function DbPane({ db }: { db: DbId }) {
  const { t } = useTranslation();
  const panes = useWorld((s) => s.tables[db]);
  const heading = t(db === 'order' ? 'tables.orderDb' : 'tables.warehouseDb');
  const headingId = useId();
  return (
    <section className="db-pane" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {panes.map((pane) => (
        <div className="table-pair" key={pane.table}>
          <TableView
            table={pane.table}
            connection={t(`tables.ownerConnection.${DB_OWNER[db]}`)}
            read={pane.owner}
            marks={pane.marks}
            closedNote={t('tables.closed')}
          />
          <TableView table={pane.table} connection={t('tables.independentConnection')} read={pane.independent} />
        </div>
      ))}
    </section>
  );
}

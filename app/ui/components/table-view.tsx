// One table as one connection reads it. Rows come from SQL on that connection; the owner's rows that others
// cannot see yet are labelled in words (and styled), never hidden or added in JavaScript.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRead } from '../../engine/snapshot';
import type { Row } from '../../engine/types';
import type { RowMark } from '../../engine/snapshot';

interface RowProps {
  row: Row;
  columns: string[];
  mark: RowMark | undefined;
  withMark: boolean;
  /** The row's content as text: a step re-renders only rows whose content (or label) changed. */
  signature: string;
}

const TableRow = memo(
  function TableRow({ row, columns, mark, withMark }: RowProps) {
    const { t } = useTranslation();
    return (
      <tr className={mark ? 'uncommitted' : undefined}>
        {withMark && (
          <td className="visibility">{mark === 'uncommitted-insert' ? t('tables.uncommittedInsert') : mark === 'uncommitted-change' ? t('tables.uncommittedChange') : t('tables.committed')}</td>
        )}
        {columns.map((c) => (
          <td key={c} title={String(row[c] ?? 'NULL')}>
            {row[c] === null ? <span className="null">NULL</span> : String(row[c])}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) => a.signature === b.signature && a.withMark === b.withMark && a.columns === b.columns,
);

interface Props {
  table: string;
  connection: string;
  read: TableRead;
  /** Labels per row for the owner's view; absent for the independent view. */
  marks?: RowMark[];
  closedNote?: string;
}

export function TableView({ table, connection, read, marks, closedNote }: Props) {
  const { t } = useTranslation();
  const rows = read.rows ?? [];
  return (
    <div className="table-view">
      <div className="table-scroll" tabIndex={0} role="group" aria-label={t('tables.caption', { table, connection })}>
        <table>
          <caption>{t('tables.caption', { table, connection })}</caption>
          <thead>
            <tr>
              {marks && <th scope="col">{t('tables.visibility')}</th>}
              {read.columns.map((c) => (
                <th scope="col" key={c}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const mark = marks?.[i] ?? null;
              const values = JSON.stringify(row);
              return <TableRow key={values} row={row} columns={read.columns} mark={mark} withMark={marks !== undefined} signature={`${values}|${mark}`} />;
            })}
          </tbody>
        </table>
      </div>
      <p className="row-count">
        {read.rows === null
          ? closedNote
          : rows.length === 0
            ? t('tables.noRows')
            : read.total > rows.length
              ? t('tables.newestOf', { shown: rows.length, count: read.total })
              : t('tables.rows', { count: rows.length })}
      </p>
    </div>
  );
}

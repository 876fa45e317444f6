// One table as one connection reads it. Rows come from SQL on that connection; the owner's rows that others
// cannot read yet carry a stripe and a short word, never hidden or added in JavaScript. Rows the latest
// crash or rollback took away stay for that step as struck "ghost" rows, labelled with what happened.
import type { TFunction } from '../../i18n/translator';
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { RowMark, TableRead } from '../../../engine/snapshot';
import type { Row } from '../../../engine/types';

interface RowProps {
  row: Row;
  columns: string[];
  mark: RowMark | 'ghost' | undefined;
  withMark: boolean;
  /** The row's content as text: a step re-renders only rows whose content (or label) changed. */
  signature: string;
  ghostLabel?: string;
  /** The table's own: a row asking for it too would cost each of a long table's rows a hook. */
  t: TFunction;
}

/**
 * The scenario's timestamps are all on one day: the time of day is what tells rows apart, the date is in the tooltip.
 */
const TIMESTAMP = /^\d{4}-\d\d-\d\dT(\d\d:\d\d:\d\d(?:\.\d+)?)Z?$/;

/** The time of day of one of the scenario's timestamps; null for any other value. */
function timeOfDay(value: Row[string]): string | null {
  const time = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  return time ? time[1] : null;
}

function cellText(value: Row[string]): string {
  return value === null ? 'NULL' : (timeOfDay(value) ?? String(value));
}

/** A cell's value, a timestamp as its time of day; a plain function, not a component: tables have many cells. */
function value(cell: Row[string]) {
  const time = timeOfDay(cell);
  return time ? <time dateTime={String(cell)}>{time}</time> : String(cell);
}

const TableRow = memo(
  function TableRow({ row, columns, mark, withMark, ghostLabel, t }: RowProps) {
    const word =
      mark === 'uncommitted-insert'
        ? t('tables.markInsert')
        : mark === 'uncommitted-change'
          ? t('tables.markChange')
          : mark === 'ghost'
            ? t('tables.markGhost')
            : '';
    const spoken =
      mark === 'uncommitted-insert'
        ? t('tables.uncommittedInsert')
        : mark === 'uncommitted-change'
          ? t('tables.uncommittedChange')
          : mark === 'ghost'
            ? ghostLabel
            : t('tables.committed');
    return (
      <tr className={mark ? (mark === 'ghost' ? 'ghost' : 'uncommitted') : undefined}>
        {withMark && (
          <td className="visibility" title={spoken}>
            <span aria-hidden="true">{word}</span>
            <span className="visually-hidden">{spoken}</span>
          </td>
        )}
        {columns.map((c) => (
          <td key={c} title={String(row[c] ?? 'NULL')}>
            {mark === 'ghost' ? (
              <del>{cellText(row[c])}</del>
            ) : row[c] === null ? (
              <span className="null">NULL</span>
            ) : (
              value(row[c])
            )}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) => a.signature === b.signature && a.withMark === b.withMark && a.columns === b.columns && a.t === b.t,
);

interface Props {
  table: string;
  connection: string;
  read: TableRead;
  columns: string[];
  /** Labels per row for the owner's view; absent for the independent view. */
  marks?: RowMark[];
  /** Rows that vanished in the latest step, shown struck after the live rows. */
  ghosts?: Row[];
  ghostLabel?: string;
  closedNote?: string;
  /** The count line under the table (the independent pane says what it cannot see). */
  summary: string;
}

export function TableView({
  table,
  connection,
  read,
  columns,
  marks,
  ghosts = [],
  ghostLabel,
  closedNote,
  summary,
}: Props) {
  const { t } = useTranslation();
  const rows = read.rows ?? [];
  const caption = t('tables.caption', { table, connection });
  return (
    <div className={`table-view${marks ? ' owner-view' : ' independent-view'}`}>
      <div className="table-scroll" tabIndex={0} role="group" aria-label={caption}>
        <table>
          <caption>
            <span className="caption-table">{table}</span> <span className="caption-connection">— {connection}</span>
          </caption>
          <thead>
            <tr>
              {marks && (
                <th scope="col" className="visibility">
                  <span className="visually-hidden">{t('tables.visibility')}</span>
                </th>
              )}
              {columns.map((c) => (
                <th scope="col" key={c}>
                  {/* A long column name may break after its underscores; its values are what must stay whole. */}
                  {c.split('_').map((part, i) => (
                    <span key={i}>
                      {i > 0 && (
                        <>
                          _<wbr />
                        </>
                      )}
                      {part}
                    </span>
                  ))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const mark = marks?.[i] ?? null;
              const values = JSON.stringify(row);
              return (
                <TableRow
                  key={values}
                  row={row}
                  columns={columns}
                  mark={mark}
                  withMark={marks !== undefined}
                  signature={`${values}|${mark}`}
                  t={t}
                />
              );
            })}
            {ghosts.map((row) => {
              const values = JSON.stringify(row);
              return (
                <TableRow
                  key={`ghost|${values}`}
                  row={row}
                  columns={columns}
                  mark="ghost"
                  withMark={marks !== undefined}
                  signature={`ghost|${values}`}
                  ghostLabel={ghostLabel}
                  t={t}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="row-count">{read.rows === null ? closedNote : summary}</p>
    </div>
  );
}

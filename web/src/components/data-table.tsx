/**
 * A small responsive table. On phones (below md) each row is a compact card with every field labelled, so nothing
 * hides off-screen; from md up it is a table. The rows keep their table roles in both layouts for screen readers.
 * `cards={false}` keeps the table on phones (charts: a grid that scrolls sideways, with the keyboard too).
 * Plain elements (web/src/theme/frame.css), so screens drawn without Chakra UI can use it; a cell may hold anything.
 */
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Long text (a description) wraps onto more lines instead of widening the table. */
  wrap?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  cards?: boolean;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, cards = true }: DataTableProps<Row>) {
  const align = (column: Column<Row>) => [column.numeric && 'f-table-end', column.wrap && 'f-table-wrap'].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cards ? 'f-table-area f-table-cards' : 'f-table-area'} tabIndex={0} role="region" aria-label={caption}>
      <table className="f-table" role="table">
        <caption className="f-sr-only">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row">
              {columns.map((column) => (
                <td key={column.header} role="cell" data-label={column.header} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A small responsive table: scrolls sideways on narrow screens (and can be scrolled with the keyboard). */
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}

export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption} bg="bg">
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="brand.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} whiteSpace="nowrap" textAlign={column.numeric ? 'end' : 'start'}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Cell key={column.header} whiteSpace="nowrap" textAlign={column.numeric ? 'end' : 'start'}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A small responsive table. On phones (below md) each row is a compact card with every field labelled, so nothing
 * hides off-screen; from md up it is a table. The rows keep their table roles in both layouts for screen readers.
 * `cards={false}` keeps the table on phones (charts: a grid that scrolls sideways, with the keyboard too).
 */
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
  cards?: boolean;
}

const PHONE = '@media screen and (max-width: 767.98px)';

/** Below md: the header row is read by screen readers only and each row is a card of "label value" lines. */
const CARDS = {
  [PHONE]: {
    display: 'block',
    bg: 'transparent',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tbody tr': { display: 'block' },
    '& tbody tr': { bg: 'bg', borderWidth: '1px', rounded: 'md', px: '3', py: '1.5', mb: '2' },
    '& tbody td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '3',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textAlign: 'end',
      borderBottomWidth: '0',
      bg: 'transparent',
      px: '0',
      py: '1',
    },
    '& tbody td::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      fontWeight: 'semibold',
      color: 'fg.muted',
      textAlign: 'start',
    },
  },
};

const PHONE_AREA = { [PHONE]: { borderWidth: '0', bg: 'transparent', overflow: 'visible' } };

export function DataTable<Row>({ caption, columns, rows, rowKey, cards = true }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption} bg="bg" css={cards ? PHONE_AREA : undefined}>
      <Table.Root size="sm" striped role="table" css={cards ? CARDS : undefined}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header role="rowgroup">
          <Table.Row bg="brand.subtle" role="row">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} role="columnheader" whiteSpace="nowrap" textAlign={column.numeric ? 'end' : 'start'}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row, index)} role="row">
              {columns.map((column) => (
                <Table.Cell key={column.header} role="cell" data-label={column.header} whiteSpace="nowrap" textAlign={column.numeric ? 'end' : 'start'}>
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

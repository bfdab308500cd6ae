/** The audit log: every operator action, who did it, on what, with its details. */
import { Button, Code, HStack, Input, Text } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ExportButton } from '../reports/export-button.tsx';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';

import { PagedTable, usePager } from '../paging.tsx';
import { type AuditEntry, type AuditFilter, auditOptions } from './queries.ts';

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Operator', cell: (row) => row.actor_name },
  { header: 'Action', cell: (row) => <Text fontFamily="mono">{row.action}</Text> },
  { header: 'On', cell: (row) => `${row.target_type} ${row.target_id}` },
  {
    header: 'Details',
    cell: (row) => (
      <Code whiteSpace="pre-wrap" maxW="md" display="block" fontSize="xs">
        {Object.entries(row.details)
          .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
          .join('\n')}
      </Code>
    ),
  },
];

function FilterForm({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState({ actor_id: '', action: '', from: '', to: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter: AuditFilter = {};
    if (/^[0-9]{1,18}$/.test(draft.actor_id.trim())) filter.actor_id = draft.actor_id.trim();
    if (draft.action.trim()) filter.action = draft.action.trim();
    if (draft.from) filter.from = draft.from;
    if (draft.to) filter.to = draft.to;
    onApply(filter);
  };
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return (
    <form aria-label="Filter the audit log" onSubmit={submit} noValidate>
      <HStack align="flex-end" wrap="wrap" gap="3">
        <FormField label="Operator id" w="auto">
          <Input inputMode="numeric" w="28" {...field('actor_id')} />
        </FormField>
        <FormField label="Action" w="auto" helper="e.g. fund_request or result.declare">
          <Input w="56" {...field('action')} />
        </FormField>
        <FormField label="From" w="auto">
          <Input type="date" {...field('from')} />
        </FormField>
        <FormField label="To" w="auto">
          <Input type="date" {...field('to')} />
        </FormField>
        <Button type="submit" colorPalette="brand">
          Filter
        </Button>
      </HStack>
    </form>
  );
}

export function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const pager = usePager(JSON.stringify(filter));
  const query = useQuery(auditOptions(useApi(), filter, pager.offset));
  return (
    <ConsolePage title="Audit log" subtitle="Every operator action, newest first." actions={<ExportButton table="audit-log" query={{ ...filter }} />}>
      <FilterForm onApply={setFilter} />
      <PagedTable caption="Audit log" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No operator actions yet." />
    </ConsolePage>
  );
}

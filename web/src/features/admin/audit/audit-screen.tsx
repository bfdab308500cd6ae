/** The audit log: every operator action and players' own protection changes, who did it, on what, with its details. */
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
  { header: 'By', cell: (row) => `${row.actor_role === 'player' ? 'Player' : 'Operator'}: ${row.actor_name} (id ${row.actor_id})` },
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

type Draft = { actor_id: string; action: string; from: string; to: string };

/** The filter the draft asks for, or what is wrong with it, by field. */
function filterOf(draft: Draft): { filter: AuditFilter; problems: Partial<Draft> } {
  const filter: AuditFilter = {};
  const problems: Partial<Draft> = {};
  const actor = draft.actor_id.trim();
  if (/^[0-9]{1,18}$/.test(actor)) filter.actor_id = actor;
  else if (actor) problems.actor_id = 'An operator id is a number: it shows beside the name in the log';
  const action = draft.action.trim().toLowerCase();
  if (/^[a-z_]+(\.[a-z_]+)?$/.test(action)) filter.action = action;
  else if (action) problems.action = 'Write an action like fund_request or result.declare';
  if (draft.from) filter.from = draft.from;
  if (draft.to) filter.to = draft.to;
  if (draft.from && draft.to && draft.from > draft.to) problems.to = 'To must be on or after From';
  return { filter, problems };
}

function FilterForm({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState<Draft>({ actor_id: '', action: '', from: '', to: '' });
  const [problems, setProblems] = useState<Partial<Draft>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = filterOf(draft);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length === 0) onApply(checked.filter);
  };
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setDraft({ ...draft, [key]: e.target.value });
      setProblems({ ...problems, [key]: undefined });
    },
  });
  return (
    <form aria-label="Filter the audit log" onSubmit={submit} noValidate>
      <HStack align="flex-end" wrap="wrap" gap="3">
        <FormField label="Operator id" w="auto" error={problems.actor_id}>
          <Input inputMode="numeric" w="28" {...field('actor_id')} />
        </FormField>
        <FormField label="Action" w="auto" helper="e.g. fund_request or result.declare" error={problems.action}>
          <Input w="56" {...field('action')} />
        </FormField>
        <FormField label="From" w="auto">
          <Input type="date" {...field('from')} />
        </FormField>
        <FormField label="To" w="auto" error={problems.to}>
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
    <ConsolePage
      title="Audit log"
      subtitle="Every operator action, and players' own limits, breaks and exclusions, newest first."
      actions={<ExportButton table="audit-log" query={{ ...filter }} />}
    >
      <FilterForm onApply={setFilter} />
      <PagedTable
        caption="Audit log"
        query={query}
        pager={pager}
        columns={columns}
        rowKey={(row) => row.id}
        empty={Object.keys(filter).length > 0 ? 'No operator actions match these filters.' : 'No operator actions yet.'}
      />
    </ConsolePage>
  );
}

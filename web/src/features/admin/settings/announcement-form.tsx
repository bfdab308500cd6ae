/**
 * Announcements: to every player, or to one player only (from the announcements screen by player id, or from the
 * player's own page), each confirmed first; and what was sent, newest first, paged on the server.
 */
import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call, type Schemas, useApi } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Column } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { PagedTable, pageQuery, usePager } from '../paging.tsx';
import { playerOptions } from '../players/player-queries.ts';
import { ExportButton } from '../reports/export-button.tsx';
import { usePostAnnouncement } from './queries.ts';

type Announcement = Schemas['Announcement'];

/** A new announcement; with `player` it goes to that player only, otherwise the form asks (every player or one). */
export function AnnouncementForm({ player }: { player?: { id: string; name: string } }) {
  const queryClient = useQueryClient();
  const post = usePostAnnouncement();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [playerId, setPlayerId] = useState('');
  const [problems, setProblems] = useState<{ title?: string; message?: string; player?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const to = player?.id ?? playerId.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (title.trim().length < 2) found.title = 'The title must be 2 to 100 characters';
    if (message.trim().length < 2) found.message = 'The message must be 2 to 1000 characters';
    if (!player && to && !/^[0-9]{1,18}$/.test(to)) found.player = 'A player id is a number (see the player list)';
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  // A player typed by id is looked up for the confirmation: it names who gets the message, or says there is no such player.
  const lookup = useQuery({ ...playerOptions(useApi(), to), enabled: confirming && !player && Boolean(to) });
  const recipient = player ?? (lookup.data ? { id: to, name: `${lookup.data.player.name} (${lookup.data.player.mobile})` } : undefined);
  const unknown = !player && Boolean(to) && lookup.isError;
  const label = player ? `Message to ${player.name}` : 'New announcement';
  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="4" maxW="2xl">
        {!player && (
          <FormField label="To one player (player id)" error={problems.player} helper="Leave empty to post to every player.">
            <Input inputMode="numeric" maxLength={18} w="48" value={playerId} onChange={(e) => setPlayerId(e.target.value)} />
          </FormField>
        )}
        <FormField label="Title" required error={problems.title}>
          <Input maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Message" required error={problems.message}>
          <Textarea maxLength={1000} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          {to ? 'Send to the player' : 'Post announcement'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={to ? `Send this message to ${recipient?.name ?? `player ${to}`} only?` : 'Post this announcement to every player?'}
        confirmLabel={to ? 'Send' : 'Post'}
        busy={post.isPending}
        disabled={Boolean(to) && !recipient}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          post.mutate(
            { title: title.trim(), message: message.trim(), ...(to ? { player_id: to } : {}) },
            {
              onSuccess: (reply) => {
                reportSuccess(reply.msg);
                setTitle('');
                setMessage('');
                setPlayerId('');
              },
              onError: (error) => reportFailure(error, queryClient),
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        <Stack gap="2">
          {to && !recipient && <Text color={unknown ? 'fg.error' : undefined}>{unknown ? `No player has the id ${to}.` : `Looking up player ${to}…`}</Text>}
          <Text fontWeight="semibold">{title.trim()}</Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.trim()}
          </Text>
        </Stack>
      </ConfirmDialog>
    </form>
  );
}

const columns: Column<Announcement>[] = [
  { header: 'Sent', cell: (row) => formatDateTime(row.created_at) },
  { header: 'To', cell: (row) => (row.user_id === null ? 'Every player' : `${row.user_name} (${row.user_id})`) },
  { header: 'Title', cell: (row) => row.title },
  { header: 'Message', cell: (row) => row.message, wrap: true },
];

/** What operators sent, newest first; with `userId`, only what was sent to that player alone. */
export function SentAnnouncements({ userId }: { userId?: string }) {
  const api = useApi();
  const pager = usePager(userId ?? 'all');
  const query = useQuery({
    queryKey: ['/admin', 'announcements', userId ?? '', pager.offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/notifications', { params: { query: { ...pageQuery(pager.offset), ...(userId ? { user_id: userId } : {}) } } })),
  });
  return <PagedTable caption="Sent" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="Nothing sent yet." />;
}

export function AnnouncementsScreen() {
  return (
    <ConsolePage
      title="Announcements"
      subtitle="Posted to every player's Notifications, or sent to one player."
      actions={<ExportButton table="announcements" />}
    >
      <Section title="New announcement">
        <AnnouncementForm />
      </Section>
      <Section title="Sent">
        <SentAnnouncements />
      </Section>
    </ConsolePage>
  );
}

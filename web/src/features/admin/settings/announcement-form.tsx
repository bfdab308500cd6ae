/** Announcements every player sees in Notifications. */
import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ConsolePage } from '../console-page.tsx';
import { Section } from '../../../components/page.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { usePostAnnouncement } from './queries.ts';

export function AnnouncementsScreen() {
  const post = usePostAnnouncement();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<{ title?: string; message?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (title.trim().length < 2) found.title = 'The title must be 2 to 100 characters';
    if (message.trim().length < 2) found.message = 'The message must be 2 to 1000 characters';
    setProblems(found);
    if (!found.title && !found.message) setConfirming(true);
  };
  return (
    <ConsolePage title="Announcements" subtitle="Posted to every player's Notifications.">
      <Section title="New announcement">
        <form aria-label="New announcement" onSubmit={submit} noValidate>
          <Stack gap="4" maxW="2xl">
            <FormField label="Title" required error={problems.title}>
              <Input maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
            <FormField label="Message" required error={problems.message}>
              <Textarea maxLength={1000} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
            </FormField>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start">
              Post announcement
            </Button>
          </Stack>
        </form>
      </Section>
      <ConfirmDialog
        open={confirming}
        title="Post this announcement to every player?"
        confirmLabel="Post"
        busy={post.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          post.mutate(
            { title: title.trim(), message: message.trim() },
            {
              onSuccess: (reply) => {
                reportSuccess(reply.msg);
                setTitle('');
                setMessage('');
              },
              onError: (error) => reportFailure(error),
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        {title.trim()}
      </ConfirmDialog>
    </ConsolePage>
  );
}

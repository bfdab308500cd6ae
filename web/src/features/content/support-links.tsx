/** Support: chat links from the operator's settings, with the note to prefer Telegram. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Empty } from '../../components/query-states.tsx';
import { ChatIcon } from '../../components/icons.tsx';
import type { Schemas } from '../../api/client.ts';

type Contacts = Schemas['ContactDetailsReply']['contact_details'];

export function SupportLinks({ contacts }: { contacts: Contacts }) {
  const links = [
    { label: 'WhatsApp chat (add fund)', href: contacts.whatsapp_fund_url },
    { label: 'WhatsApp chat (other issues)', href: contacts.whatsapp_support_url },
    { label: 'Telegram chat', href: contacts.telegram_url },
  ].filter((link) => link.href);
  if (links.length === 0 && !contacts.mobile_no) return <Empty text="No support contacts yet" description="The operator has not set up support chat yet." />;
  return (
    <Stack gap="3">
      {links.map((link) => (
        <Button key={link.label} asChild variant="outline" justifyContent="flex-start" size="lg" bg="bg">
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            <ChatIcon boxSize="5" />
            {link.label}
          </a>
        </Button>
      ))}
      {contacts.mobile_no && (
        <Button asChild variant="outline" justifyContent="flex-start" size="lg" bg="bg">
          <a href={`tel:${contacts.mobile_no}`}>Call {contacts.mobile_no}</a>
        </Button>
      )}
      <Text color="fg.muted" fontSize="sm">
        Note: we prefer Telegram for secure chat.
      </Text>
    </Stack>
  );
}

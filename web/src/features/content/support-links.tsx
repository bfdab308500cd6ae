/** Support: chat links from the operator's settings, with the note to prefer Telegram. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Empty } from '../../components/query-states.tsx';
import { ChatIcon } from '../../components/icons.tsx';
import type { Schemas } from '../../api/client.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('supportLinks', {
  whatsappFund: 'WhatsApp chat (add fund)',
  whatsappOther: 'WhatsApp chat (other issues)',
  telegram: 'Telegram chat',
  noContacts: 'No support contacts yet',
  notSetUp: 'The operator has not set up support chat yet.',
  call: params<{ number: string }>('Call {number}'),
  preferTelegram: 'Note: we prefer Telegram for secure chat.',
});

type Contacts = Schemas['ContactDetailsReply']['contact_details'];

export function SupportLinks({ contacts }: { contacts: Contacts }) {
  const t = useMessages(messages);
  const links = [
    { label: t.whatsappFund, href: contacts.whatsapp_fund_url },
    { label: t.whatsappOther, href: contacts.whatsapp_support_url },
    { label: t.telegram, href: contacts.telegram_url },
  ].filter((link) => link.href);
  if (links.length === 0 && !contacts.mobile_no) return <Empty text={t.noContacts} description={t.notSetUp} />;
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
          <a href={`tel:${contacts.mobile_no}`}>{t.call({ number: contacts.mobile_no })}</a>
        </Button>
      )}
      <Text color="fg.muted" fontSize="sm">
        {t.preferTelegram}
      </Text>
    </Stack>
  );
}

/**
 * Login's "Forgot password?": what to do (support check it is the player and give a temporary password, changed at
 * the next login), with the support contacts, asked for once the player opens it. Plain elements (no Chakra UI).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, useApi } from '../../api/client.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('forgotPassword', {
  question: 'Forgot password?',
  help: 'Contact support from your registered mobile number. Once they have checked it is you, they give you a temporary password, and you choose a new one after you log in.',
  loading: 'Loading the support contacts',
  failed: 'The support contacts could not be loaded. Please try again.',
  noContacts: 'The operator has not set up support contacts yet.',
  call: params<{ number: string }>('Call {number}'),
  whatsapp: 'WhatsApp support',
  telegram: 'Telegram support',
});

export function ForgotPassword() {
  const t = useMessages(messages);
  const api = useApi();
  const [open, setOpen] = useState(false);
  const contacts = useQuery({
    queryKey: ['/api-forgot-password'],
    queryFn: async () => (await call(api.POST('/api-forgot-password', { body: {} }))).contact_details,
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const c = contacts.data;
  const links = c
    ? [
        { label: c.mobile_no ? t.call({ number: c.mobile_no }) : '', href: `tel:${c.mobile_no}` },
        { label: t.whatsapp, href: c.whatsapp_support_url },
        { label: t.telegram, href: c.telegram_url },
      ].filter((link) => link.label && link.href)
    : [];
  return (
    <details className="f-details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="f-link f-link-brand">{t.question}</summary>
      <div className="f-stack">
        <p className="f-text-sm">{t.help}</p>
        {contacts.isPending && open && <p role="status">{t.loading}</p>}
        {contacts.isError && <p role="alert">{t.failed}</p>}
        {c && links.length === 0 && <p>{t.noContacts}</p>}
        {links.map((link) => (
          <a
            key={link.href}
            className="f-button f-button-outline"
            href={link.href}
            {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </a>
        ))}
      </div>
    </details>
  );
}

/** What a refused slip offers besides OK: a wallet that holds too few points leads to Add Fund. */
import { useNavigate } from '@tanstack/react-router';
import type { AlertAction } from '../../components/alert-dialog.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { BidReply } from './queries.ts';

const messages = i18n('slipRefusal', { addFund: 'Add Fund' });

export function useRefusalAction(): (reply: BidReply) => AlertAction | undefined {
  const t = useMessages(messages);
  const navigate = useNavigate();
  return (reply) =>
    reply.code === 'INSUFFICIENT_BALANCE' ? { label: t.addFund, href: '/add_fund', onSelect: () => void navigate({ to: '/add_fund' }) } : undefined;
}

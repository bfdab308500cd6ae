/**
 * Home's wallet card: the balance with Add Fund, for a logged-in player. It renders with the first screen (the session
 * is known before it), so nothing below it moves when it shows. Plain elements (web/src/theme/frame.css).
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { formatPoints } from '../../lib/format.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { useSession } from '../auth/session.ts';

const messages = i18n('homeBalance', {
  wallet: 'Wallet',
  balance: 'Wallet balance',
  points: params<{ points: string }>('{points} points'),
  addFund: 'Add Fund',
});

export function HomeBalance() {
  const t = useMessages(messages);
  const { player } = useSession();
  if (!player) return null;
  return (
    <div className="f-card f-wallet" role="group" aria-label={t.wallet}>
      <div>
        <p className="f-wallet-label">{t.balance}</p>
        <p className="f-wallet-points" data-testid="home-balance">
          {t.points({ points: formatPoints(player.wallet_balance) })}
        </p>
      </div>
      <RouterLink to="/add_fund" className="f-button f-button-brand">
        {t.addFund}
      </RouterLink>
    </div>
  );
}

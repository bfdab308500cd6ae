/** Home quick tiles: Add Fund, Withdraw and Support (for visitors they alert 'User not logged in.'). */
import { GuardedLink } from '../../components/guarded-link.tsx';
import { ArrowOutIcon, ChatIcon, PlusIcon } from '../../components/icons.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('quickTiles', { addFund: 'Add Fund', withdraw: 'Withdraw', support: 'Support' });

const TILES = [
  { label: 'addFund', to: '/add_fund', icon: PlusIcon },
  { label: 'withdraw', to: '/withdraw', icon: ArrowOutIcon },
  { label: 'support', to: '/support', icon: ChatIcon },
] as const;

export function QuickTiles() {
  const t = useMessages(messages);
  return (
    <ul className="f-tiles">
      {TILES.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <GuardedLink to={to} className="f-link f-card f-tile">
            <Icon boxSize="6" />
            <span>{t[label]}</span>
          </GuardedLink>
        </li>
      ))}
    </ul>
  );
}

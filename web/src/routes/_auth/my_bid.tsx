import { createFileRoute } from '@tanstack/react-router';
import { MenuList } from '../../components/menu-list.tsx';
import { Page } from '../../components/page.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_my_bid', {
  myBid: 'My Bid',
});

export const Route = createFileRoute('/_auth/my_bid')({
  component: MyBidPage,
});

/** The My Bid menu (spec): bid history, King Starline bidding history and withdraw history, plus the winning lists. */
function MyBidPage() {
  const t = useMessages(messages);
  return (
    <Page title={t.myBid}>
      <MenuList
        label="My Bid"
        entries={[
          { label: 'Bid History', to: '/bidding_history' },
          { label: 'King Starline Bidding History', to: '/starline_bidding_history' },
          { label: 'Withdraw History', to: '/withdraw_history' },
          { label: 'Top Winner List', to: '/top_winner_list' },
          { label: 'Starline Winning History', to: '/top_winner_list_starline' },
          { label: 'My History', to: '/my_history' },
        ]}
      />
    </Page>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { MenuList } from '../../components/menu-list.tsx';
import { Page } from '../../components/page.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_my_bid', {
  myBid: 'My Bid',
  bidHistory: 'Bid History',
  kingStarline: 'King Starline Bidding History',
  withdrawHistory: 'Withdraw History',
  topWinners: 'Top Winner List',
  starlineWinning: 'Starline Winning History',
  myHistory: 'My History',
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
        label={t.myBid}
        entries={[
          { label: t.bidHistory, to: '/bidding_history' },
          { label: t.kingStarline, to: '/starline_bidding_history' },
          { label: t.withdrawHistory, to: '/withdraw_history' },
          { label: t.topWinners, to: '/top_winner_list' },
          { label: t.starlineWinning, to: '/top_winner_list_starline' },
          { label: t.myHistory, to: '/my_history' },
        ]}
      />
    </Page>
  );
}

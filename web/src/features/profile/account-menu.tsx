/** The account menu (spec): fund, bidding, Starline and transaction histories, plus the account's own settings. */
import { MenuList } from '../../components/menu-list.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('accountMenu', {
  account: 'Account',
  fundHistory: 'Fund History',
  mainBidding: 'Main Bidding History',
  starlineBidding: 'Starline Bidding History',
  transactionHistory: 'Transaction History',
  myHistory: 'My History',
  bankDetails: 'Bank Details',
  changePassword: 'Change Password',
});

export function AccountMenu() {
  const t = useMessages(messages);
  return (
    <MenuList
      label={t.account}
      entries={[
        { label: t.fundHistory, to: '/fund_history' },
        { label: t.mainBidding, to: '/bidding_history' },
        { label: t.starlineBidding, to: '/starline_bidding_history' },
        { label: t.transactionHistory, to: '/transtion_history' },
        { label: t.myHistory, to: '/my_history' },
        { label: t.bankDetails, to: '/update_bank_details' },
        { label: t.changePassword, to: '/change_password' },
      ]}
    />
  );
}

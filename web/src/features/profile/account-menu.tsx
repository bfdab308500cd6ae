/** The account menu (spec): fund, bidding, Starline and transaction histories, plus the account's own settings. */
import { MenuList } from '../../components/menu-list.tsx';

export function AccountMenu() {
  return (
    <MenuList
      label="Account"
      entries={[
        { label: 'Fund History', to: '/fund_history' },
        { label: 'Main Bidding History', to: '/bidding_history' },
        { label: 'Starline Bidding History', to: '/starline_bidding_history' },
        { label: 'Transaction History', to: '/transtion_history' },
        { label: 'My History', to: '/my_history' },
        { label: 'Bank Details', to: '/update_bank_details' },
        { label: 'Change Password', to: '/change_password' },
      ]}
    />
  );
}

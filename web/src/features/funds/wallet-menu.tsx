/** The wallet menu (spec): withdraw, bank details, deposit and withdrawal histories. */
import { MenuList } from '../../components/menu-list.tsx';

export function WalletMenu() {
  return (
    <MenuList
      label="Wallet"
      entries={[
        { label: 'Add Fund', to: '/add_fund' },
        { label: 'Withdraw Fund', to: '/withdraw' },
        { label: 'Add Bank Details', to: '/update_bank_details' },
        { label: 'Fund Deposit History', to: '/deposit_passbook' },
        { label: 'Fund Withdraw History', to: '/withdraw_password' },
      ]}
    />
  );
}

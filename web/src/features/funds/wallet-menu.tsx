/** The wallet menu (spec): withdraw, bank details (and UPI numbers), deposit and withdrawal histories. */
import { MenuList } from '../../components/menu-list.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('walletMenu', {
  wallet: 'Wallet',
  addFund: 'Add Fund',
  withdrawFund: 'Withdraw Fund',
  addBankDetails: 'Add Bank Details',
  addUpiDetails: 'Add UPI Details',
  depositHistory: 'Fund Deposit History',
  withdrawHistory: 'Fund Withdraw History',
});

export function WalletMenu() {
  const t = useMessages(messages);
  return (
    <MenuList
      label={t.wallet}
      entries={[
        { label: t.addFund, to: '/add_fund' },
        { label: t.withdrawFund, to: '/withdraw' },
        { label: t.addBankDetails, to: '/update_bank_details' },
        { label: t.addUpiDetails, to: '/add_upi_details' },
        { label: t.depositHistory, to: '/deposit_passbook' },
        { label: t.withdrawHistory, to: '/withdraw_password' },
      ]}
    />
  );
}

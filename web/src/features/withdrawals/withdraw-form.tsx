/**
 * Withdraw: the window (with its closed weekdays), the amount and payment method (Submit needs both), and where the
 * chosen method pays: the bank account or a UPI app's number, with a warning and a link while it is not saved.
 */
import { Alert, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { Link as RouterLink } from '@tanstack/react-router';
import type { StoreValue } from 'nanostores';
import { type FormEvent, useEffect, useRef } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { mayHaveArrived, useIntentKey } from '../../api/intent-key.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { formatList, formatPoints, formatWeekdayName } from '../../lib/format.ts';
import { readPointsAmount } from '../../lib/points-amount.ts';
import { useForm } from '../../lib/use-form.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { upiAppName } from '../profile/upi-apps.ts';
import { type PaymentMethod, useWithdraw, type WithdrawInfo } from './queries.ts';

const messages = i18n('withdrawForm', {
  done: 'Successfully Withdraw the Amount',
  bankFirst: 'Please update your bank details before withdrawing',
  pointsAmount: 'Amount must be points with at most two decimals',
  belowMinimum: params<{ points: string }>('The minimum withdrawal is {points} points'),
  window: params<{ from: string; to: string }>('Withdrawal time: {from} to {to}'),
  windowClosedOn: params<{ from: string; to: string; days: string }>('Withdrawal time: {from} to {to}, closed on {days}'),
  openNow: 'Withdrawal is open now.',
  closedNow: 'Withdrawal is closed now: please request it within the withdrawal time.',
  unconfirmed: 'We could not confirm your withdrawal request: it may have been taken. Check Withdraw History and your wallet before asking again.',
  addBankDetails: 'Add Bank Details',
  upiFirst: params<{ app: string }>('Please add your {app} number before withdrawing by {app}'),
  addUpiDetails: 'Add UPI Details',
  paidToBank: params<{ account: string }>('Paid to your bank account {account}'),
  paidToUpi: params<{ app: string; number: string }>('Paid to your {app} number {number}'),
  balance: params<{ points: string }>('Wallet balance: {points} points'),
  form: 'Withdraw Fund',
  requestAmount: 'Request Amount',
  minimum: params<{ points: string }>('Minimum {points} points'),
  paymentMethod: 'Payment Method',
  selectMethod: 'Select payment method',
  note: 'Note: update your bank details (or, for a UPI method, your UPI number) before requesting a withdrawal; the amount is held from your wallet until it is paid.',
  submit: 'Submit',
  contactAdmin: 'Contact Admin',
});

/** The withdrawal hours, with the weekdays they are closed all day ("closed on Sunday"). */
function windowText(info: WithdrawInfo, t: StoreValue<typeof messages>): string {
  const times = { from: info.withdraw_open_time, to: info.withdraw_close_time };
  const days = formatList(info.withdraw_closed_weekdays.map(formatWeekdayName));
  return days ? t.windowClosedOn({ ...times, days }) : t.window(times);
}

interface WithdrawFormProps {
  info: WithdrawInfo;
  methods: PaymentMethod[];
  balance: number | undefined;
  helpUrl?: string;
}

export function WithdrawForm({ info, methods, balance, helpUrl }: WithdrawFormProps) {
  const t = useMessages(messages);
  const preferred = methods.find((method) => method.type === 1)?.name ?? '';
  const form = useForm({ amount: '', method: preferred });
  // The methods are read again at every visit: one chosen from the list shown first may have been renamed or removed.
  const { values, setValues } = form;
  useEffect(() => {
    if (values.method && !methods.some((method) => method.name === values.method)) setValues((current) => ({ ...current, method: preferred }));
  }, [methods, preferred, values.method, setValues]);
  const withdraw = useWithdraw();
  const intent = useIntentKey();
  const inFlight = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One request at a time (a double tap, or Enter while it is sent).
    if (inFlight.current) return;
    const amount = readPointsAmount(form.values.amount);
    if (amount === undefined) {
      form.setProblems({ amount: t.pointsAmount });
      return;
    }
    if (amount < info.min_withdraw) {
      form.setProblems({ amount: t.belowMinimum({ points: formatPoints(info.min_withdraw) }) });
      return;
    }
    const request = { amount, method: form.values.method };
    inFlight.current = true;
    withdraw.mutate(
      { ...request, key: intent.keyFor(request) },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (reply) => {
          intent.answered();
          if (!reply.status) {
            showAlert(serverText(reply));
            return;
          }
          toastSuccess(serverWords(reply.msg, t.done));
          form.reset({ amount: '', method: preferred });
        },
        onError: (error) => {
          intent.failed(error);
          const server = fieldErrorsOf(error);
          form.setProblems({ amount: server.request_amount, method: server.payment_method });
          showAlert(mayHaveArrived(error) ? t.unconfirmed : messageOf(error));
        },
      },
    );
  };

  const amountField = form.field('amount');
  const methodField = form.field('method');
  return (
    <Stack gap="4">
      <Alert.Root status={info.withdraw_is_open ? 'info' : 'warning'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{windowText(info, t)}</Alert.Title>
          <Alert.Description>{info.withdraw_is_open ? t.openNow : serverWords(info.closed_reason, t.closedNow)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <PayeeNotice method={methods.find((method) => method.name === form.values.method)} hasBankDetails={info.has_bank_details} />
      {balance !== undefined && <Text>{t.balance({ points: formatPoints(balance) })}</Text>}
      <Form label={t.form} onSubmit={submit}>
        <FormField label={t.requestAmount} required helper={t.minimum({ points: formatPoints(info.min_withdraw) })} error={form.problems.amount}>
          <Input {...amountField} inputMode="decimal" maxLength={12} bg="bg" />
        </FormField>
        <FormField label={t.paymentMethod} required error={form.problems.method}>
          <ChoiceSelect {...methodField} bg="bg" placeholder={t.selectMethod} choices={methods.map((method) => [method.name, method.name] as const)} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t.note}
        </Text>
        <Button type="submit" colorPalette="brand" disabled={!form.values.amount.trim() || !form.values.method} loading={withdraw.isPending}>
          {t.submit}
        </Button>
        {helpUrl && (
          <Link href={helpUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" alignSelf="center">
            {t.contactAdmin}
          </Link>
        )}
      </Form>
    </Stack>
  );
}

/**
 * Where the chosen method pays, or, while that is not saved, a warning with the screen that saves it. With no method
 * chosen, the bank-details warning (the spec's) while none are saved.
 */
function PayeeNotice({ method, hasBankDetails }: { method: PaymentMethod | undefined; hasBankDetails: boolean }) {
  const t = useMessages(messages);
  if (method?.value) {
    const text = method.pays_to === 'bank' ? t.paidToBank({ account: method.value }) : t.paidToUpi({ app: upiAppName(method.pays_to), number: method.value });
    return <Text>{text}</Text>;
  }
  if (!method && hasBankDetails) return null;
  const upi = method && method.pays_to !== 'bank' ? upiAppName(method.pays_to) : undefined;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{upi ? t.upiFirst({ app: upi }) : t.bankFirst}</Alert.Title>
        <Alert.Description>
          <Link asChild fontWeight="semibold">
            {upi ? <RouterLink to="/add_upi_details">{t.addUpiDetails}</RouterLink> : <RouterLink to="/update_bank_details">{t.addBankDetails}</RouterLink>}
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

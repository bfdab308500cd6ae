/** Withdraw: the window, the amount and payment method (Submit needs both), the bank-details warning. */
import { Alert, Button, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { type FormEvent, useRef } from 'react';
import { fieldErrorsOf, idempotencyKey, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { formatPoints } from '../../lib/format.ts';
import { useForm } from '../../lib/use-form.ts';
import { type PaymentMethod, useWithdraw, type WithdrawInfo } from './queries.ts';

export const WITHDRAW_OK = 'Successfully Withdraw the Amount';
export const BANK_FIRST = 'Please update your bank details before withdrawing';

interface WithdrawFormProps {
  info: WithdrawInfo;
  methods: PaymentMethod[];
  balance: number | undefined;
  helpUrl?: string;
}

export function WithdrawForm({ info, methods, balance, helpUrl }: WithdrawFormProps) {
  const preferred = methods.find((method) => method.type === 1)?.name ?? '';
  const form = useForm({ amount: '', method: preferred });
  const withdraw = useWithdraw();
  const key = useRef<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.values.amount.trim();
    if (!/^[1-9][0-9]{0,8}$/.test(amount)) {
      form.setProblems({ amount: 'Amount must be a whole number of points' });
      return;
    }
    key.current ??= idempotencyKey();
    withdraw.mutate(
      { amount: Number(amount), method: form.values.method, key: key.current },
      {
        onSuccess: (reply) => {
          key.current = null;
          if (!reply.status) {
            showAlert(serverText(reply));
            return;
          }
          toastSuccess(reply.msg || WITHDRAW_OK);
          form.reset({ amount: '', method: preferred });
        },
        onError: (error) => {
          const server = fieldErrorsOf(error);
          form.setProblems({ amount: server.request_amount, method: server.payment_method });
          showAlert(messageOf(error));
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
          <Alert.Title>
            Withdrawal time: {info.withdraw_open_time} to {info.withdraw_close_time}
          </Alert.Title>
          <Alert.Description>{info.withdraw_is_open ? 'Withdrawal is open now.' : info.closed_reason}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {!info.has_bank_details && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{BANK_FIRST}</Alert.Title>
            <Alert.Description>
              <Link asChild fontWeight="semibold">
                <RouterLink to="/update_bank_details">Add Bank Details</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {balance !== undefined && <Text>Wallet balance: {formatPoints(balance)} points</Text>}
      <Form label="Withdraw Fund" onSubmit={submit}>
        <FormField label="Request Amount" required helper={`Minimum ${info.min_withdraw} points`} error={form.problems.amount}>
          <Input {...amountField} inputMode="numeric" maxLength={9} bg="bg" />
        </FormField>
        <FormField label="Payment Method" required error={form.problems.method}>
          <NativeSelect.Root>
            <NativeSelect.Field {...methodField} bg="bg">
              <option value="">Select payment method</option>
              {methods.map((method) => (
                <option key={method.name} value={method.name}>
                  {method.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          Note: update your bank details before requesting a withdrawal; the amount is held from your wallet until it is paid.
        </Text>
        <Button type="submit" colorPalette="brand" disabled={!form.values.amount.trim() || !form.values.method} loading={withdraw.isPending}>
          Submit
        </Button>
        {helpUrl && (
          <Link href={helpUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" alignSelf="center">
            Contact Admin
          </Link>
        )}
      </Form>
    </Stack>
  );
}

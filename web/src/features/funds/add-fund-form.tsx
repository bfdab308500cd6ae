/**
 * Add Fund: pay the operator by QR or UPI id, then send the amount, a description, the payment's transaction id and a
 * receipt image. The server's answer shows in green for 3 seconds and the form clears.
 */
import { Alert, Box, Button, Image, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, idempotencyKey, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { Section } from '../../components/page.tsx';
import { slashDate } from '../../lib/format.ts';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { type PayeeInfo, useAddFundRequest } from './queries.ts';
import { FUND_LABELS, type FundProblems, fundProblems, RECEIPT_TYPES } from './validation.ts';

const EMPTY = { amount: '', description: '', transactionId: '' };
export const SUCCESS_VISIBLE_MS = 3000;

export function AddFundForm({ info, helpUrl }: { info: PayeeInfo; helpUrl?: string }) {
  const form = useForm(EMPTY);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptProblem, setReceiptProblem] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);
  const add = useAddFundRequest();

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(undefined), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const field = (name: keyof typeof EMPTY) => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        key.current = null;
        props.onChange(event);
      },
    };
  };

  const pickReceipt = (event: ChangeEvent<HTMLInputElement>) => {
    key.current = null;
    setReceipt(event.target.files?.[0] ?? null);
    setReceiptProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FundProblems = fundProblems(form.values, receipt, { min: info.minDeposit, max: info.maxDeposit });
    const { receipt: receiptIssue, ...fieldProblems } = problems;
    form.setProblems(fieldProblems);
    setReceiptProblem(receiptIssue);
    if (Object.keys(problems).length > 0 || !receipt) return;
    // One key per distinct request: a resubmission of the same form after a lost answer takes effect once.
    key.current ??= idempotencyKey();
    add.mutate(
      {
        amount: form.values.amount.trim(),
        description: form.values.description.trim(),
        transactionId: form.values.transactionId.trim(),
        receipt,
        insertDate: slashDate(),
        idempotencyKey: key.current,
      },
      {
        onSuccess: (reply) => {
          if (!reply.status) {
            showAlert(serverText(reply));
            return;
          }
          key.current = null;
          setSuccess(reply.msg);
          form.reset();
          setReceipt(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          const server = fieldErrorsOf(error);
          form.setProblems(mapServerProblems(server, { request_amount: 'amount', request_description: 'description', request_number: 'transactionId' }));
          setReceiptProblem(server.fund_payment_receipt);
          showAlert(messageOf(error));
        },
      },
    );
  };

  const { payee } = info;
  return (
    <>
      <Section title="Pay to">
        <Stack gap="3" align="center" textAlign="center">
          {payee?.qr_image ? (
            <Image src={payee.qr_image} alt={`QR code to pay ${payee.ac_holder_name} by UPI`} boxSize="56" objectFit="contain" bg="white" rounded="md" />
          ) : (
            <Text color="fg.muted">No QR code yet: pay to the UPI id below.</Text>
          )}
          <Text fontWeight="medium">Points are added within 5 minutes of payment, once your request is approved.</Text>
        </Stack>
        <Stack gap="3" mt="4">
          <FormField label="Payee Name" readOnly>
            <Input value={payee?.ac_holder_name ?? ''} readOnly bg="bg.muted" />
          </FormField>
          <FormField label="Payee UPI Id" readOnly>
            <Input value={payee?.upi_payment_id ?? ''} readOnly bg="bg.muted" />
          </FormField>
        </Stack>
      </Section>
      <Section title="Your payment">
        <Form label="Add Fund" onSubmit={submit}>
          <FormField label={FUND_LABELS.amount} required helper={`Between ${info.minDeposit} and ${info.maxDeposit} points`} error={form.problems.amount}>
            <Input {...field('amount')} inputMode="numeric" maxLength={9} bg="bg" />
          </FormField>
          <FormField label={FUND_LABELS.description} required error={form.problems.description}>
            <Textarea {...field('description')} rows={2} maxLength={500} bg="bg" />
          </FormField>
          <FormField label={FUND_LABELS.transactionId} required helper="The UPI reference number of your payment" error={form.problems.transactionId}>
            <Input {...field('transactionId')} inputMode="numeric" maxLength={30} bg="bg" />
          </FormField>
          <FormField label={FUND_LABELS.receipt} required helper="A screenshot of the payment: PNG, JPEG or WebP, up to 5 MB" error={receiptProblem}>
            <Input ref={fileInput} type="file" accept={RECEIPT_TYPES.join(',')} onChange={pickReceipt} p="1.5" bg="bg" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={add.isPending} loadingText="Sending">
            SUBMIT
          </Button>
          <Box aria-live="polite">
            {success && (
              <Alert.Root status="success" data-testid="fund-success">
                <Alert.Indicator />
                <Alert.Title>{success}</Alert.Title>
              </Alert.Root>
            )}
          </Box>
          {helpUrl && (
            <Link href={helpUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" alignSelf="center">
              Contact Admin for help
            </Link>
          )}
        </Form>
      </Section>
    </>
  );
}

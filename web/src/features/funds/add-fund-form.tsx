/**
 * Add Fund: pay the operator by QR or UPI id, then send the amount, a description, the payment's transaction id and a
 * receipt image. The server's answer shows in green for 3 seconds and the form clears. Plain elements (no Chakra UI).
 */
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, idempotencyKey, messageOf, serverWords, serverText } from '../../api/client.ts';
import { mayHaveArrived } from '../../api/intent-key.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { PlainAlert } from '../../components/plain-alert.tsx';
import { buttonClass, PlainButton, TextArea, TextInput } from '../../components/plain-controls.tsx';
import { PlainField, PlainForm } from '../../components/plain-field.tsx';
import { Section } from '../../components/page.tsx';
import { formatPoints, slashDate } from '../../lib/format.ts';
import { mapServerProblems, useForm, useLanguageSwitch } from '../../lib/use-form.ts';
import { type PayeeInfo, useAddFundRequest } from './queries.ts';
import { type FundProblems, fundProblems, fundRuleMessages, RECEIPT_TYPES } from './validation.ts';
import { Link as RouterLink } from '@tanstack/react-router';
import { toastSuccess } from '../../components/toaster.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('addFund', {
  payWithUpi: 'Pay with UPI app',
  payHint: 'Opens your UPI app with the payee and the amount filled in.',
  enterAmountFirst: 'Enter the Amount above to fill it in your UPI app.',
  copyUpi: 'Copy UPI id',
  copied: 'UPI id copied',
  credited: 'Funds are credited within 24 hours.',
  fundHistory: 'See your request in Fund History',
  copyFailed: params<{ upi: string }>('Copy this UPI id: {upi}'),
  payTo: 'Pay to',
  qrAlt: params<{ name: string }>('QR code to pay {name} by UPI'),
  noQr: 'No QR code yet: pay to the UPI id below.',
  pointsArrive: 'Points are added within 5 minutes of payment, once your request is approved.',
  payeeName: 'Payee Name',
  payeeUpi: 'Payee UPI Id',
  yourPayment: 'Your payment',
  form: 'Add Fund',
  between: params<{ min: string; max: string }>('Between {min} and {max} points'),
  upiReference: 'The UPI reference number of your payment',
  receiptHint: 'A screenshot of the payment: PNG, JPEG or WebP, up to 5 MB',
  sending: 'Sending',
  submit: 'SUBMIT',
  received: 'Your fund request has been received. Points arrive once it is approved.',
  unconfirmed:
    'We could not confirm your fund request: it may have been received. Check Fund History before sending it again; sending it again unchanged will not make a second request.',
  contactAdmin: 'Contact Admin for help',
});

/** The UPI deep link (NPCI's upi://pay): payee address and name from the operator's settings, the amount entered. */
export function upiPayLink(upiId: string, name: string, amount?: string): string {
  const query = [`pa=${encodeURIComponent(upiId)}`, `pn=${encodeURIComponent(name)}`];
  if (amount && /^[1-9][0-9]{0,8}$/.test(amount)) query.push(`am=${amount}`);
  query.push('cu=INR');
  return `upi://pay?${query.join('&')}`;
}

const EMPTY = { amount: '', description: '', transactionId: '' };
export const SUCCESS_VISIBLE_MS = 3000;

export function AddFundForm({ info, helpUrl }: { info: PayeeInfo; helpUrl?: string }) {
  const t = useMessages(messages);
  const rules = useMessages(fundRuleMessages);
  const form = useForm(EMPTY);
  const [sent, setSent] = useState(false);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptProblem, setReceiptProblem] = useState<string>();
  useLanguageSwitch(() => setReceiptProblem(undefined));
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
    const problems: FundProblems = fundProblems(form.values, receipt, { min: info.minDeposit, max: info.maxDeposit }, rules);
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
            // A transaction id already used is a problem of that field.
            if (reply.code === 'DUPLICATE_TRANSACTION') form.setProblems({ transactionId: serverText(reply) });
            else showAlert(serverText(reply));
            return;
          }
          key.current = null;
          setSent(true);
          setSuccess(serverWords(reply.msg, t.received));
          form.reset();
          setReceipt(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          const server = fieldErrorsOf(error);
          form.setProblems(mapServerProblems(server, { request_amount: 'amount', request_description: 'description', request_number: 'transactionId' }));
          setReceiptProblem(server.fund_payment_receipt);
          showAlert(mayHaveArrived(error) ? t.unconfirmed : messageOf(error));
        },
      },
    );
  };

  const { payee } = info;
  const upiId = payee?.upi_payment_id ?? '';
  const copyUpi = () => {
    const done = () => toastSuccess(t.copied);
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(upiId).then(done, () => showAlert(t.copyFailed({ upi: upiId })));
    else showAlert(t.copyFailed({ upi: upiId }));
  };
  const amount = form.values.amount.trim();
  return (
    <>
      <Section title={t.payTo}>
        <div className="f-fund-pay">
          {payee?.qr_image ? (
            <img src={payee.qr_image} alt={t.qrAlt({ name: payee.ac_holder_name })} className="f-fund-qr" fetchPriority="high" />
          ) : (
            <p className="f-muted">{t.noQr}</p>
          )}
          <p className="f-text-medium">{t.pointsArrive}</p>
        </div>
        <div className="f-stack f-fund-payee">
          <PlainField label={t.payeeName} readOnly>
            <TextInput value={payee?.ac_holder_name ?? ''} className="f-input-muted" />
          </PlainField>
          <PlainField label={t.payeeUpi} readOnly>
            <TextInput value={upiId} className="f-input-muted" />
          </PlainField>
          {upiId && (
            <PlainButton variant="outline" size="sm" onClick={copyUpi}>
              {t.copyUpi}
            </PlainButton>
          )}
          <p className="f-text-medium" data-testid="credit-time">
            {t.credited}
          </p>
        </div>
      </Section>
      <Section title={t.yourPayment}>
        <PlainForm label={t.form} onSubmit={submit}>
          <PlainField
            label={rules.amount}
            required
            helper={t.between({ min: formatPoints(info.minDeposit), max: formatPoints(info.maxDeposit) })}
            error={form.problems.amount}
          >
            <TextInput {...field('amount')} inputMode="numeric" maxLength={9} />
          </PlainField>
          <PlainField label={rules.description} required error={form.problems.description}>
            <TextArea {...field('description')} rows={2} maxLength={500} />
          </PlainField>
          <PlainField label={rules.transactionId} required helper={t.upiReference} error={form.problems.transactionId}>
            <TextInput {...field('transactionId')} inputMode="numeric" maxLength={30} />
          </PlainField>
          <PlainField label={rules.receipt} required helper={t.receiptHint} error={receiptProblem}>
            <TextInput ref={fileInput} type="file" accept={RECEIPT_TYPES.join(',')} onChange={pickReceipt} className="f-input-file" />
          </PlainField>
          {upiId && (
            <div className="f-fund-upi">
              <a href={upiPayLink(upiId, payee?.ac_holder_name ?? '', amount)} className={buttonClass()} data-testid="upi-pay">
                {t.payWithUpi}
              </a>
              <p className="f-text-sm f-muted">{/^[1-9][0-9]{0,8}$/.test(amount) ? t.payHint : t.enterAmountFirst}</p>
            </div>
          )}
          <PlainButton type="submit" loading={add.isPending} loadingText={t.sending}>
            {t.submit}
          </PlainButton>
          <div aria-live="polite">
            {success && <PlainAlert status="success" title={success} data-testid="fund-success" />}
            {sent && (
              <RouterLink to="/fund_history" className="f-link f-link-brand f-fund-history">
                {t.fundHistory}
              </RouterLink>
            )}
          </div>
          {helpUrl && (
            <a href={helpUrl} target="_blank" rel="noopener noreferrer" className="f-link f-link-brand f-fund-help">
              {t.contactAdmin}
            </a>
          )}
        </PlainForm>
      </Section>
    </>
  );
}

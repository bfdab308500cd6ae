/**
 * Settings, section by section: payment, contacts and app, limits, withdraw window, daily and Starline rates. Each
 * section saves on its own and keeps what is typed in it while another section is saved.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import { Section } from '../../../components/page.tsx';
import { ErrorState, Loading } from '../../../components/query-states.tsx';
import { ConsolePage } from '../console-page.tsx';
import { FieldsForm } from './fields-form.tsx';
import { MaintenanceForm } from './maintenance-form.tsx';
import { QrUpload } from './qr-upload.tsx';
import { PaymentMethodsForm } from './payment-methods-form.tsx';
import { ReceiptlessDepositsForm } from './receiptless-deposits-form.tsx';
import { settingsOptions } from './queries.ts';
import { DAILY_GAMES, rateFields, STARLINE_GAMES } from './rate-fields.ts';

const plain = (values: Record<string, string | number>) => values;
const list = (text: string | number) =>
  String(text)
    .split(/[\s,]+/)
    .filter(Boolean);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** A closed weekday as the operator writes it: 0 (Sunday) to 6 (Saturday), or its English name (or its first three letters). */
function weekdayOf(word: string): number | undefined {
  if (/^[0-6]$/.test(word)) return Number(word);
  const name = word.toLowerCase();
  const index = WEEKDAYS.findIndex((day) => day === name || (name.length === 3 && day.startsWith(name)));
  return index < 0 ? undefined : index;
}
const weekdaysProblem = (text: string) =>
  list(text).every((word) => weekdayOf(word) !== undefined) ? undefined : 'Write weekdays as 0 (Sunday) to 6 (Saturday) or by name, e.g. 0 or Sunday';

/** A closed date as the server takes it: a real calendar date written YYYY-MM-DD. */
function isDate(word: string): boolean {
  const time = Date.parse(`${word}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(word) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(word);
}
const datesProblem = (text: string) => (list(text).every(isDate) ? undefined : 'Write dates as YYYY-MM-DD, e.g. 2026-12-25');

export function SettingsScreen() {
  const query = useQuery(settingsOptions(useApi()));
  if (query.isPending) return <Loading label="Loading the settings" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const s = query.data;
  const {
    payment_methods: _methods,
    game_rates: _rates,
    starline_rates: _star,
    maintenance_mode: _on,
    fund_request_without_receipt: _receiptless,
    ...scalars
  } = s;
  const flat = { ...scalars, withdraw_closed_weekdays: s.withdraw_closed_weekdays.join(', '), withdraw_closed_dates: s.withdraw_closed_dates.join(', ') };
  return (
    <ConsolePage title="Settings" subtitle="Each section saves on its own; players see the change at once.">
      <Section title="Maintenance mode">
        <MaintenanceForm key={JSON.stringify([s.maintenance_mode, s.maintenance_message])} settings={s} />
      </Section>
      <Section title="Payment details">
        <FieldsForm
          label="Payment details"
          initial={flat}
          toPatch={plain}
          fields={[
            { key: 'payee_name', label: 'Payee name' },
            { key: 'upi_id', label: 'UPI id', helper: 'name@bank' },
          ]}
        />
      </Section>
      <Section title="Withdrawal payment methods">
        <PaymentMethodsForm key={JSON.stringify(s.payment_methods)} settings={s} />
      </Section>
      <Section title="Fund requests without a receipt">
        <ReceiptlessDepositsForm settings={s} />
      </Section>
      <Section title="Payment QR image">
        <QrUpload current={s.qr_image} />
      </Section>
      <Section title="Contacts and app">
        <FieldsForm
          label="Contacts and app"
          initial={flat}
          toPatch={plain}
          fields={[
            { key: 'contact_mobile', label: 'Contact mobile' },
            { key: 'whatsapp_fund_url', label: 'WhatsApp link for deposits', type: 'url' },
            { key: 'whatsapp_support_url', label: 'WhatsApp link for support', type: 'url' },
            { key: 'telegram_url', label: 'Telegram link', type: 'url' },
            { key: 'apk_url', label: 'Android app (APK) link', type: 'url' },
            { key: 'app_version', label: 'App version' },
          ]}
        />
      </Section>
      <Section title="Limits">
        <FieldsForm
          label="Limits"
          initial={flat}
          toPatch={plain}
          fields={[
            { key: 'min_deposit', label: 'Minimum deposit', type: 'number' },
            { key: 'max_deposit', label: 'Maximum deposit', type: 'number' },
            { key: 'min_withdraw', label: 'Minimum withdrawal', type: 'number' },
            { key: 'max_withdraw', label: 'Maximum withdrawal', type: 'number' },
            { key: 'min_bid_points', label: 'Minimum points per bid', type: 'number' },
            { key: 'max_bid_points', label: 'Maximum points per bid', type: 'number' },
          ]}
        />
      </Section>
      <Section title="Withdraw window">
        <FieldsForm
          label="Withdraw window"
          initial={flat}
          columns={2}
          toPatch={(v) => ({
            withdraw_open_time: v.withdraw_open_time,
            withdraw_close_time: v.withdraw_close_time,
            withdraw_closed_weekdays: list(v.withdraw_closed_weekdays ?? '').map((word) => weekdayOf(word)!),
            withdraw_closed_dates: list(v.withdraw_closed_dates ?? ''),
          })}
          fields={[
            { key: 'withdraw_open_time', label: 'Opens (IST)', type: 'time' },
            { key: 'withdraw_close_time', label: 'Closes (IST)', type: 'time' },
            {
              key: 'withdraw_closed_weekdays',
              label: 'Closed weekdays',
              helper: '0 = Sunday … 6 = Saturday (or the names), comma-separated',
              check: weekdaysProblem,
            },
            { key: 'withdraw_closed_dates', label: 'Closed dates', helper: 'YYYY-MM-DD, comma-separated', check: datesProblem },
          ]}
        />
      </Section>
      <Section title="Daily game rates">
        <FieldsForm label="Daily game rates" initial={s.game_rates} columns={4} toPatch={(v) => ({ game_rates: v })} fields={rateFields(DAILY_GAMES)} />
      </Section>
      <Section title="Starline rates">
        <FieldsForm
          label="Starline rates"
          initial={s.starline_rates}
          columns={4}
          toPatch={(v) => ({ starline_rates: v })}
          fields={rateFields(STARLINE_GAMES)}
        />
      </Section>
    </ConsolePage>
  );
}

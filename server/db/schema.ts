/**
 * Table types for Kysely. Times are milliseconds since the epoch (UTC).
 * Money columns hold hundredths of a point, as integers (see lib/money.ts).
 */
import type { Generated } from 'kysely';

export type Role = 'player' | 'operator';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  /** Lower-cased username: uniqueness ignores case. */
  username_key: string;
  mobile: string;
  password_hash: string;
  role: Role;
  /** 'blocked': the account is suspended (no login, no live session). */
  status: 'active' | 'blocked';
  /** Sessions of another generation are void: raising it ends every session of the account at once. */
  session_gen: Generated<number>;
  /** 1: the player's bids are refused. */
  betting_blocked: Generated<number>;
  /** 1: the player's withdrawal requests are refused. */
  withdrawals_blocked: Generated<number>;
  /** 1: the password was chosen by someone else and must be changed before the console opens. */
  must_change_password: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the token, hex; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The account's session generation when the session was made. */
  gen: Generated<number>;
}

/** Uploaded files (PostgreSQL), so every server process sees them; SQLite keeps them in the data folder. */
export interface UploadsTable {
  kind: string;
  name: string;
  bytes: Buffer;
  created_at: number;
}

export interface WalletsTable {
  user_id: number;
  balance: number;
  updated_at: number;
}

export interface UpiDetailsTable {
  user_id: number;
  paytm_number: Generated<string>;
  google_pay_number: Generated<string>;
  phonepe_number: Generated<string>;
  updated_at: number;
}

export interface BankDetailsTable {
  user_id: number;
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
  bank_name: string;
  branch_address: string;
  updated_at: number;
}

export interface EnquiriesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  username: string;
  mobile: string;
  enquiry: string;
  created_at: number;
}

export interface ThrottleTable {
  key: string;
  count: number;
  window_start: number;
}

export type EntryType = 'deposit' | 'withdrawal_hold' | 'withdrawal_return' | 'bid_stake' | 'win' | 'win_reversal' | 'refund' | 'adjustment';
export type RequestStatus = 'pending' | 'approved' | 'rejected';

/** Append-only: the database refuses updates and deletes. `amount` is signed (credit > 0, debit < 0). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  entry_type: EntryType;
  amount: number;
  balance_after: number;
  ref_type: string;
  ref_id: string;
  /** For the operators (an adjustment's reason, a stake's bid count ...). */
  note: string;
  /** What the entry says to its player (an adjustment's note to the player); '' for none. */
  player_note: Generated<string>;
  created_at: number;
}

export interface FundRequestsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  description: string;
  /** The player's payment transaction id, never accepted twice; empty when the request came without one. */
  txn_id: string;
  /** `txn_id` as compared for duplicates (`txnKeyOf`); empty when there is no transaction id. */
  txn_key: Generated<string>;
  /** The stored receipt image's name; empty for a request sent with its transaction id only. */
  receipt_file: string;
  receiver_upi_id: string;
  status: RequestStatus;
  remark: string;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  payment_method: string;
  /** The bank details at the time of the request, JSON. */
  bank_json: string;
  status: RequestStatus;
  remark: string;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  /** The actor's name when the action was taken. */
  actor_name: Generated<string>;
  action: string;
  target_type: string;
  target_id: string;
  details: string;
  created_at: number;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  response: string;
  created_at: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  /** null: an announcement for every player. */
  user_id: number | null;
  kind: string;
  title: string;
  message: string;
  /** JSON of NotificationFacts ('' for announcements and older rows). */
  facts: Generated<string>;
  created_at: number;
}

export type Family = 'daily' | 'starline';
export type BidType = 'single_digit' | 'jodi' | 'single_pana' | 'double_pana' | 'triple_pana' | 'half_sangam_open' | 'half_sangam_close' | 'full_sangam';
export type BidStatus = 'pending' | 'won' | 'lost' | 'refunded';

/** A daily market, or a Starline slot (family 'starline': one session, its times all equal the slot time). */
export interface MarketsTable {
  id: Generated<number>;
  family: Family;
  name: string;
  /** HH:MM IST: open bid end, open result, close bid end, close result. */
  open_time: string;
  open_result_time: string;
  close_time: string;
  close_result_time: string;
  /** JSON array of weekdays (0 = Sunday) the market runs. */
  weekdays: string;
  active: number;
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export interface MarketHolidaysTable {
  market_id: number;
  date: string;
  created_by: number;
  created_at: number;
}

/** One market on one market day: its results, cancellation and settlement version. */
export interface MarketDaysTable {
  market_id: number;
  date: string;
  status: 'open' | 'cancelled';
  open_panna: string | null;
  close_panna: string | null;
  open_declared_at: number | null;
  open_declared_by: number | null;
  close_declared_at: number | null;
  close_declared_by: number | null;
  /** Raised by each correction, so that re-settlement entries are distinct from the first ones. */
  settle_version: number;
  cancelled_at: number | null;
  cancelled_by: number | null;
  cancel_reason: string;
  /** 1 while the day is one of the market's holidays (mirrors market_holidays; see the markets module). */
  holiday: Generated<number>;
}

/** The results in force at each settlement version of a market day (the Passbook names the bids an entry moved). */
export interface MarketDayResultsTable {
  market_id: number;
  date: string;
  version: number;
  open_panna: string | null;
  close_panna: string | null;
}

export interface BidSlipsTable {
  id: Generated<number>;
  user_id: number;
  market_id: number;
  market_date: string;
  total: number;
  created_at: number;
}

export interface BidsTable {
  id: Generated<number>;
  slip_id: number;
  user_id: number;
  market_id: number;
  market_date: string;
  bid_type: BidType;
  /** The bid type as the client named it (Single Ank, Double Patti ...). */
  label: string;
  session: 'open' | 'close' | '';
  digits: string;
  closedigits: string;
  points: number;
  /** The rate in force when the bid was accepted: a win pays points * rate_2 / rate_1. */
  rate_1: number;
  rate_2: number;
  status: BidStatus;
  win_amount: number;
  created_at: number;
  settled_at: number | null;
}

export type LimitKind = 'deposit_day' | 'deposit_week' | 'deposit_month' | 'loss_day' | 'loss_week';

/** A player's limit of one kind: in force, a raise or removal waiting out its cooling-off, an operator's stricter one. */
export interface ProtectionLimitsTable {
  user_id: number;
  kind: LimitKind;
  /** Hundredths of a point; null: no limit of the player's own. */
  amount: number | null;
  /** The raised amount (null: removal) that applies at pending_at. */
  pending_amount: number | null;
  pending_at: number | null;
  operator_amount: number | null;
  updated_at: number;
}

/** A break or a self-exclusion; never shortened or deleted. */
export interface ProtectionBlocksTable {
  id: Generated<number>;
  user_id: number;
  /** The mobile at the time, so the number cannot register again during an exclusion. */
  mobile: string;
  kind: 'break' | 'exclusion';
  period: '24h' | '7d' | '30d' | '6m' | '1y' | 'permanent';
  starts_at: number;
  /** null: permanent. */
  ends_at: number | null;
}

export interface ProtectionProfilesTable {
  user_id: number;
  /** YYYY-MM-DD; null for accounts made before it was asked (operators, demo data). */
  birth_date: string | null;
  /** 0 (off), 30 or 60. */
  reality_check_minutes: number;
  updated_at: number;
}

export interface SecurityPinsTable {
  user_id: number;
  pin_hash: string;
  created_at: number;
  updated_at: number;
  /** Wrong PINs since the last right one (or since it was set); the PIN is turned off at PIN_WRONG_LIMIT. */
  wrong_tries: Generated<number>;
  /** The account's session generation when the PIN was set: the PIN counts only while the account is still in it. */
  session_gen: Generated<number>;
}

export interface PinLoginsTable {
  /** SHA-256 of the one-time token, hex. */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  bank_details: BankDetailsTable;
  upi_details: UpiDetailsTable;
  enquiries: EnquiriesTable;
  throttle: ThrottleTable;
  uploads: UploadsTable;
  ledger_entries: LedgerEntriesTable;
  fund_requests: FundRequestsTable;
  withdrawals: WithdrawalsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  markets: MarketsTable;
  market_holidays: MarketHolidaysTable;
  market_days: MarketDaysTable;
  market_day_results: MarketDayResultsTable;
  bid_slips: BidSlipsTable;
  bids: BidsTable;
  protection_limits: ProtectionLimitsTable;
  protection_blocks: ProtectionBlocksTable;
  protection_profiles: ProtectionProfilesTable;
  security_pins: SecurityPinsTable;
  pin_logins: PinLoginsTable;
}

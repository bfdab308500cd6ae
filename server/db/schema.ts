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
  status: 'active' | 'blocked';
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
}

export interface WalletsTable {
  user_id: number;
  balance: number;
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

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  bank_details: BankDetailsTable;
  enquiries: EnquiriesTable;
  throttle: ThrottleTable;
}

/** Per-player events shown in Notifications, written with the change they announce. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NotificationKind =
  | 'announcement'
  | 'day_cancelled'
  | 'fund_approved'
  | 'fund_rejected'
  | 'password_reset'
  | 'result_corrected'
  | 'wallet_adjusted'
  | 'withdrawal_paid'
  | 'withdrawal_returned'
  | 'win';

/** What a player's notice says, as data (the contract's NotificationFacts). */
export interface NotificationFacts {
  points?: number;
  reason?: string;
  reference?: string;
  market?: string;
  session?: 'open' | 'close';
  market_date?: string;
  demo?: boolean;
  /** A corrected result's new panna. */
  panna?: string;
  /** Points taken from the wallet (a win reversed by a correction or a cancelled day, an operator's debit). */
  taken_back?: number;
  /** Where a paid withdrawal was sent: the bank account or a UPI app. */
  paid_to?: 'bank' | 'paytm' | 'google_pay' | 'phonepe';
}

/** One player's notice among many written at once (a settlement's winners). */
export interface PlayerNotice {
  userId: number;
  title: string;
  message: string;
  facts: NotificationFacts;
}

const NOTIFY_BATCH = 500;

export async function notify(
  db: Kysely<DB>,
  userId: number | null,
  kind: NotificationKind,
  words: { title: string; message: string; facts?: NotificationFacts },
  now: number,
): Promise<void> {
  const facts = words.facts ? JSON.stringify(words.facts) : '';
  await db.insertInto('notifications').values({ user_id: userId, kind, title: words.title, message: words.message, facts, created_at: now }).execute();
}

/** Notices of one kind to many players, in the caller's transaction (a few statements for any number). */
export async function notifyEach(db: Kysely<DB>, kind: NotificationKind, notices: PlayerNotice[], now: number): Promise<void> {
  for (let i = 0; i < notices.length; i += NOTIFY_BATCH) {
    const rows = notices.slice(i, i + NOTIFY_BATCH).map((n) => ({
      user_id: n.userId,
      kind,
      title: n.title,
      message: n.message,
      facts: JSON.stringify(n.facts),
      created_at: now,
    }));
    await db.insertInto('notifications').values(rows).execute();
  }
}

/** A stored row's facts ('' or unreadable: none). */
export function factsOf(stored: string): NotificationFacts | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' ? (value as NotificationFacts) : undefined;
  } catch {
    return undefined;
  }
}

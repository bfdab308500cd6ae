/** Per-player events shown in Notifications, written with the change they announce. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NotificationKind = 'announcement' | 'fund_approved' | 'fund_rejected' | 'withdrawal_paid' | 'withdrawal_returned' | 'win';

/** What a player's notice says, as data (the contract's NotificationFacts). */
export interface NotificationFacts {
  points?: number;
  reason?: string;
  reference?: string;
  market?: string;
  session?: 'open' | 'close';
  market_date?: string;
  demo?: boolean;
}

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

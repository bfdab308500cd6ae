/**
 * Live events for the player app over server-sent events: `results` (public: a market or Starline result was
 * declared, corrected or a day cancelled) and `notice` (a logged-in player's own notification: a win, a deposit or
 * withdrawal decision, an announcement).
 *
 * One feed per process watches the database, not the process's own writes: every interval it runs two small
 * queries (a signature of recent market days, and notifications newer than the last seen id), whatever the number
 * of open streams, and only while at least one stream is open. So several server processes (SQLite or PostgreSQL)
 * each see every change, within one interval; a declaration in this process nudges an immediate check. Streams
 * carry a heartbeat comment so proxies keep them open and dead ones are noticed. A player's stream is closed once its
 * session ends: checked before each notice it would get, and at each heartbeat.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, istParts } from '../../lib/ist.ts';
import { liveSessionIds } from '../auth/sessions.ts';
import { factsOf, type NotificationFacts } from '../notifications/notify.ts';

export interface LiveOptions {
  /** How often the database is checked while streams are open. */
  intervalMs?: number;
  /** How often each stream gets a heartbeat comment. */
  heartbeatMs?: number;
  /** Most open streams per process; more are refused (the app falls back to polling). */
  maxStreams?: number;
}

export interface LiveNotice {
  id: number;
  kind: string;
  title: string;
  message: string;
  facts?: NotificationFacts;
}

export interface Subscriber {
  /** The logged-in player, or null for a visitor (results only). */
  userId: number | null;
  /** The player's session: a stream whose session has ended (logout, password change, suspension) is closed. */
  sessionId: string | null;
  write(chunk: string): void;
  close(): void;
}

export class LiveFeed {
  private readonly subscribers = new Set<Subscriber>();
  private readonly intervalMs: number;
  private readonly heartbeatMs: number;
  readonly maxStreams: number;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private lastNoticeId: number | undefined;
  private resultsSignature: string | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    options: LiveOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 2_000;
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.maxStreams = options.maxStreams ?? 2_000;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a stream; answers the function that removes it. Starts watching with the first stream. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    if (this.subscribers.size === 0) await this.baseline();
    this.subscribers.add(subscriber);
    this.timer ??= setInterval(() => this.nudge(), this.intervalMs);
    this.heartbeat ??= setInterval(() => {
      this.broadcast(': heartbeat\n\n', () => true);
      this.closeEnded(() => true).catch(() => undefined);
    }, this.heartbeatMs);
    return () => this.unsubscribe(subscriber);
  }

  private unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size > 0) return;
    clearInterval(this.timer);
    clearInterval(this.heartbeat);
    this.timer = undefined;
    this.heartbeat = undefined;
  }

  /** Checks the database now (after a declaration in this process); overlapping calls run once more at most. */
  nudge(): void {
    if (this.subscribers.size === 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.check()
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Resolves once any check under way has finished (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    for (const subscriber of [...this.subscribers]) {
      subscriber.close();
      this.unsubscribe(subscriber);
    }
  }

  private async baseline(): Promise<void> {
    const last = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    this.lastNoticeId = Number(last?.id ?? 0);
    this.resultsSignature = await this.signature();
  }

  /** Changes whenever a recent market day gets, loses or changes a result, or is cancelled. */
  private async signature(): Promise<string> {
    const since = addDays(istParts(this.clock.now()).date, -1);
    const row = await this.db
      .selectFrom('market_days')
      .where('date', '>=', since)
      .select([
        sql<number>`count(open_panna)`.as('opens'),
        sql<number>`count(close_panna)`.as('closes'),
        sql<number>`coalesce(max(open_declared_at), 0)`.as('open_at'),
        sql<number>`coalesce(max(close_declared_at), 0)`.as('close_at'),
        sql<number>`coalesce(sum(settle_version), 0)`.as('versions'),
        sql<number>`count(cancelled_at)`.as('cancelled'),
      ])
      .executeTakeFirst();
    return row ? [row.opens, row.closes, row.open_at, row.close_at, row.versions, row.cancelled].map(String).join(':') : '';
  }

  private async check(): Promise<void> {
    const signature = await this.signature();
    if (signature !== this.resultsSignature) {
      this.resultsSignature = signature;
      this.broadcast(frame('results', { at: this.clock.now() }), () => true);
    }
    const notices = await this.db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'kind', 'title', 'message', 'facts'])
      .where('id', '>', this.lastNoticeId ?? 0)
      .orderBy('id')
      .limit(1_000)
      .execute();
    const addressed = notices.map((notice) => {
      const owner = notice.user_id === null ? null : Number(notice.user_id);
      return { notice, to: (s: Subscriber) => s.userId !== null && (owner === null || s.userId === owner) };
    });
    // One look at the sessions of every stream these notices would reach, before any is sent.
    if (addressed.length) await this.closeEnded((s) => addressed.some(({ to }) => to(s)));
    for (const { notice, to } of addressed) {
      const facts = factsOf(notice.facts);
      const data: LiveNotice = { id: Number(notice.id), kind: notice.kind, title: notice.title, message: notice.message, ...(facts ? { facts } : {}) };
      this.broadcast(frame('notice', data), to);
      this.lastNoticeId = Math.max(this.lastNoticeId ?? 0, Number(notice.id));
    }
    if (notices.length === 1_000) this.again = true;
  }

  /** Closes the players' streams, of those chosen, whose session has ended since they opened. */
  private async closeEnded(chosen: (subscriber: Subscriber) => boolean): Promise<void> {
    const players = [...this.subscribers].filter((s) => s.sessionId !== null && chosen(s));
    if (players.length === 0) return;
    const live = await liveSessionIds(this.db, [...new Set(players.map((s) => s.sessionId!))], this.clock.now());
    for (const subscriber of players) {
      if (live.has(subscriber.sessionId!)) continue;
      subscriber.close();
      this.unsubscribe(subscriber);
    }
  }

  private broadcast(chunk: string, to: (subscriber: Subscriber) => boolean): void {
    for (const subscriber of this.subscribers) {
      if (!to(subscriber)) continue;
      try {
        subscriber.write(chunk);
      } catch {
        this.unsubscribe(subscriber);
      }
    }
  }
}

/** One server-sent event. */
export function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Live events for the player app over server-sent events: `results` (public: a market or Starline result was
 * declared, corrected or a day cancelled) and `notice` (a logged-in player's own notification: a win, a deposit or
 * withdrawal decision, an announcement).
 *
 * One feed per process watches the database, not the process's own writes: every interval it runs two small
 * queries (a signature of recent market days, and notifications newer than the last seen id or skipped over when it
 * was read: committed later), whatever the number
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
import { blockedAmong } from '../protection/protection.queries.ts';

export interface LiveOptions {
  /** How often the database is checked while streams are open. */
  intervalMs?: number;
  /** How often each stream gets a heartbeat comment. */
  heartbeatMs?: number;
  /** Most open streams per process; more are refused (the app falls back to polling). */
  maxStreams?: number;
  /** Most visitors' streams from one client address (an IPv6 /64); a shared address beyond it polls. */
  streamsPerAddress?: number;
  /** Most streams of one player (tabs, devices). */
  streamsPerPlayer?: number;
}

/** Visitors' streams may fill this share of maxStreams: the rest is kept for logged-in players. */
const VISITOR_SHARE = 0.75;

/**
 * Notification ids skipped over are looked for again this long: on PostgreSQL an id is taken at the insert and seen
 * at the commit, so a long transaction (a declaration's win notices) can commit a lower id after a higher one was
 * read. An id that never comes (a rolled-back insert) is given up then. At most MAX_GAPS ranges are kept.
 */
const GAP_WAIT_MS = 5 * 60_000;
const MAX_GAPS = 50;

/** Ids skipped over, from..to, first missed at `since` (Date.now()). */
interface Gap {
  from: number;
  to: number;
  since: number;
}

/** The gaps without `id` (it arrived). */
function filled(gaps: Gap[], id: number): Gap[] {
  return gaps.flatMap((g) =>
    id < g.from || id > g.to
      ? [g]
      : [
          { ...g, to: id - 1 },
          { ...g, from: id + 1 },
        ].filter((part) => part.from <= part.to),
  );
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
  /** The client's address as throttles count it (throttleAddress). */
  address: string;
  write(chunk: string): void;
  close(): void;
}

function bump<K>(counts: Map<K, number>, key: K, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

export class LiveFeed {
  private readonly subscribers = new Set<Subscriber>();
  private readonly intervalMs: number;
  private readonly heartbeatMs: number;
  readonly maxStreams: number;
  private readonly streamsPerAddress: number;
  private readonly streamsPerPlayer: number;
  /** Open visitors' streams by address, players' by player. */
  private readonly visitorStreams = new Map<string, number>();
  private readonly playerStreams = new Map<number, number>();
  /** Streams counted (open, or opening: waiting for the baseline). */
  private held = 0;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private lastNoticeId: number | undefined;
  private gaps: Gap[] = [];
  private resultsSignature: string | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** The baseline being read for the streams opening on an idle feed. */
  private baselining: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    options: LiveOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 2_000;
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.maxStreams = options.maxStreams ?? 2_000;
    this.streamsPerAddress = options.streamsPerAddress ?? 20;
    this.streamsPerPlayer = options.streamsPerPlayer ?? 5;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * Whether one more stream of this player (or visitor, null) from this address fits: the process's limit, visitors'
   * share of it and their limit per address (so no one client takes every stream, and players always find room),
   * and the player's own limit.
   */
  admits(userId: number | null, address: string): boolean {
    if (this.held >= this.maxStreams) return false;
    if (userId !== null) return (this.playerStreams.get(userId) ?? 0) < this.streamsPerPlayer;
    let visitors = 0;
    for (const n of this.visitorStreams.values()) visitors += n;
    return visitors < Math.floor(this.maxStreams * VISITOR_SHARE) && (this.visitorStreams.get(address) ?? 0) < this.streamsPerAddress;
  }

  /** Adds a stream; answers the function that removes it. Starts watching with the first stream. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    // Counted at once, so that streams opening meanwhile see it (the first one waits for the baseline).
    this.count(subscriber, 1);
    try {
      // Streams opening together on an idle feed share one baseline: a second one, read later, would skip what was
      // written between the two readings for the streams already subscribed.
      if (this.subscribers.size === 0) {
        this.baselining ??= this.baseline().finally(() => {
          this.baselining = undefined;
        });
        await this.baselining;
      }
    } catch (error) {
      this.count(subscriber, -1);
      throw error;
    }
    this.subscribers.add(subscriber);
    this.timer ??= setInterval(() => this.nudge(), this.intervalMs);
    this.heartbeat ??= setInterval(() => {
      this.broadcast(': heartbeat\n\n', () => true);
      this.closeEnded(() => true).catch(() => undefined);
    }, this.heartbeatMs);
    return () => this.unsubscribe(subscriber);
  }

  private count(subscriber: Subscriber, by: 1 | -1): void {
    this.held += by;
    if (subscriber.userId === null) bump(this.visitorStreams, subscriber.address, by);
    else bump(this.playerStreams, subscriber.userId, by);
  }

  private unsubscribe(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    this.count(subscriber, -1);
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
    // Streams open from here: what was skipped before is older than every one of them.
    this.gaps = [];
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
    const last = this.lastNoticeId ?? 0;
    const since = Date.now() - GAP_WAIT_MS;
    this.gaps = this.gaps.filter((g) => g.since > since).slice(-MAX_GAPS);
    const notices = await this.db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'kind', 'title', 'message', 'facts'])
      .where((eb) => eb.or([eb('id', '>', last), ...this.gaps.map((g) => eb.between('id', g.from, g.to))]))
      .orderBy('id')
      .limit(1_000)
      .execute();
    let expected = last + 1;
    for (const notice of notices) {
      const id = Number(notice.id);
      if (id <= last) this.gaps = filled(this.gaps, id);
      else {
        if (id > expected) this.gaps.push({ from: expected, to: id - 1, since: Date.now() });
        expected = id + 1;
      }
    }
    // An announcement to every player reaches no player on a break or self-excluded (as their notifications list).
    const blocked = notices.some((n) => n.user_id === null) ? await blockedAmong(this.db, this.playerIds(), this.clock.now()) : new Map();
    const addressed = notices.map((notice) => {
      const owner = notice.user_id === null ? null : Number(notice.user_id);
      return { notice, to: (s: Subscriber) => s.userId !== null && (owner === null ? !blocked.has(s.userId) : s.userId === owner) };
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

  /** The players with a stream open. */
  private playerIds(): number[] {
    return [...new Set([...this.subscribers].flatMap((s) => (s.userId === null ? [] : [s.userId])))];
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

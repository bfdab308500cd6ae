/**
 * Live events (GET /api/live/events): results reach everyone, a player's notices reach only that player, and only
 * while the session the stream opened with lives.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveFeed, type Subscriber } from '../../server/modules/live/live-feed.ts';
import { notify } from '../../server/modules/notifications/notify.ts';
import { bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin } from '../helpers/betting.ts';
import { deposit, pngOf } from '../helpers/money.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY = '2026-11-23';

interface Stream {
  events: Array<{ event: string; data: unknown }>;
  text: () => string;
  heartbeats: () => number;
  /** Whether the server has ended the stream. */
  ended: () => boolean;
  next(event: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** Opens the stream and collects its events; `next` waits for the first unread event of a kind. */
async function openStream(t: TestApp, token?: string, from?: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${t.baseUrl}/live/events`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(from ? { 'X-Forwarded-For': from } : {}) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Stream['events'] = [];
  let raw = '';
  let heartbeats = 0;
  let ended = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ready = (async () => {
    const first = await reader.read();
    raw += first.value ?? '';
  })();
  void (async () => {
    await ready;
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        return;
      }
      raw += value;
      let end: number;
      while ((end = raw.indexOf('\n\n')) >= 0) {
        const block = raw.slice(0, end);
        raw = raw.slice(end + 2);
        if (block.startsWith(': heartbeat')) heartbeats += 1;
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  await ready;
  let read = 0;
  return {
    events,
    text: () => raw,
    heartbeats: () => heartbeats,
    ended: () => ended,
    async next(event, timeoutMs = 3_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e, i) => i >= read && e.event === event);
        if (index >= 0) {
          read = index + 1;
          return events[index]!.data;
        }
        if (Date.now() > until) throw new Error(`no ${event} event within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}

describe.each(dialects())('live events on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { live: { intervalMs: 100, heartbeatMs: 200, maxStreams: 5 } });
    operator = await makeOperator(t);
    await operator.api.PATCH('/admin/settings', { body: { payee_name: 'Matka Payments', upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000 } });
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('a declared result reaches visitors and players; a win notice reaches only the winner', async () => {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const market = await createMarket(operator, 'LIVE MARKET', ['11:00', '11:15', '13:00', '13:15']);
    const winner = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    await fund(operator, winner, 1000);
    expect((await bid(winner, market, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data).toMatchObject({ status: true });

    const visitor = await openStream(t);
    const mine = await openStream(t, winner.token);
    const theirs = await openStream(t, other.token);
    expect(visitor.text()).toContain(': connected');

    t.clock.set(ist(`${DAY}T11:20:00`));
    expect((await declare(operator, market, DAY, 'open', '128')).response.status).toBe(200);

    await expect(visitor.next('results')).resolves.toMatchObject({ at: t.clock.now() });
    await expect(theirs.next('results')).resolves.toBeTruthy();
    // The notice says it in English and carries the same as data, for an app that words it in its own language.
    await expect(mine.next('notice')).resolves.toMatchObject({
      kind: 'win',
      title: 'You won!',
      message: expect.stringContaining('95 points'),
      facts: { points: 95, market_date: DAY },
    });
    // The other player and the visitor never hear the win.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.events.some((e) => e.event === 'notice')).toBe(false);
    expect(visitor.events.some((e) => e.event === 'notice')).toBe(false);
    for (const s of [visitor, mine, theirs]) s.close();
  });

  it.skipIf(skip)('an announcement to every player reaches no player on a break; a message to that player alone does', async () => {
    const resting = await registerAndLogin(t);
    const playing = await registerAndLogin(t);
    expect((await resting.api.POST('/api-take-break', { body: { period: '24h' } })).data).toMatchObject({ status: true });
    const [restingStream, playingStream] = [await openStream(t, resting.token), await openStream(t, playing.token)];
    const announce = (body: { title: string; message: string; player_id?: string }) => operator.api.POST('/admin/notifications', { body });
    expect((await announce({ title: 'Bonus day', message: 'Double points today!' })).response.status).toBe(200);
    await expect(playingStream.next('notice')).resolves.toMatchObject({ kind: 'announcement', title: 'Bonus day' });
    expect((await announce({ title: 'Your account', message: 'Your withdrawal details were checked.', player_id: resting.userId })).response.status).toBe(200);
    await expect(restingStream.next('notice')).resolves.toMatchObject({ title: 'Your account' });
    expect(restingStream.events.filter((e) => e.event === 'notice').map((e) => (e.data as { title: string }).title)).toEqual(['Your account']);
    for (const s of [restingStream, playingStream]) s.close();
  });

  it.skipIf(skip)('an approved deposit reaches its player as a notice; a change made outside this process is seen too', async () => {
    const p = await registerAndLogin(t);
    const stream = await openStream(t, p.token);
    const sent = await deposit(t, p.token, 500, await pngOf(60, 40));
    const approved = await operator.api.POST('/admin/fund-requests/{request_id}/approve', {
      params: { path: { request_id: String(sent.body.request_id) } },
      body: {},
    });
    expect(approved.response.status).toBe(200);
    await expect(stream.next('notice')).resolves.toMatchObject({ kind: 'fund_approved', message: expect.stringContaining('500 points') });

    // A row written straight into the database (as another server process would) arrives within an interval.
    await t.database.db
      .insertInto('notifications')
      .values({ user_id: Number(p.userId), kind: 'withdrawal_paid', title: 'Withdrawal paid', message: 'Paid', created_at: t.clock.now() })
      .execute();
    await expect(stream.next('notice')).resolves.toMatchObject({ kind: 'withdrawal_paid' });
    stream.close();
  });

  it.skipIf(skip)("a player's stream ends with its session, and a notice never reaches a stream whose session ended", async () => {
    const p = await registerAndLogin(t);
    const second = (await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } })).data!.token!;
    const sent = await deposit(t, p.token, 500, await pngOf(60, 40));
    // The logged-out stream must close without the notice, whether a heartbeat or the notice comes first.
    const streams: Stream[] = await Promise.all([openStream(t, p.token), openStream(t, second)]);
    const [loggedOut, stillIn] = streams as [Stream, Stream];
    try {
      expect((await p.api.POST('/api-user-logout', { body: {} })).response.status).toBe(200);
      const approved = await operator.api.POST('/admin/fund-requests/{request_id}/approve', {
        params: { path: { request_id: String(sent.body.request_id) } },
        body: {},
      });
      expect(approved.response.status).toBe(200);
      await expect(stillIn.next('notice')).resolves.toMatchObject({ kind: 'fund_approved' });
      expect(loggedOut.events.some((e) => e.event === 'notice')).toBe(false);
      const closedBy = async (stream: Stream) => {
        const until = Date.now() + 3_000;
        while (!stream.ended()) {
          if (Date.now() > until) throw new Error('the stream is still open');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await closedBy(loggedOut);
      expect(stillIn.ended()).toBe(false);
      // A suspension ends the other session: its stream closes at the next heartbeat, with no notice needed.
      const suspended = await operator.api.PATCH('/admin/players/{user_id}/status', {
        params: { path: { user_id: p.userId } },
        body: { suspended: true, reason: 'Chargeback' },
      });
      expect(suspended.response.status).toBe(200);
      await closedBy(stillIn);
      // A visitor's stream and another player's are not touched.
      const other = await registerAndLogin(t);
      streams.push(await openStream(t), await openStream(t, other.token));
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(streams[2]!.ended()).toBe(false);
      expect(streams[3]!.ended()).toBe(false);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it.skipIf(skip)('heartbeats flow, closed streams stop counting, and too many streams are refused', async () => {
    // Visitors may take three of the five streams; the rest is kept for players.
    const streams = await Promise.all([1, 2, 3].map(() => openStream(t)));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(streams[0]!.heartbeats()).toBeGreaterThanOrEqual(1);
    const visitorRefused = await fetch(`${t.baseUrl}/live/events`);
    expect(visitorRefused.status).toBe(503);
    expect(await visitorRefused.json()).toMatchObject({ code: 'TOO_MANY_STREAMS' });
    for (const p of [await registerAndLogin(t), await registerAndLogin(t)]) streams.push(await openStream(t, p.token));
    const late = await registerAndLogin(t);
    const refused = await fetch(`${t.baseUrl}/live/events`, { headers: { Authorization: `Bearer ${late.token}` } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_STREAMS' });
    for (const s of streams) s.close();
    const until = Date.now() + 2_000;
    for (;;) {
      const probe = await fetch(`${t.baseUrl}/live/events`);
      await probe.body?.cancel();
      if (probe.status === 200) break;
      if (Date.now() > until) throw new Error('closed streams still count');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe.each(dialects())('live stream limits per client on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { live: { maxStreams: 40, streamsPerAddress: 2, streamsPerPlayer: 2 }, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('one address cannot take every stream, nor one player; others still connect', async () => {
    const status = async (token?: string, from?: string) => {
      const res = await fetch(`${t.baseUrl}/live/events`, {
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(from ? { 'X-Forwarded-For': from } : {}) },
      });
      const code = res.status;
      await res.body?.cancel();
      return code;
    };
    const [p, q] = [await registerAndLogin(t), await registerAndLogin(t)];
    const streams = [await openStream(t, undefined, '203.0.113.7'), await openStream(t, undefined, '203.0.113.7')];
    try {
      // A third visitor's stream from that address is refused, also from elsewhere in its IPv6 /64 for an IPv6 one.
      expect(await status(undefined, '203.0.113.7')).toBe(503);
      streams.push(await openStream(t, undefined, '2001:db8:1:2::1'), await openStream(t, undefined, '2001:db8:1:2::2'));
      expect(await status(undefined, '2001:db8:1:2:ffff::9')).toBe(503);
      // Another address, and a player at the full address, still connect.
      streams.push(await openStream(t, undefined, '198.51.100.1'), await openStream(t, p.token, '203.0.113.7'));
      // A player has at most two streams; another player is not held by that.
      streams.push(await openStream(t, p.token, '198.51.100.2'));
      expect(await status(p.token, '198.51.100.3')).toBe(503);
      streams.push(await openStream(t, q.token, '203.0.113.7'));
    } finally {
      for (const s of streams) s.close();
    }
    // Closed streams stop counting.
    const until = Date.now() + 2_000;
    while ((await status(undefined, '203.0.113.7')) !== 200) {
      if (Date.now() > until) throw new Error('closed streams still count');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  // Last in this file: the ids it writes by hand leave a gap that the ids after them fill.
  it.skipIf(skip)('a notice whose id was taken before one already sent, but committed after it, still arrives', async () => {
    const p = await registerAndLogin(t);
    const stream = await openStream(t, p.token);
    const notice = (id: number, title: string) =>
      t.database.db
        .insertInto('notifications')
        .values({ id, user_id: Number(p.userId), kind: 'announcement', title, message: title, created_at: t.clock.now() })
        .execute();
    const top = Number(
      (
        await t.database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    // As on PostgreSQL when a transaction that took an id commits after one that took the next: the later id first.
    await notice(top + 1000, 'Committed first');
    await expect(stream.next('notice')).resolves.toMatchObject({ title: 'Committed first' });
    await notice(top + 500, 'Committed later');
    await expect(stream.next('notice')).resolves.toMatchObject({ title: 'Committed later' });
    // Sent once: the next check does not send it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter((e) => (e.data as { title?: string }).title === 'Committed later')).toHaveLength(1);
    stream.close();
  });
});

// The embedded database runs the statements of one connection in the order they are sent, so the notice below is
// written after the first stream's baseline is read and before the second stream opens; on PostgreSQL the pool may
// run them in any order (a notice committed before a baseline is older than the stream, by design).
describe('an idle feed on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('streams opening together on an idle feed miss nothing written between them', async () => {
    const a = await registerAndLogin(t);
    const feed = new LiveFeed(t.database.db, t.clock, { intervalMs: 50, heartbeatMs: 100_000 });
    const got: string[] = [];
    const subscriber = (userId: number): Subscriber => ({
      userId,
      sessionId: null,
      address: 'test',
      write: (chunk) => got.push(chunk),
      close: () => undefined,
    });
    // The first stream's baseline is read; a notice for it is written; a second stream opens before the first is in.
    const [offA, , offB] = await Promise.all([
      feed.subscribe(subscriber(Number(a.userId))),
      notify(t.database.db, Number(a.userId), 'announcement', { title: 'Between two streams', message: 'Between two streams' }, t.clock.now()),
      feed.subscribe(subscriber(Number(a.userId) + 100_000)),
    ]);
    await vi.waitFor(() => expect(got.join('')).toContain('Between two streams'), { timeout: 5000 });
    offA();
    offB();
  });
});

describe('a stream whose client stops reading', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { live: { intervalMs: 50, heartbeatMs: 100_000, streamsPerPlayer: 1 } });
  });
  afterAll(async () => t?.close());

  it('is closed once what it holds unsent passes the limit, not kept growing in memory; the player connects again', async () => {
    const p = await registerAndLogin(t);
    const { hostname, port, pathname } = new URL(`${t.baseUrl}/live/events`);
    const socket = net.connect(Number(port), hostname);
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${p.token}\r\n\r\n`);
    // The headers and first comment come; then the client reads no more.
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.pause();
    const second = () => fetch(`${t.baseUrl}/live/events`, { headers: { Authorization: `Bearer ${p.token}` } });
    const refused = await second();
    expect(refused.status).toBe(503);
    // 20 MB of notices for the player: far more than the connection's buffers hold.
    const message = 'x'.repeat(1000);
    for (let i = 0; i < 40; i += 1) {
      const rows = Array.from({ length: 500 }, () => ({
        user_id: Number(p.userId),
        kind: 'announcement' as const,
        title: 'Unread',
        message,
        created_at: t.clock.now(),
      }));
      await t.database.db.insertInto('notifications').values(rows).execute();
    }
    await vi.waitFor(
      async () => {
        const again = await second();
        await again.body?.cancel();
        expect(again.status).toBe(200);
      },
      { timeout: 20_000, interval: 200 },
    );
    socket.destroy();
  });
});

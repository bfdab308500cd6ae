import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyCalls } from '../app/early-calls.ts';
import { istDate } from './format.ts';
import { noteServerDate, serverNow } from './server-clock.ts';

describe("today's date by the server's clock", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    noteServerDate(new Date().toUTCString());
  });

  it("takes the server's day from the replies, not a phone's clock a day off", async () => {
    // The phone reads 22/11 at 11:07 PM IST; the server's clock says 23/11, 10:07 PM IST.
    const phone = Date.parse('2026-11-22T23:07:00+05:30');
    const server = Date.parse('2026-11-23T22:07:00+05:30');
    vi.spyOn(Date, 'now').mockReturnValue(phone);
    expect(istDate()).toBe('2026-11-22');
    vi.stubGlobal('fetch', async () => new Response('{}', { headers: { date: new Date(server).toUTCString() } }));
    await fetchWithEarlyCalls('http://localhost/api/api-get-profile', { method: 'POST', body: '{}' });
    expect(istDate()).toBe('2026-11-23');
    expect(istDate(6)).toBe('2026-11-17');
    expect(Math.abs(serverNow() - server)).toBeLessThanOrEqual(1000);
    vi.mocked(Date.now).mockRestore();
  });

  it("keeps the device's own clock when it is within a few seconds of the server's", () => {
    const now = Date.now();
    noteServerDate(new Date(now - 3_000).toUTCString(), now);
    expect(serverNow() - Date.now()).toBe(0);
    noteServerDate('not a date', now);
    expect(serverNow() - Date.now()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { type DayFacts, dayInstants, marketNow, phaseDisplay } from './phases.ts';

const day: DayFacts = { runs: true, holiday: false, cancelled: false, openDeclared: false, closeDeclared: false };
const everyDay = () => day;
const kalyan = { open_time: '15:45', open_result_time: '16:00', close_time: '17:45', close_result_time: '18:00' };
const night = { open_time: '21:35', open_result_time: '21:50', close_time: '00:05', close_result_time: '00:20' };
const at = (iso: string) => Date.parse(iso);

describe('market phases', () => {
  it('runs open, then close, then closed; each cut-off refuses at 0 ms and accepts at -1 ms', () => {
    const openEnd = at('2026-11-23T15:45:00+05:30');
    const closeEnd = at('2026-11-23T17:45:00+05:30');
    expect(marketNow(kalyan, at('2026-11-23T00:00:00+05:30'), everyDay)).toMatchObject({ date: '2026-11-23', phase: 'open' });
    expect(marketNow(kalyan, openEnd - 1, everyDay).phase).toBe('open');
    expect(marketNow(kalyan, openEnd, everyDay).phase).toBe('close');
    expect(marketNow(kalyan, closeEnd - 1, everyDay).phase).toBe('close');
    expect(marketNow(kalyan, closeEnd, everyDay)).toMatchObject({ date: '2026-11-23', phase: 'closed', reason: 'after_close' });
    expect(marketNow(kalyan, at('2026-11-23T23:59:59+05:30'), everyDay).phase).toBe('closed');
  });

  it('keeps a night market day running past midnight and starts the next day when it ends', () => {
    const i = dayInstants(night, '2026-11-23');
    expect(new Date(i.closeBidEnd).toISOString()).toBe('2026-11-23T18:35:00.000Z');
    expect(new Date(i.closeResult).toISOString()).toBe('2026-11-23T18:50:00.000Z');
    expect(marketNow(night, at('2026-11-23T21:34:59+05:30'), everyDay)).toMatchObject({ date: '2026-11-23', phase: 'open' });
    expect(marketNow(night, at('2026-11-23T23:00:00+05:30'), everyDay)).toMatchObject({ date: '2026-11-23', phase: 'close' });
    expect(marketNow(night, at('2026-11-24T00:04:59.999+05:30'), everyDay)).toMatchObject({ date: '2026-11-23', phase: 'close' });
    expect(marketNow(night, at('2026-11-24T00:05:00+05:30'), everyDay)).toMatchObject({ date: '2026-11-24', phase: 'open' });
  });

  it("starts the next day at midnight when a night market's day was cancelled or its close declared early", () => {
    const pastMidnight = at('2026-11-24T00:01:00+05:30');
    for (const over of [{ cancelled: true }, { openDeclared: true, closeDeclared: true }]) {
      const facts = (date: string) => (date === '2026-11-23' ? { ...day, ...over } : day);
      expect(marketNow(night, pastMidnight, facts), JSON.stringify(over)).toMatchObject({ date: '2026-11-24', phase: 'open', reason: '' });
    }
    // A cancelled today stays closed.
    expect(marketNow(kalyan, at('2026-11-23T12:00:00+05:30'), () => ({ ...day, cancelled: true }))).toMatchObject({ date: '2026-11-23', reason: 'cancelled' });
  });

  it('is closed on off days, holidays and cancelled days, and once the close result is out', () => {
    const noon = at('2026-11-23T12:00:00+05:30');
    expect(marketNow(kalyan, noon, () => ({ ...day, runs: false, holiday: true }))).toMatchObject({ phase: 'closed', reason: 'holiday' });
    expect(marketNow(kalyan, noon, () => ({ ...day, cancelled: true }))).toMatchObject({ phase: 'closed', reason: 'cancelled' });
    expect(marketNow(kalyan, noon, () => ({ ...day, openDeclared: true })).phase).toBe('close');
    expect(marketNow(kalyan, noon, () => ({ ...day, openDeclared: true, closeDeclared: true })).phase).toBe('closed');
  });

  it('shows the messages of the rule book', () => {
    const show = (iso: string, facts = everyDay) => phaseDisplay(marketNow(kalyan, at(iso), facts));
    expect(show('2026-11-23T10:00:00+05:30')).toEqual({ msg: 'Betting is Running Now', msg_status: 1, game_status: '1' });
    expect(show('2026-11-23T16:00:00+05:30')).toEqual({ msg: 'Betting Running For Close', msg_status: 1, game_status: '2' });
    expect(show('2026-11-23T18:00:00+05:30')).toEqual({ msg: 'Betting is Closed For Today', msg_status: 2, game_status: '2' });
    expect(show('2026-11-23T10:00:00+05:30', () => ({ ...day, runs: false, holiday: true }))).toEqual({
      msg: 'Market Holiday',
      msg_status: 2,
      game_status: '2',
    });
  });
});

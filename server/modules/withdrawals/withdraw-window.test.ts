import { describe, expect, it } from 'vitest';
import { withdrawWindow, windowText } from './withdraw-window.ts';

const settings = {
  withdraw_open_time: '10:00',
  withdraw_close_time: '18:00',
  withdraw_closed_weekdays: [0],
  withdraw_closed_dates: ['2026-12-25'],
  maintenance_mode: false,
  maintenance_message: '',
};
const at = (iso: string) => Date.parse(iso);

describe('withdraw window (IST)', () => {
  it.each([
    ['2026-11-23T10:00:00+05:30', true],
    ['2026-11-23T09:59:59+05:30', false],
    ['2026-11-23T17:59:59+05:30', true],
    ['2026-11-23T18:00:00+05:30', false],
    ['2026-11-22T12:00:00+05:30', false],
    ['2026-12-25T12:00:00+05:30', false],
    ['2026-11-23T04:30:00Z', true],
    ['2026-11-22T23:00:00Z', false],
  ])('%s is open: %s', (iso, open) => {
    expect(withdrawWindow(settings, at(iso)).open).toBe(open);
  });

  it('says when it is open', () => {
    expect(windowText(settings)).toBe('Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday');
    expect(windowText({ ...settings, withdraw_closed_weekdays: [] })).toBe('Withdrawals are open 10:00 AM to 06:00 PM');
  });

  it('says why it is closed in one sentence for a screen showing the hours, and with the hours in a refusal', () => {
    expect(withdrawWindow(settings, at('2026-11-22T12:00:00+05:30'))).toEqual({
      open: false,
      why: 'Withdrawals are closed on Sunday.',
      reason: 'Withdrawals are closed on Sunday. Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.',
    });
    expect(withdrawWindow(settings, at('2026-12-25T12:00:00+05:30')).why).toBe('Withdrawals are closed today.');
    expect(withdrawWindow(settings, at('2026-11-23T09:00:00+05:30'))).toEqual({
      open: false,
      why: '',
      reason: 'Withdrawals are open 10:00 AM to 06:00 PM, closed on Sunday.',
    });
  });

  it("is closed during maintenance, in the operator's words (a plain notice without them)", () => {
    const monday = at('2026-11-23T12:00:00+05:30');
    const down = { ...settings, maintenance_mode: true, maintenance_message: 'Back at 7:30 AM' };
    expect(withdrawWindow(down, monday)).toEqual({ open: false, why: 'Back at 7:30 AM', reason: 'Back at 7:30 AM' });
    expect(withdrawWindow({ ...down, maintenance_message: ' ' }, monday).why).toBe('The app is under maintenance. Please try again soon.');
  });
});

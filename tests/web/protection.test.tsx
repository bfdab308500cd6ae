/**
 * Responsible gaming in the player app: date of birth and the policy links at sign-up, setting a limit and hitting it
 * on a bid screen, a raise waiting out its 24 hours, self-exclusion with confirmation, and the reality-check notice.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { mockApi, serverApi } from './support/api.ts';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';
import { chooseGame, fundedPlayer } from './bidding/support.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { accountRuleMessages, registerProblems } from '../../web/src/features/auth/validation.ts';

const limitItem = (name: string) => within(screen.getByRole('listitem', { name }));

/** The Single Digit screen's words in each language. */
const SINGLE = {
  en: { title: 'Single Digit', amount: 'Select Amount', digits: 'Digits', submit: 'Submit' },
  hi: { title: 'सिंगल डिजिट', amount: 'राशि चुनें', digits: 'अंक', submit: 'सबमिट करें' },
};

async function bidOnSingle(user: Awaited<ReturnType<typeof renderApp>>['user'], chip: string, digit: string, lang: 'en' | 'hi' = 'en') {
  const t = SINGLE[lang];
  await screen.findByRole('heading', { name: t.title });
  await user.click(within(screen.getByRole('group', { name: t.amount })).getByRole('button', { name: chip }));
  await user.click(within(screen.getByRole('group', { name: t.digits })).getByRole('button', { name: digit }));
  await user.click(screen.getByRole('button', { name: t.submit }));
}

// Long journeys on the real server: generous time when the machine is busy.
describe('responsible gaming', { timeout: 90_000 }, () => {
  it('sign-up asks for a date of birth, refuses under 18, and links the terms and the responsible-gaming page', async () => {
    const { api } = serverApi();
    const { user } = await renderApp('/register', api);
    expect(await screen.findByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', '/responsible_gaming');
    await user.type(screen.getByLabelText(/^Name/), 'Young Player');
    await user.type(screen.getByLabelText(/^Username/), 'young_player');
    await user.type(screen.getByLabelText(/^Mobile Number/), '7123456789');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Date of Birth/), '2015-06-01');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toContain('You must be 18 or older to register.');
    await dismissAlert(user);
  });

  it('sets a daily loss limit, shows a raise pending with its time, and a bid past the limit is refused with its message', async () => {
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const page = await renderApp('/my_limits', api);
    const { user } = page;
    await screen.findByRole('heading', { name: 'My Limits' });
    // Above the highest limit the server takes: told beside the field, nothing sent.
    const newLimit = () => limitItem('Daily loss limit').getByRole('textbox', { name: 'New daily loss limit in points' });
    await user.type(newLimit(), '10000001');
    await user.click(limitItem('Daily loss limit').getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Enter a whole number of points from 1 to 1,00,00,000')).toBeInTheDocument();
    await user.clear(newLimit());
    await user.type(limitItem('Daily loss limit').getByRole('textbox', { name: 'New daily loss limit in points' }), '50');
    await user.click(limitItem('Daily loss limit').getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Your daily loss limit is now 50 points.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('loss_day-amount')).toHaveTextContent('50 points'));

    await user.type(limitItem('Daily loss limit').getByRole('textbox', { name: 'New daily loss limit in points' }), '500');
    await user.click(limitItem('Daily loss limit').getByRole('button', { name: 'Set' }));
    expect(await alertText()).toMatch(/Your daily loss limit stays 50 points until 24\/11\/2026 .* IST; then it becomes 500 points\./);
    await dismissAlert(user);
    expect(await limitItem('Daily loss limit').findByText(/Raise to 500 points applies 24\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('loss_day-amount')).toHaveTextContent('50 points');

    await page.router.navigate({ to: '/single' });
    await bidOnSingle(user, '100', '5');
    expect(await alertText()).toContain('This bid would pass your daily loss limit of 50 points (lost so far: 0 points).');
    await dismissAlert(user);
  });

  it('self-excludes after a confirmation: the exclusion shows, and bets are refused', async () => {
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const page = await renderApp('/my_limits', api);
    const { user } = page;
    await screen.findByRole('heading', { name: 'Self-Exclusion' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Self-exclusion period' }), '1y');
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Exclude yourself for 1 year?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Exclude yourself for 1 year?' })).toBeNull());
    expect(await alertText()).toMatch(/You are self-excluded until 23\/11\/2027/);
    await dismissAlert(user);
    expect(await screen.findByText(/You are self-excluded until/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Take a Break' })).toBeNull();

    await page.router.navigate({ to: '/single' });
    await bidOnSingle(user, '10', '3');
    expect(await alertText()).toMatch(/You are self-excluded until .*Bets and deposits are closed/);
    await dismissAlert(user);
  });

  it('on a break, offers a longer break or a self-exclusion; once excluded, only a longer exclusion', async () => {
    const { api } = await fundedPlayer(1000);
    const { user } = await renderApp('/my_limits', api);
    await screen.findByRole('heading', { name: 'Take a Break' });
    await user.click(screen.getByRole('button', { name: '24 hours' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Take a break for 24 hours?' })).getByRole('button', { name: /^Yes/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Take a break for 24 hours?' })).toBeNull());
    expect(await alertText()).toMatch(/You are taking a break until/);
    await dismissAlert(user);
    expect(await screen.findByText(/You are taking a break until/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Take a Break' })).toBeInTheDocument();
    expect(screen.getAllByText(/a shorter one does not shorten it/)).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Self-exclusion period' }), '6m');
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Exclude yourself for 6 months?' })).getByRole('button', { name: 'Yes, exclude me' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Exclude yourself for 6 months?' })).toBeNull());
    expect(await alertText()).toMatch(/You are self-excluded until/);
    await dismissAlert(user);
    expect(await screen.findByText(/You are self-excluded until/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Take a Break' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Self-Exclusion' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Self-exclusion period' }), 'permanent');
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Exclude yourself permanently?' })).getByRole('button', { name: 'Yes, exclude me' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Exclude yourself permanently?' })).toBeNull());
    expect(await alertText()).toMatch(/You are self-excluded permanently/);
    await dismissAlert(user);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Self-Exclusion' })).toBeNull());
  });

  it('tells the outcome of a break confirmed and then cancelled while it was sent, once, when the answer comes', async () => {
    let answer: (reply: unknown) => void = () => {};
    const held = new Promise((resolve) => (answer = resolve));
    const { api } = mockApi({ answers: { '/api-take-break': () => held } });
    const { user } = await renderApp('/my_limits', api);
    await screen.findByRole('heading', { name: 'Take a Break' });
    await user.click(screen.getByRole('button', { name: '24 hours' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Take a break for 24 hours?' }));
    await user.click(confirm.getByRole('button', { name: /^Yes/ }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const until = '2026-11-24T04:30:00.000Z';
    answer({
      status: true,
      code: 'OK',
      msg: 'You are taking a break until 24/11/2026 10:00 AM IST.',
      block: { kind: 'break', period: '24h', started_at: '2026-11-23T04:30:00.000Z', ends_at: until },
    });
    expect(await alertText()).toBe('You are taking a break until 24/11/2026 10:00 AM IST.OK');
    await dismissAlert(user);
    // Opening the same confirmation again and cancelling it tells nothing more.
    await user.click(screen.getByRole('button', { name: '24 hours' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Take a break for 24 hours?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the reality check when an interval has passed, with time played, net result and links', async () => {
    const { api } = mockApi({ prefer: { '/api-reality-check': 'example=due' } });
    const { user } = await renderApp('/', api);
    const notice = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(notice).toHaveTextContent('You have played for 1 h 5 min this session.');
    expect(notice).toHaveTextContent('net result -120 points');
    expect(within(notice).getByRole('link', { name: 'My Limits' })).toHaveAttribute('href', '/my_limits');
    await user.click(within(notice).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull());
  });

  it('after the player picks a longer interval, the next check still comes an interval after the last one', async () => {
    sessionStorage.clear();
    const started = '2026-11-23T04:30:00.000Z';
    const answer = (interval: number, minutes: number) => {
      const due = Math.floor(minutes / interval);
      const reply = { status: true, code: 'OK', msg: 'Reality check', interval_minutes: interval, session_started_at: started, minutes_played: minutes };
      const next = new Date(Date.parse(started) + (due + 1) * interval * 60_000).toISOString();
      return { ...reply, staked: 100, won: 0, net_result: -100, checks_due: due, next_check_at: next };
    };
    let reply = answer(30, 125);
    const base = mockApi();
    const api = createApiClient({
      baseUrl: inject('mockUrl'),
      token: () => 'test-session',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/api-reality-check') return Response.json(reply);
        return fetch(request);
      },
    });
    void base;
    const { user } = await renderApp('/', api);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reality check' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull());
    cleanup();
    // Acknowledged at 120 minutes with checks every 30; the player then chose every 60: at 185 minutes one is due again.
    reply = answer(60, 185);
    await renderApp('/', api);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});

describe('responsible gaming in Hindi', { timeout: 90_000 }, () => {
  const hindiLoss = 'रोज़ की हार सीमा';

  it('sets a daily loss limit in Hindi, and a bid past it is refused with the Hindi refusal', async () => {
    await setLanguage('hi', { remember: false });
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const page = await renderApp('/my_limits', api);
    const { user } = page;
    await screen.findByRole('heading', { name: 'मेरी सीमाएं' });
    const item = limitItem(hindiLoss);
    await user.type(item.getByRole('textbox', { name: `नई ${hindiLoss} (पॉइंट में)` }), '50');
    await user.click(item.getByRole('button', { name: 'सेट करें' }));
    expect(await screen.findByText(`आपकी ${hindiLoss} अब 50 पॉइंट है।`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('loss_day-amount')).toHaveTextContent('50 पॉइंट'));

    await user.type(item.getByRole('textbox', { name: `नई ${hindiLoss} (पॉइंट में)` }), '500');
    await user.click(item.getByRole('button', { name: 'सेट करें' }));
    expect(await alertText()).toMatch(new RegExp(`आपकी ${hindiLoss} 24/11/2026, .* तक 50 पॉइंट रहेगी। 500 पॉइंट की बढ़ोतरी 24/11/2026, .* को लागू होगी`));
    await dismissAlert(user, 'ठीक है');

    await page.router.navigate({ to: '/single' });
    await bidOnSingle(user, '100', '5', 'hi');
    expect(await alertText()).toContain('यह बोली आपकी हार सीमा से ज़्यादा होगी।');
    await dismissAlert(user, 'ठीक है');
  });

  it('self-excludes in Hindi after a confirmation: the exclusion shows in Hindi, and bets are refused in Hindi', async () => {
    await setLanguage('hi', { remember: false });
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const page = await renderApp('/my_limits', api);
    const { user } = page;
    await screen.findByRole('heading', { name: 'सेल्फ़-एक्सक्लूज़न (खुद को रोकें)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'सेल्फ़-एक्सक्लूज़न की अवधि' }), '1y');
    await user.click(screen.getByRole('button', { name: 'खुद को रोकें' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'खुद को 1 साल के लिए रोकें?' });
    await user.click(within(confirm).getByRole('button', { name: 'हां, मुझे रोकें' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'खुद को 1 साल के लिए रोकें?' })).toBeNull());
    expect(await alertText()).toMatch(/आपने खुद को 23\/11\/2027, .* तक रोक रखा है।/);
    await dismissAlert(user, 'ठीक है');
    expect(await screen.findByText(/आपने खुद को .* तक रोक रखा है।/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ब्रेक लें' })).toBeNull();

    await page.router.navigate({ to: '/single' });
    await bidOnSingle(user, '10', '3', 'hi');
    expect(await alertText()).toContain('आपने खुद को रोक रखा है: बोली और जमा बंद हैं।');
    await dismissAlert(user, 'ठीक है');
  });
});

describe('the age check at sign-up', () => {
  afterEach(() => vi.useRealTimers());

  it("counts India's date: a player turns 18 at midnight IST on the birthday, not at 05:30 (midnight UTC)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const form = { name: 'Asha Rao', username: 'asha_r', mobile: '9876543210', password: 'password1', confirmPassword: 'password1', dateOfBirth: '2008-11-24' };
    const t = accountRuleMessages.get();
    vi.setSystemTime(new Date('2026-11-23T19:00:00Z')); // 24/11/2026 00:30 IST
    expect(registerProblems(form, t).problems.dateOfBirth).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-23T18:29:59Z')); // 23/11/2026 23:59:59 IST
    expect(registerProblems(form, t).problems.dateOfBirth).toBe('You must be 18 or older to register.');
  });
});

/** Languages: the drawer's switch (kept on the device), the browser's language as the default, Hindi screens and numbers. */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverText } from '../../web/src/api/client.ts';
import { detectLanguage, language, setLanguage, useEnglishDocument } from '../../web/src/i18n/index.ts';
import { formatDateTime, formatDay, formatList, formatPoints, formatWeekdayName } from '../../web/src/lib/format.ts';
import { newPlayer, serverApi } from './support/api.ts';
import { renderApp } from './support/render-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('language switch', () => {
  it('switches the drawer, the header and the home screen to Hindi, and the device remembers it', async () => {
    const { api } = serverApi();
    const { user } = await renderApp('/', api);
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hello User' });
    const switcher = within(drawer).getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'हिन्दी' }));

    const hindiDrawer = await screen.findByRole('dialog', { name: 'नमस्ते' });
    expect(within(hindiDrawer).getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(within(hindiDrawer).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    const menu = within(hindiDrawer).getByRole('navigation', { name: 'मेनू' });
    expect(within(menu).getByRole('link', { name: 'पासबुक' })).toHaveAttribute('href', '/all_passbook');
    expect(within(menu).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms');
    // The open drawer hides the page from assistive technology; its texts changed underneath all the same.
    expect(screen.getByRole('region', { name: 'मार्केट', hidden: true })).toBeInTheDocument();
    expect(within(screen.getByRole('banner', { hidden: true })).getByRole('link', { name: 'लॉगिन', hidden: true })).toHaveAttribute('href', '/login');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(detectLanguage()).toBe('hi');

    await user.click(within(hindiDrawer).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('dialog', { name: 'Hello User' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Markets', hidden: true })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("a form's problems shown before a switch of language go, and the next Submit words them in the new one", async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/update_bank_details', api);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText('A/c Holder Name is required')).toBeInTheDocument();
    await act(() => setLanguage('hi'));
    try {
      await waitFor(() => expect(screen.queryByText('A/c Holder Name is required')).toBeNull());
      await user.click(await screen.findByRole('button', { name: 'सबमिट करें' }));
      expect(await screen.findByText('खाताधारक का नाम ज़रूरी है')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
    // Add Fund keeps its receipt's problem apart from the form's: it goes too.
    cleanup();
    const fund = await renderApp('/add_fund', api);
    await fund.user.click(await screen.findByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Transaction Receipt is required')).toBeInTheDocument();
    await act(() => setLanguage('hi'));
    try {
      await waitFor(() => expect(screen.queryByText('Transaction Receipt is required')).toBeNull());
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('the operator console, in English only, says so to the browser while it is shown, on a device set to Hindi', async () => {
    await setLanguage('hi');
    const { api } = serverApi();
    const { router } = await renderApp('/admin', api);
    await screen.findByRole('heading', { name: 'Operator login' });
    expect(document.documentElement.lang).toBe('en');
    await router.navigate({ to: '/' });
    await screen.findByRole('region', { name: 'मार्केट' });
    expect(document.documentElement.lang).toBe('hi');
    await setLanguage('en');
  });

  it("takes the browser's language when the device has no choice: any Hindi variant gives Hindi, else English", () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['hi-IN', 'en-US']);
    expect(detectLanguage()).toBe('hi');
    languages.mockReturnValue(['hi']);
    expect(detectLanguage()).toBe('hi');
    languages.mockReturnValue(['mr-IN', 'hi-IN']);
    expect(detectLanguage()).toBe('en');
    languages.mockReturnValue(['en-GB']);
    expect(detectLanguage()).toBe('en');
    window.localStorage.setItem('language', 'en');
    languages.mockReturnValue(['hi-IN']);
    expect(detectLanguage()).toBe('en');
    window.localStorage.setItem('language', 'xx');
    expect(detectLanguage()).toBe('hi');
  });

  it('writes points with Indian grouping and dates day/month/year in both languages', async () => {
    expect(formatPoints(105800)).toBe('1,05,800');
    expect(formatDay('2026-11-23')).toBe('23/11/2026');
    expect(formatDateTime('2026-11-23T06:30:00.000Z')).toMatch(/^23\/11\/2026, 12:00\sPM$/);
    expect([0, 1, 6].map(formatWeekdayName)).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect(formatList(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    await setLanguage('hi', { remember: false });
    expect([0, 1, 6].map(formatWeekdayName)).toEqual(['रविवार', 'सोमवार', 'शनिवार']);
    expect(formatList(['शनिवार', 'रविवार'])).toBe('शनिवार और रविवार');
    expect(formatPoints(105800)).toBe('1,05,800');
    expect(formatPoints(1250.5)).toBe('1,250.5');
    expect(formatDay('2026-11-23')).toBe('23/11/2026');
    expect(formatDateTime('2026-11-23T06:30:00.000Z')).toMatch(/^23\/11\/2026, 12:00 /);
  });
});

describe("the server's refusals in Hindi", () => {
  afterEach(() => setLanguage('en'));

  it('fills the Hindi text with the figures of the English message, grouped or not', async () => {
    const range = { code: 'BID_AMOUNT_OUT_OF_RANGE', msg: 'Each bid must be between 5 and 10,000 points' };
    expect(serverText(range)).toBe(range.msg);
    await setLanguage('hi', { remember: false });
    expect(serverText(range)).toBe('हर बोली 5 से 10,000 पॉइंट के बीच होनी चाहिए');
    expect(serverText({ code: 'AMOUNT_OUT_OF_RANGE', msg: 'The amount must be between 100 and 1,00,000 points' })).toBe(
      'राशि 100 से 1,00,000 पॉइंट के बीच होनी चाहिए',
    );
    expect(serverText({ code: 'AMOUNT_OUT_OF_RANGE', msg: 'The amount must be between 2.5 and 1,00,000.75 points' })).toBe(
      'राशि 2.5 से 1,00,000.75 पॉइंट के बीच होनी चाहिए',
    );
    // A panna shows as the player typed it.
    expect(serverText({ code: 'INVALID_PANNA', msg: '1234 is not a valid panna' })).toBe('1234 सही पाना नहीं है');
    // One figure where the Hindi text takes two: the English message as it came.
    const minimum = { code: 'AMOUNT_OUT_OF_RANGE', msg: 'The minimum withdrawal is 1,000 points' };
    expect(serverText(minimum)).toBe(minimum.msg);
  });
});

describe('home in Hindi', () => {
  it('shows the home screen in Hindi when the device starts in Hindi', async () => {
    await setLanguage('hi', { remember: false });
    const { api } = serverApi();
    await renderApp('/', api);
    expect(await screen.findByRole('region', { name: 'मार्केट' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'स्टारलाइन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेनू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'फ़ुटर' })).toHaveTextContent('होम');
  });
});

describe('an English-only screen under React StrictMode (development builds)', () => {
  it('stays English through the effect run twice, and the device keeps its Hindi', async () => {
    await setLanguage('hi');
    try {
      const Screen = () => {
        useEnglishDocument();
        return <p>console</p>;
      };
      render(
        <StrictMode>
          <Screen />
        </StrictMode>,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(language.get()).toBe('en');
      cleanup();
      await waitFor(() => expect(language.get()).toBe('hi'));
    } finally {
      await setLanguage('en');
    }
  });
});

/**
 * One screen of each area in Hindi (auth, bids, funds, histories, passbook, profile, content): its Hindi texts show, and
 * none of its own English texts is left on the page (text, labels, placeholders, the document title). The English of
 * a screen is what its components declare with i18n(); data from the server (game names, numbers) stays as it is.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../web/src/i18n/index.ts';
import { chooseGame, fundedPlayer } from './bidding/support.ts';
import { mockApi, newPlayer, serverApi } from './support/api.ts';
import { renderApp } from './support/render-app.tsx';

type Texts = Record<string, string | Record<string, string>>;

/** The English texts the named components declare (placeholders such as {points} match any text). */
function englishOf(components: string[]): Array<{ component: string; key: string; pattern: RegExp }> {
  const english = i18n.cache.en as unknown as Record<string, Texts>;
  return components.flatMap((component) => {
    const texts = english[component];
    if (!texts) throw new Error(`no component '${component}'`);
    return Object.entries(texts).flatMap(([key, value]) => {
      const forms = typeof value === 'string' ? [value] : Object.values(value);
      return forms
        .filter((text) => /[A-Za-z]{2}/.test(text.replace(/\{\w+\}/g, '')))
        .map((text) => {
          const source = text
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+');
          return { component, key, pattern: new RegExp(`^${source}$`) };
        });
    });
  });
}

/** Every text the page shows or announces: text nodes, labels, placeholders, alt texts and the document title. */
function shownTexts(): string[] {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'data-label']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** The English texts of `components` still on the page, as "component.key: text". */
function englishLeftovers(components: string[]): string[] {
  const shown = shownTexts();
  return englishOf(components).flatMap(({ component, key, pattern }) =>
    shown.filter((text) => pattern.test(text)).map((text) => `${component}.${key}: ${text}`),
  );
}

beforeEach(async () => {
  await setLanguage('hi', { remember: false });
});

describe('screens in Hindi', { timeout: 60_000 }, () => {
  it('finds English left on a screen (the check itself, on the English screen)', async () => {
    await setLanguage('en', { remember: false });
    const { api } = serverApi();
    await renderApp('/login', api);
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(englishLeftovers(['route_login', 'loginForm'])).toEqual(
      expect.arrayContaining(['route_login.welcome: Welcome', 'loginForm.login: Login', 'loginForm.mobile: Mobile Number']),
    );
  });

  it('auth: /login and /register', async () => {
    const { api } = serverApi();
    await renderApp('/login', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'साइन इन करें' });
    expect(within(form).getByLabelText(/^मोबाइल नंबर/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'लॉगिन' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'खाता बनाएं' })).toHaveAttribute('href', '/register');
    expect(englishLeftovers(['route_login', 'loginForm', 'accountRules'])).toEqual([]);

    // A problem found before the server is called reads in Hindi too.
    const { user } = await renderApp('/register', api);
    await user.click(await screen.findByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms');
    expect(englishLeftovers(['route_register', 'registerForm', 'accountRules'])).toEqual([]);
  });

  it('bids: /single with its chips, digits, total and the amount-first alert', async () => {
    const { api } = await fundedPlayer(1000);
    await chooseGame(api, 'open');
    const { user } = await renderApp('/single', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'सिंगल डिजिट' })).toBeInTheDocument();
    expect(screen.getByText('तारीख:').parentElement).toHaveTextContent('23/11/2026');
    expect(screen.getByRole('combobox', { name: 'गेम टाइप' })).toHaveDisplayValue('ओपन');
    await user.click(within(screen.getByRole('group', { name: 'अंक' })).getByRole('button', { name: '5' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('आगे बढ़ने से पहले कृपया राशि चुनें।');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ठीक है' }));
    await user.click(within(screen.getByRole('group', { name: 'राशि चुनें' })).getByRole('button', { name: '5,000' }));
    await user.click(within(screen.getByRole('group', { name: 'अंक' })).getByRole('button', { name: '5' }));
    expect(screen.getByLabelText('5 के पॉइंट')).toHaveValue('5000');
    expect(screen.getByText('कुल पॉइंट:')).toHaveTextContent('कुल पॉइंट: 5,000');
    expect(screen.getByRole('button', { name: 'सबमिट करें' })).toBeEnabled();
    expect(englishLeftovers(['bidBoard', 'bidParts', 'amountChips', 'gameTypeSelect', 'bidRules', 'bidTypes'])).toEqual([]);
  });

  it('funds: /add_fund with its labels, hints and the required-field problems', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/add_fund', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'फंड जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपका भुगतान' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    expect(await screen.findByText('राशि ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ट्रांज़ैक्शन रसीद ज़रूरी है')).toBeInTheDocument();
    expect(englishLeftovers(['route_add_fund', 'addFund', 'fundRules'])).toEqual([]);
  });

  it('histories: /bidding_history names its columns, the bid type and the session in Hindi, and dates dd/mm/yyyy', async () => {
    const { api } = await fundedPlayer(2000);
    const game = await chooseGame(api, 'open');
    const slip = {
      new_result: {
        bid_date: '2026-11-23',
        gameid: game.game_id,
        Gamename: game.game_name,
        totalbit: 1500,
        pana: 'Single Ank' as const,
        session: 'Open' as const,
        result: [{ points: 1500, digits: '7', closedigits: '', session: 'Open' as const }],
      },
    };
    expect((await api.POST('/api-submit-bid', { body: slip })).data?.status).toBe(true);
    await renderApp('/bidding_history?from=2026-11-23&to=2026-11-23', api);
    const table = await screen.findByRole('table', { name: 'बोली हिस्ट्री' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['गेम का नाम', 'पाना', 'अंक', 'सेशन', 'पॉइंट', 'बोली नं.', 'तारीख', 'नतीजा']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([game.game_name, 'सिंगल डिजिट', '7', 'ओपन', '1,500', expect.any(String), '23/11/2026', 'लंबित']);
    expect(screen.getByRole('form', { name: 'तारीख की अवधि' })).toBeInTheDocument();
    expect(englishLeftovers(['route_bidding_history', 'bidTables', 'bidTypes', 'dateRange', 'status'])).toEqual([]);
  });

  it('passbook: /all_passbook words each entry from its data in Hindi', async () => {
    const { api } = await fundedPlayer(2000, 'Welcome points');
    const game = await chooseGame(api, 'open');
    const slip = {
      new_result: {
        bid_date: '2026-11-23',
        gameid: game.game_id,
        Gamename: game.game_name,
        totalbit: 20,
        pana: 'Single Ank' as const,
        session: 'Open' as const,
        result: [
          { points: 10, digits: '1', closedigits: '', session: 'Open' as const },
          { points: 10, digits: '5', closedigits: '', session: 'Open' as const },
        ],
      },
    };
    expect((await api.POST('/api-submit-bid', { body: slip })).data?.status).toBe(true);
    await renderApp('/all_passbook', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'पासबुक' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'पासबुक' }));
    expect(tabs.getByRole('link', { name: 'सभी' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('passbook-balance')).toHaveTextContent('1,980');
    const table = screen.getByRole('table', { name: 'लेन-देन की हिस्ट्री, सभी' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(within(table).getAllByRole('columnheader')[2]).toHaveTextContent('यूज़र नंबर');
    expect(within(table).getAllByRole('columnheader')[4]).toHaveTextContent('विवरण');
    expect(cells[0]?.[2]).toMatch(/^SLIP-\d+$/);
    expect(cells[0]?.[4]).toBe(`बोली: ${game.game_name} सिंगल डिजिट 1, 5 (ओपन)`);
    expect(cells[0]?.[3]).toBe('बोली लगाई');
    expect(cells[1]?.[3]).toBe('ऑपरेटर द्वारा समायोजन');
    // The operator's note to the player, as the operator wrote it.
    expect(cells[1]?.[4]).toBe('ऑपरेटर द्वारा समायोजन: Welcome points');
    expect(cells[1]?.[2]).toMatch(/^ADJ-\d+$/);
    expect(cells[1]?.[1]).toBe('+2,000');
    expect(englishLeftovers(['route_all_passbook', 'passbook', 'bidTypes'])).toEqual([]);
  });

  it('profile: /my_profile with its form and the account menu', async () => {
    const { api } = await fundedPlayer(105800);
    const { user } = await renderApp('/my_profile', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByLabelText('वॉलेट राशि')).toHaveValue('1,05,800');
    const menu = screen.getByRole('navigation', { name: 'खाता' });
    expect(within(menu).getByRole('link', { name: 'पासवर्ड बदलें' })).toHaveAttribute('href', '/change_password');
    await user.clear(screen.getByLabelText(/^नाम/));
    await user.type(screen.getByLabelText(/^नाम/), 'Ram');
    await user.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    expect(await screen.findByText('नाम 4 से 50 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(englishLeftovers(['route_my_profile', 'profileForm', 'accountMenu'])).toEqual([]);
  });

  it('content: /game_rates and /support', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    await renderApp('/game_rates', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'गेम रेट लिस्ट' })).toBeInTheDocument();
    const rates = screen.getByRole('region', { name: 'सभी बोलियों का जीत अनुपात' });
    expect(rates).toHaveTextContent('जोड़ी डिजिट');
    expect(rates).toHaveTextContent(/फ़ुल संगम\d+ - [\d,]+/);
    expect(englishLeftovers(['route_game_rates', 'gameRates'])).toEqual([]);

    // A notice of the player's own, worded from its facts (contract example); an announcement stays as written.
    const { api: mock } = mockApi();
    await renderApp('/notifications', mock);
    expect(await screen.findByRole('heading', { level: 2, name: 'फंड अनुरोध मंज़ूर' })).toBeInTheDocument();
    expect(screen.getByText('500 पॉइंट आपके वॉलेट में जोड़ दिए गए।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'रिज़ल्ट सुधारा गया' })).toBeInTheDocument();
    expect(screen.getByText(/^KALYAN \S+ \(21\/11\/2026\) का रिज़ल्ट सुधारकर 137 किया गया: 1,400 पॉइंट और आपके वॉलेट में जोड़ दिए गए।$/)).toBeInTheDocument();
    expect(
      screen.getByText('KALYAN (21/11/2026) रद्द कर दिया गया: दांव के 30 पॉइंट आपके वॉलेट में लौटा दिए गए। इसकी जीत के 95 पॉइंट वापस ले लिए गए।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Diwali bonus' })).toBeInTheDocument();
    expect(englishLeftovers(['route_notifications', 'notificationList', 'noticeWords'])).toEqual([]);

    await renderApp('/support', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'सहायता' })).toBeInTheDocument();
    await waitFor(() => expect(englishLeftovers(['route_support', 'supportLinks'])).toEqual([]));
  });
});

/**
 * The player journey in Hindi, at 390x844 in headless Chromium against the real server serving the built app: a player
 * whose device reads Hindi logs in, opens a market, places a bid, reads the passbook and the bid history, requests a
 * fund and a withdrawal. Each step checks the screen's Hindi texts and that axe finds no serious or critical violation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { seriousViolations } from './support/axe.ts';
import { chromiumAvailable, loggedInPage, OPERATOR, screenshot, type Stack, startStack, VIEWPORT, openMarket } from './support/stack.ts';

const noChromium = !chromiumAvailable() && !process.env.CI;

const unique = String(Date.now()).slice(-7);
const player = { mobile: `83${unique}0`.slice(0, 10), password: 'hindi-pass-1' };
const transactionId = `5${unique}54321`;

describe.skipIf(noChromium)('player journey in Hindi in Chromium (390x844)', () => {
  let stack: Stack;
  let page: Page;
  let scratch: string;

  const footer = () => page.getByRole('navigation', { name: 'फ़ुटर' });
  const heading = (name: string) => page.getByRole('main').getByRole('heading', { level: 1, name });
  const toast = (text: string) => page.getByText(text, { exact: true }).first();
  const noSeriousViolations = async () => expect(await seriousViolations(page)).toEqual([]);

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'matka-hindi-'));
    stack = await startStack();
    const api = createApiClient({ baseUrl: `${stack.base}/api` });
    const registered = await api.POST('/api-user-registration', {
      body: {
        name: 'Sunita Verma',
        email: `sunita_${unique}`,
        mobile: player.mobile,
        password: player.password,
        confirm_password: player.password,
        date_of_birth: '1988-02-03',
      },
    });
    expect(registered.data?.status, JSON.stringify(registered.data ?? registered.error)).toBe(1);
    const login = await api.POST('/api-user-login', { body: player });
    const operatorLogin = await api.POST('/api-user-login', { body: OPERATOR });
    const operator = createApiClient({ baseUrl: `${stack.base}/api`, token: operatorLogin.data?.token });
    const funded = await operator.POST('/admin/users/{user_id}/wallet-adjustments', {
      params: { path: { user_id: login.data!.user_id! } },
      body: { amount: 2000, reason: 'Welcome points' },
    });
    expect(funded.response.status, JSON.stringify(funded.error)).toBe(200);
  });

  afterAll(async () => {
    await page?.context().close();
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('logs in through the Hindi login form; Home and the header read Hindi', async () => {
    page = await loggedInPage(stack, VIEWPORT, player, { language: 'hi' });
    await toast('लॉगिन सफल रहा').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByRole('region', { name: 'मार्केट' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'लॉगआउट' }).waitFor();
    expect(await page.getByTestId('home-balance').textContent()).toBe('2,000 पॉइंट');
    await screenshot(page, 'hindi-home');
    await noSeriousViolations();
  });

  it('opens KALYAN: its dashboard offers the bid types in Hindi', async () => {
    await openMarket(page, 'KALYAN');
    await heading('KALYAN डैशबोर्ड').waitFor();
    const options = page.getByRole('region', { name: 'बोली का विकल्प चुनें' });
    await options.getByText('ध्यान दें: बोली अभी चालू है').waitFor();
    await screenshot(page, 'hindi-game-dashboard');
    await noSeriousViolations();
    await options.getByRole('link', { name: 'सिंगल डिजिट' }).click();
    await page.waitForURL('**/single');
  });

  it('places a Single Digit bid in Hindi', async () => {
    await heading('सिंगल डिजिट').waitFor();
    expect(await page.getByText('तारीख:').locator('..').textContent()).toContain('23/11/2026');
    await page.getByLabel('गेम टाइप').selectOption('Open');
    await page.getByRole('group', { name: 'राशि चुनें' }).getByRole('button', { name: '100', exact: true }).click();
    await page.getByRole('group', { name: 'अंक' }).getByRole('button', { name: '5', exact: true }).click();
    expect(await page.getByLabel('5 के पॉइंट').inputValue()).toBe('100');
    expect(await page.getByTestId('total-points').textContent()).toBe('100');
    await screenshot(page, 'hindi-single-filled');
    await noSeriousViolations();
    await page.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    await toast('बोली सफलतापूर्वक लग गई').waitFor();
    await screenshot(page, 'hindi-bid-placed');
  });

  it('reads the bid in the passbook, worded in Hindi', async () => {
    await footer().getByRole('link', { name: 'पासबुक' }).click();
    await heading('पासबुक').waitFor();
    const table = page.getByRole('table', { name: 'लेन-देन की हिस्ट्री, सभी' });
    await table.waitFor();
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('बोली: KALYAN सिंगल डिजिट 5 (ओपन)');
    expect(text).toContain('ऑपरेटर द्वारा समायोजन');
    expect(text).toContain('+2,000');
    expect(await page.getByTestId('passbook-balance').textContent()).toBe('1,900');
    await screenshot(page, 'hindi-passbook');
    await noSeriousViolations();
  });

  it('reads the bid in the bid history, with Hindi columns and the date as dd/mm/yyyy', async () => {
    await page.goto('/bidding_history');
    await heading('बोली हिस्ट्री').waitFor();
    const table = page.getByRole('table', { name: 'बोली हिस्ट्री' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['गेम का नाम', 'पाना', 'अंक', 'सेशन', 'पॉइंट', 'बोली नं.', 'तारीख', 'नतीजा']);
    const row = table.getByRole('row').filter({ hasText: 'KALYAN' });
    const cells = await row.getByRole('cell').allTextContents();
    expect([cells[1], cells[2], cells[3], cells[4], cells[6], cells[7]]).toEqual(['सिंगल डिजिट', '5', 'ओपन', '100', '23/11/2026', 'लंबित']);
    await screenshot(page, 'hindi-bid-history');
    await noSeriousViolations();
  });

  it('requests a fund with a receipt image in Hindi', async () => {
    await footer().getByRole('link', { name: 'फंड' }).click();
    await page.getByRole('navigation', { name: 'वॉलेट' }).getByRole('link', { name: 'फंड जोड़ें' }).click();
    await heading('फंड जोड़ें').waitFor();
    await page.getByRole('img', { name: 'Demo Payments को UPI से भुगतान करने का QR कोड' }).waitFor();
    expect(await page.getByLabel('प्राप्तकर्ता की UPI आईडी').inputValue()).toBe('demo.payments@upi');
    const receipt = join(scratch, 'receipt.png');
    await sharp({ create: { width: 360, height: 640, channels: 3, background: '#fff3e0' } })
      .png()
      .toFile(receipt);
    await page.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    await page.getByText('राशि ज़रूरी है').waitFor();
    await page.getByLabel(/^राशि/).fill('500');
    await page.getByLabel(/^विवरण/).fill('UPI से भुगतान किया');
    await page.getByLabel(/^ट्रांज़ैक्शन आईडी/).fill(transactionId);
    await page.getByLabel(/^ट्रांज़ैक्शन रसीद/).setInputFiles(receipt);
    await noSeriousViolations();
    await page.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    const success = page.getByTestId('fund-success');
    await success.waitFor();
    expect(await success.textContent()).toBe('आपका फंड अनुरोध मिल गया है। मंज़ूरी के बाद पॉइंट जुड़ जाएंगे।');
    await screenshot(page, 'hindi-fund-requested');
    await page.getByRole('link', { name: 'अपना अनुरोध फंड हिस्ट्री में देखें' }).click();
    const history = page.getByRole('table', { name: 'फंड अनुरोध' });
    await history.waitFor();
    expect(await history.textContent()).toMatch(/500.*लंबित/);
    await noSeriousViolations();
  });

  it('saves bank details and requests a withdrawal in Hindi', async () => {
    await page.goto('/update_bank_details');
    await heading('बैंक डिटेल').waitFor();
    await page.getByLabel(/^खाताधारक का नाम/).fill('Sunita Verma');
    await page.getByLabel(/^बैंक खाता नंबर/).fill('001234567890');
    await page.getByLabel(/^IFSC कोड/).fill('SBIN0001234');
    await page.getByLabel(/^बैंक का नाम/).fill('State Bank');
    await page.getByLabel(/^ब्रांच का नाम/).fill('Andheri East');
    await page.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    await toast('बैंक डिटेल सफलतापूर्वक अपडेट हो गई !!!').waitFor();
    await noSeriousViolations();

    await page.goto('/withdraw');
    await heading('फंड निकालें').waitFor();
    await page.getByText('निकासी का समय: 10:00 AM से 06:00 PM, रविवार को बंद').waitFor();
    await page.getByText('वॉलेट बैलेंस: 1,900 पॉइंट').waitFor();
    await page.getByLabel(/^भुगतान का तरीका/).selectOption('Bank transfer');
    await page.getByLabel(/^अनुरोध राशि/).fill('300');
    await page.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    await page.getByText('कम से कम 500 पॉइंट निकाले जा सकते हैं').waitFor();
    await page.getByLabel(/^अनुरोध राशि/).fill('500');
    await noSeriousViolations();
    await page.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    await toast('राशि की निकासी का अनुरोध सफल रहा').waitFor();
    expect(await page.getByLabel(/^अनुरोध राशि/).inputValue()).toBe('');
    await screenshot(page, 'hindi-withdrawal-requested');

    await page.goto('/withdraw_history');
    const table = page.getByRole('table', { name: 'निकासी हिस्ट्री' });
    await table.waitFor();
    expect(await table.textContent()).toMatch(/500.*WD-\d+.*लंबित/);
    await screenshot(page, 'hindi-withdraw-history');
    await noSeriousViolations();
  });
});

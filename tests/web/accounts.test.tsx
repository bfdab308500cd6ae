/** Login, registration, profile, bank details, password change and enquiry against the real server. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { newPlayer, serverApi, serverApiLosingAnswers } from './support/api.ts';
import { alertText, dismissAlert, renderApp } from './support/render-app.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[/()]/g, '\\$&')}\\s*\\*?$`));

describe('/login', () => {
  it('asks for both fields and for 10 digits before calling the server', async () => {
    const { api, calls } = serverApi();
    const { user } = await renderApp('/login', api);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Mobile Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(field('Mobile Number'), '98765');
    expect(screen.queryByText('Mobile Number is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Mobile Number Must have 10 digits !!!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api-user-login')).toHaveLength(0);
  });

  it('alerts "Invalid login details" for a wrong password', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/login', api);
    await user.type(field('Mobile Number'), '9000000001');
    await user.type(field('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await alertText()).toContain('Invalid login details');
    await dismissAlert(user);
    expect(path()).toBe('/login');
  });

  it('"Forgot password?" says to ask support, who give a temporary password, with their contacts asked for when opened', async () => {
    const { api, calls } = serverApi();
    const { user } = await renderApp('/login', api);
    const contacts = (await createApiClient({ baseUrl: `${inject('serverUrl')}/api` }).POST('/api-get-contact-details', { body: {} })).data!.contact_details;
    expect(calls.filter((call) => call.path === '/api-forgot-password')).toHaveLength(0);
    await user.click(screen.getByText('Forgot password?'));
    expect(screen.getByText(/^Contact support from your registered mobile number\..*temporary password/)).toBeVisible();
    expect(await screen.findByRole('link', { name: `Call ${contacts.mobile_no}` })).toHaveAttribute('href', `tel:${contacts.mobile_no}`);
    expect(screen.getByRole('link', { name: 'WhatsApp support' })).toHaveAttribute('href', contacts.whatsapp_support_url);
    expect(calls.filter((call) => call.path === '/api-forgot-password')).toHaveLength(1);
  });

  it('logs in: "Login successful", the fields clear and home opens with Logout in the header', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/login', api);
    await user.type(field('Mobile Number'), '9000000001');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/'));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('/register', () => {
  it("alerts the spec's messages: passwords that differ, a short password, a short mobile", async () => {
    const { api } = serverApi();
    const { user } = await renderApp('/register', api);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const label of ['Name', 'Username', 'Mobile Number', 'Password', 'Confirm Password', 'Date of Birth']) {
      expect(screen.getByText(`${label} is required`)).toBeInTheDocument();
    }
    await user.type(field('Name'), 'Asha Rani');
    await user.type(field('Username'), 'asha_r');
    await user.type(field('Mobile Number'), '98765');
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm Password'), 'abd');
    await user.type(field('Date of Birth'), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toContain('Password Do Not Match');
    await dismissAlert(user);

    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toContain('Password must have at least 8 characters');
    await dismissAlert(user);

    await user.clear(field('Password'));
    await user.type(field('Password'), 'abcd1234');
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toContain('Mobile Number Must have 10 digits !!!');
    await dismissAlert(user);
  });

  /** Fills the sign-up form with a valid new player; `change` overrides some fields. */
  async function fillSignUp(user: ReturnType<typeof userEvent.setup>, change: Partial<Record<'name' | 'username' | 'mobile', string>> = {}) {
    const mobile = change.mobile ?? `6${String(Date.now()).slice(-9)}`;
    await user.type(field('Name'), change.name ?? 'Asha Rani');
    await user.type(field('Username'), change.username ?? `asha${mobile.slice(-6)}${Math.floor(Math.random() * 100)}`);
    await user.type(field('Mobile Number'), mobile);
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm Password'), 'secret12');
    await user.type(field('Date of Birth'), '1990-04-12');
    return mobile;
  }

  it('registers: "You are successfully register.", then Home, logged in by the server\'s session', async () => {
    const { api, jar, calls } = serverApi();
    const { user, path } = await renderApp('/register', api);
    const mobile = await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('You are successfully register.')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/'));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // The registration's own answer opened the session: no second call with the password.
    expect(jar.has('matka_session')).toBe(true);
    expect(calls.filter((call) => call.path === '/api-user-login')).toHaveLength(0);
    const profile = await api.POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.mobile).toBe(mobile);
  });

  it('shows a mobile number that is taken under the Mobile Number field, and a taken username under Username', async () => {
    const { api } = serverApi();
    const { user, path } = await renderApp('/register', api);
    await fillSignUp(user, { name: 'Someone Else', username: `other${Date.now() % 100000}`, mobile: '9000000001' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(field('Mobile Number')).toHaveAccessibleErrorMessage('This mobile number is already registered'));
    expect(field('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(path()).toBe('/register');
    // Editing the field clears its message.
    await user.clear(field('Mobile Number'));
    expect(field('Mobile Number')).not.toHaveAccessibleErrorMessage();
    expect(screen.queryByText('This mobile number is already registered')).toBeNull();

    const { api: other } = serverApi();
    const taken = await newPlayer(other);
    await user.type(field('Mobile Number'), `6${String(Date.now()).slice(-9)}`);
    await user.clear(field('Username'));
    await user.type(field('Username'), taken.username);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(field('Username')).toHaveAccessibleErrorMessage('This username is already taken'));
    expect(field('Mobile Number')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(path()).toBe('/register');
  });
});

describe('mobile number fields', () => {
  it.each(['/login', '/register'])('%s: the numeric keypad, digits only, at most 10', async (route) => {
    const { api } = serverApi();
    const { user } = await renderApp(route, api);
    const mobile = field('Mobile Number');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await user.type(mobile, '98a7-6 5.4e3+210999');
    expect(mobile).toHaveValue('9876543210');
    await user.clear(mobile);
    await user.click(mobile);
    await user.paste('+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
  });
});

describe('a logged-in player on the visitor screens', () => {
  it.each(['/login', '/register'])('opening %s goes Home', async (route) => {
    const { api } = serverApi();
    await newPlayer(api);
    const { path } = await renderApp(route, api);
    await waitFor(() => expect(path()).toBe('/'));
    expect(screen.queryByRole('button', { name: route === '/login' ? 'Login' : 'Sign Up' })).toBeNull();
  });
});

describe('profile, bank details, password and enquiry', () => {
  it('/my_profile edits the name; mobile, username and wallet amount are read-only', async () => {
    const { api } = serverApi();
    const player = await newPlayer(api);
    const { user } = await renderApp('/my_profile', api);
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(field('Mobile Number')).toHaveValue(player.mobile);
    expect(field('Mobile Number')).toHaveAttribute('readonly');
    expect(field('Username')).toHaveValue(player.username);
    expect(field('Wallet Amount')).toHaveValue('0');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Abc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Name must be 4 to 50 characters')).toBeInTheDocument();
    await user.type(field('Name'), 'hay Kumar');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your Profile Successfully Updated.')).toBeInTheDocument();
    const profile = await api.POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.user_name).toBe('Abchay Kumar');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('/update_bank_details checks each field, saves, and shows the saved details next time', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const first = await renderApp('/update_bank_details', api);
    await screen.findByRole('heading', { name: 'Bank Details' });
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('A/c Holder Name is required')).toBeInTheDocument();
    expect(screen.getByText('IFSC Code is required')).toBeInTheDocument();
    // Each error is read with its field (aria-describedby), and a hint stays with it.
    expect(field('A/c Holder Name')).toHaveAccessibleDescription('A/c Holder Name is required');
    expect(field('IFSC Code')).toHaveAccessibleDescription(/^IFSC Code is required .+/);
    await first.user.type(field('A/c Holder Name'), 'Ravi Kumar');
    await first.user.type(field('Bank Account Number'), '001234567890');
    await first.user.type(field('IFSC Code'), 'SBIN123');
    await first.user.type(field('Bank Name'), 'State Bank');
    await first.user.type(field('Branch Name'), 'Andheri East');
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('IFSC code must be 11 characters (4 letters, 0, then 6 letters or digits)')).toBeInTheDocument();
    await first.user.clear(field('IFSC Code'));
    await first.user.type(field('IFSC Code'), 'sbin0001234');
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bank Details Update Successfully !!!')).toBeInTheDocument();
    first.router.history.destroy();

    const saved = await api.POST('/api-get-user-payment-details', { body: {} });
    expect(saved.data?.payment_details[0]).toMatchObject({ ac_holder_name: 'Ravi Kumar', ifsc_code: 'SBIN0001234', branch_address: 'Andheri East' });
  });

  it('/add_upi_details checks the number, saves one per app, shows them and removes one', async () => {
    const { api } = serverApi();
    await newPlayer(api);
    const { user } = await renderApp('/add_upi_details', api);
    const saved = await screen.findByRole('region', { name: 'Your UPI numbers' });
    expect(within(saved).getByText(/^PayTM:/)).toHaveTextContent('PayTM: Not added');
    expect(screen.getByRole('link', { name: 'Add Bank Details' })).toHaveAttribute('href', '/update_bank_details');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(field('UPI Mobile Number')).toHaveAccessibleDescription(/^UPI mobile number is required/);
    await user.selectOptions(field('UPI App'), 'phonepe');
    await user.type(field('UPI Mobile Number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('UPI mobile number must have 10 digits')).toBeInTheDocument();
    await user.type(field('UPI Mobile Number'), '43210');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('PhonePe Number updated successfully.')).toBeInTheDocument();
    expect(await within(saved).findByText('PhonePe: 9876543210')).toBeInTheDocument();
    // The next app without a number is offered, the number field empty again.
    expect(field('UPI App')).toHaveValue('paytm');
    expect(field('UPI Mobile Number')).toHaveValue('');
    await user.selectOptions(field('UPI App'), 'google_pay');
    await user.type(field('UPI Mobile Number'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(saved).findByText('Google Pay: 9123456780')).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Remove PhonePe number' }));
    await waitFor(() => expect(within(saved).getByText(/^PhonePe:/)).toHaveTextContent('PhonePe: Not added'));
    const stored = await api.POST('/api-get-user-payment-details', { body: {} });
    expect(stored.data?.upi_details).toEqual({ paytm_number: '', google_pay_number: '9123456780', phone_pay_number: '' });
  });

  it('/change_password checks the fields, shows a wrong old password, and changes it', async () => {
    const { api } = serverApi();
    const player = await newPlayer(api);
    const { user } = await renderApp('/change_password', api);
    await screen.findByRole('heading', { name: 'Change Password' });
    await user.type(field('Old Password'), 'wrong-one');
    await user.type(field('New Password'), 'better34');
    await user.type(field('Confirm Password'), 'better35');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Password Do Not Match')).toBeInTheDocument();
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'better34');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toMatch(/old password is incorrect/i);
    await dismissAlert(user);
    await user.clear(field('Old Password'));
    await user.type(field('Old Password'), player.password);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/password has been changed/i)).toBeInTheDocument();
    const login = await api.POST('/api-user-login', { body: { mobile: player.mobile, password: 'better34' } });
    expect(login.data?.status).toBe(1);
  });

  it('/change_password, when no answer comes, says the password may have been changed', async () => {
    const player = serverApiLosingAnswers('change-password');
    const made = await newPlayer(player.api);
    const { user } = await renderApp('/change_password', player.api);
    await screen.findByRole('heading', { name: 'Change Password' });
    await user.type(field('Old Password'), made.password);
    await user.type(field('New Password'), 'better34');
    await user.type(field('Confirm Password'), 'better34');
    player.loseNextAnswer();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toContain(
      'We could not confirm the change: your password may have been changed. If "Old password is incorrect" comes next, your new password is the one in force.',
    );
    await dismissAlert(user);
    const login = await player.api.POST('/api-user-login', { body: { mobile: made.mobile, password: 'better34' } });
    expect(login.data?.status).toBe(1);
  });

  it('/enquiry needs a message and confirms only what the server stored', async () => {
    const { api } = serverApi();
    const player = await newPlayer(api);
    const { user } = await renderApp('/enquiry', api);
    await screen.findByRole('heading', { name: 'Enquiry' });
    expect(field('Name')).toHaveValue(player.name);
    expect(field('Mobile Number')).toHaveValue(player.mobile);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please write your enquiry (up to 2000 characters)')).toBeInTheDocument();
    await user.type(field('Enquiry'), 'My deposit is not showing yet.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your Enquiry Successfully Updated.')).toBeInTheDocument();
    expect(await screen.findByText('My deposit is not showing yet.')).toBeInTheDocument();
    expect(field('Enquiry')).toHaveValue('');
  });
});

describe('a logged-in player without a connection', () => {
  it('is told the server could not be reached, with Try again, not sent to the login form', async () => {
    let online = false;
    const api = createApiClient({
      baseUrl: inject('mockUrl'),
      token: () => 'test-session',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        return fetch(new Request(input, init));
      },
    });
    const { user, router } = await renderApp('/all_passbook', api);
    expect(await screen.findByText('Could not reach the server. Please check your connection and try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/all_passbook');
    expect(screen.queryByText('User not logged in.')).toBeNull();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Could not reach the server. Please check your connection and try again.')).toBeNull());
    expect(router.state.location.pathname).toBe('/all_passbook');
  });
});

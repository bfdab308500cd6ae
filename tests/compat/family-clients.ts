/**
 * What three public player apps of the API family send and read, described as data: for each call, the path, the
 * headers, the body fields and the reply fields the app reads without a guard. Read from their sources (a React web
 * app, two Android apps); written here in our own words. `expect` says whether the call works against this server
 * and, when it does not, why.
 */

export interface CallContext {
  appKey: string;
  token: string;
  mobile: string;
  password: string;
  marketId: string;
  starlineId: string;
  today: { iso: string; dmy: string; mdy: string };
}

export interface FamilyCall {
  name: string;
  path: string;
  headers?: Record<string, string>;
  body: (c: CallContext) => Record<string, unknown>;
  /** Reply fields read without a guard; `a.*.b` reads `b` of every element of `a`. */
  reads: string[];
  /** For calls that change something: the reply's status must say it was done. */
  mustSucceed?: boolean;
  /** Why the call does not work here, when it does not. */
  fails?: string;
  /** Sent as multipart/form-data: `body` gives the text fields, and this image file goes in `field`. */
  file?: { field: string; name: string; type: string };
}

export interface FamilyClient {
  name: string;
  appKey: string;
  profile: { status: 'number' | 'boolean'; half_sangam: 'spec' | 'open-ank-close-panna' | 'unknown' };
  calls: FamilyCall[];
}

/** Every call of these apps carries these three. */
const base = (c: CallContext) => ({ env_type: 'Prod', app_key: c.appKey, unique_token: c.token });
const GAME_ROW = ['result.*.game_id', 'result.*.game_name', 'result.*.open_time', 'result.*.msg_status', 'result.*.open_result'];

type Entry = { digits: string; closedigits: string; points: string };

/** The family's slip: `new_result` with the game, the bid type's label, the session and entries, points as text. */
function slip(c: CallContext, o: { starline?: boolean; pana: string; session: string; entries: Entry[]; date: string; withToken: boolean }) {
  const total = o.entries.reduce((s, e) => s + Number(e.points), 0);
  return {
    env_type: 'Prod',
    app_key: c.appKey,
    ...(o.withToken ? {} : { unique_token: c.token }),
    new_result: {
      ...(o.withToken ? { unique_token: c.token } : {}),
      gameid: o.starline ? c.starlineId : c.marketId,
      Gamename: o.starline ? '10:00 PM' : 'KALYAN',
      pana: o.pana,
      bid_date: o.date,
      session: o.session,
      totalbit: String(total),
      result: o.entries.map((e) => ({ ...e, session: o.session })),
    },
  };
}

const SLIP_READS = ['status', 'msg'];

function dailyBids(token: 'top' | 'slip', open: string, date: (c: CallContext) => string): FamilyCall[] {
  const withToken = token === 'slip';
  const one = (pana: string, session: string, entries: Entry[]): FamilyCall => ({
    name: `bid ${pana}`,
    path: '/api-submit-bid',
    body: (c) => slip(c, { pana, session, entries, date: date(c), withToken }),
    reads: SLIP_READS,
    mustSucceed: true,
  });
  return [
    one('Single Digit', open, [
      { digits: '5', closedigits: '', points: '10' },
      { digits: '7', closedigits: '', points: '20' },
    ]),
    one('Jodi Digit', '', [{ digits: '42', closedigits: '', points: '10' }]),
    one('Single Pana', open, [{ digits: '128', closedigits: '', points: '10' }]),
    one('Double Pana', open, [{ digits: '113', closedigits: '', points: '10' }]),
    one('Triple Pana', open, [{ digits: '555', closedigits: '', points: '10' }]),
    // The app's form: an ank under "open digit" and a panna under "close pana".
    one('Half Sangam', open, [{ digits: '3', closedigits: '128', points: '10' }]),
    one('Full Sangam', '', [{ digits: '128', closedigits: '370', points: '10' }]),
  ];
}

function starlineBids(token: 'top' | 'slip', date: (c: CallContext) => string): FamilyCall[] {
  const withToken = token === 'slip';
  const one = (pana: string, digits: string): FamilyCall => ({
    name: `starline bid ${pana}`,
    path: '/api-starline-submit-bid',
    body: (c) => slip(c, { starline: true, pana, session: '', entries: [{ digits, closedigits: '', points: '10' }], date: date(c), withToken }),
    reads: SLIP_READS,
    mustSucceed: true,
  });
  return [one('Single Digit', '4'), one('Single Pana', '140'), one('Double Pana', '220'), one('Triple Pana', '444')];
}

/** A history between two dates; a winning history has no rows before a result, so only its list is read. */
const history = (name: string, path: string, list: string, from: (c: CallContext) => string): FamilyCall => ({
  name,
  path,
  body: (c) => ({ ...base(c), bid_from: from(c), bid_to: from(c) }),
  reads:
    list === 'win_data' ? ['status', list] : ['status', `${list}.*.game_name`, `${list}.*.pana`, `${list}.*.digits`, `${list}.*.points`, `${list}.*.bid_date`],
});

export const FAMILY_CLIENTS: FamilyClient[] = [
  {
    name: 'React web app (LOTUS365-MATKA)',
    appKey: 'lotus-web-key',
    // It tests `status === true` after login; its Half Sangam screen was not in the published sources.
    profile: { status: 'boolean', half_sangam: 'unknown' },
    calls: [
      {
        name: 'login',
        path: '/api-user-login',
        headers: { cookie: 'ci_session=7c38fc1fc455fca9846d688fb8343f5c7ea71bee' },
        body: (c) => ({ env_type: 'Prod', app_key: c.appKey, device_id: '{{android_id}}', password: c.password, mobile: c.mobile }),
        reads: ['status', 'user_name', 'unique_token', 'mobile'],
        mustSucceed: true,
      },
      { name: 'dashboard', path: '/api-get-dashboard-data', body: base, reads: ['wallet_amt', 'telegram_no', ...GAME_ROW] },
      { name: 'wallet balance', path: '/api-user-wallet-balance', body: base, reads: ['wallet_amt'] },
      { name: 'game rates', path: '/api-game-rates', body: base, reads: ['game_rates.*.single_digit_val_2'] },
      { name: 'starline games', path: '/api-starline-game', body: base, reads: GAME_ROW },
      ...dailyBids('top', 'open', (c) => c.today.dmy).map((call) =>
        call.name === 'bid Half Sangam' ? { ...call, fails: 'its Half Sangam form is not known, so the profile refuses the slip rather than guess' } : call,
      ),
      history('bid history', '/api-bid-history-data', 'bid_data', (c) => c.today.dmy),
      history('winning history', '/api-wining-history-data', 'win_data', (c) => c.today.dmy),
      { name: 'fund request history', path: '/api-fund-request-history', body: (c) => ({ ...base(c), mobile: c.mobile }), reads: ['status'] },
    ],
  },
  {
    name: 'Android app (tara567)',
    appKey: 'tara-android-key',
    // It reads `status` with Gson's asBoolean; its Half Sangam sends open ank + close panna under OPEN.
    profile: { status: 'boolean', half_sangam: 'open-ank-close-panna' },
    calls: [
      {
        name: 'mobile check (MPIN login, step 1)',
        path: '/api-check-mobile',
        body: (c) => ({ env_type: 'Prod', app_key: c.appKey, mobile: c.mobile }),
        reads: ['status', 'unique_token'],
      },
      {
        name: 'security PIN check (MPIN login, step 2)',
        path: '/api-check-security-pin',
        body: (c) => ({ ...base(c), security_pin: '1234' }),
        reads: ['status', 'msg'],
        mustSucceed: true,
      },
      {
        name: 'dashboard',
        path: '/api-get-dashboard-data',
        body: base,
        reads: ['status', 'wallet_amt', 'withdraw_status', 'transfer_point_status', ...GAME_ROW],
      },
      { name: 'wallet balance', path: '/api-user-wallet-balance', body: base, reads: ['wallet_amt'] },
      { name: 'game rates', path: '/api-game-rates', body: base, reads: ['game_rates.*.single_digit_val_2', 'game_rates.*.full_sangam_val_2'] },
      { name: 'starline rates', path: '/api-starline-game-rates', body: base, reads: ['status'] },
      { name: 'starline games', path: '/api-starline-game', body: base, reads: GAME_ROW },
      {
        name: 'current date',
        path: '/api-get-current-date',
        body: base,
        reads: ['status', 'date', 'new_date'],
      },
      ...dailyBids('slip', 'OPEN', (c) => c.today.dmy),
      ...starlineBids('slip', (c) => c.today.dmy),
      history('bid history', '/api-bid-history-data', 'bid_data', (c) => c.today.dmy),
      history('winning history', '/api-wining-history-data', 'win_data', (c) => c.today.dmy),
      history('starline bid history', '/api-starline-bid-history-data', 'bid_data', (c) => c.today.dmy),
      {
        name: 'passbook',
        path: '/api-wallet-transaction-history',
        body: base,
        reads: [
          'status',
          'transaction_history.*.transaction_type',
          'transaction_history.*.transaction_note',
          'transaction_history.*.amount',
          'transaction_history.*.insert_date',
        ],
      },
      { name: 'payment methods', path: '/api-user-payment-method-list', body: base, reads: ['status', 'result.*.type', 'result.*.value', 'result.*.name'] },
      {
        name: 'withdrawal',
        path: '/api-user-withdraw-fund-request',
        body: (c) => ({ ...base(c), security_pin: '1234', payment_method: '1', request_amount: '500' }),
        reads: ['status', 'msg'],
        mustSucceed: true,
      },
      { name: 'withdrawal history', path: '/api-user-withdraw-transaction-history', body: base, reads: ['status'] },
    ],
  },
  {
    name: 'Android app (SMG0077)',
    appKey: 'smg-android-key',
    // It compares the text of `status` with "true" after login.
    profile: { status: 'boolean', half_sangam: 'open-ank-close-panna' },
    calls: [
      {
        name: 'login',
        path: '/api-user-login',
        body: (c) => ({ app_key: c.appKey, env_type: 'Prod', mobile: c.mobile, password: c.password, device_id: 'a1b2c3d4e5f60718' }),
        reads: ['status', 'user_name', 'unique_token', 'mobile', 'mobile_no'],
        mustSucceed: true,
      },
      {
        name: 'dashboard',
        path: '/api-get-dashboard-data',
        body: base,
        reads: ['status', 'wallet_amt', 'betting_status', 'account_block_status', ...GAME_ROW],
      },
      { name: 'wallet balance', path: '/api-user-wallet-balance', body: base, reads: ['wallet_amt'] },
      { name: 'game rates', path: '/api-game-rates', body: base, reads: ['game_rates.*.single_digit_val_2'] },
      {
        name: 'game status',
        path: '/api-check-game-status',
        body: (c) => ({ ...base(c), game_id: c.marketId }),
        reads: ['status', 'msg', 'min_bid_amount', 'max_bid_amount'],
      },
      {
        name: 'current date',
        path: '/api-get-current-date',
        body: (c) => ({ ...base(c), game_id: c.marketId }),
        reads: ['status', 'date', 'min_bid_amount', 'max_bid_amount'],
      },
      {
        name: 'market open or closed',
        path: '/api-check-games-active-inactive',
        body: (c) => ({ ...base(c), game_id: c.marketId }),
        reads: ['status', 'result.*.status', 'result.*.game_status'],
      },
      ...dailyBids('top', 'OPEN', (c) => c.today.mdy),
      { name: 'starline rates', path: '/api-starline-game-rates', body: base, reads: ['status'] },
      {
        name: 'starline status',
        path: '/api-check-starline-game-status',
        body: (c) => ({ ...base(c), game_id: c.starlineId }),
        reads: ['status', 'min_bid_amount', 'max_bid_amount'],
      },
      ...starlineBids('top', (c) => c.today.mdy),
      history('bid history', '/api-bid-history-data', 'bid_data', (c) => c.today.mdy),
      history('starline bid history', '/api-starline-bid-history-data', 'bid_data', (c) => c.today.mdy),
      {
        name: 'passbook',
        path: '/api-wallet-transaction-history',
        body: base,
        reads: ['status', 'transaction_history.*.transaction_type', 'transaction_history.*.transaction_note', 'transaction_history.*.amount'],
      },
      {
        name: 'withdrawal',
        path: '/api-user-withdraw-fund-request',
        body: (c) => ({ ...base(c), request_amount: '500', payment_method: '1' }),
        reads: ['status', 'msg'],
        mustSucceed: true,
      },
      { name: 'withdrawal history', path: '/api-user-withdraw-transaction-history', body: base, reads: ['status'] },
      {
        // A form with the token, the amount, env_type and app_key, and the screenshot as `payment_slip` (its part
        // typed multipart/form-data, not as an image); no transaction id.
        name: 'payment slip upload',
        path: '/api-fund-payment-slip-upload',
        body: (c) => ({ unique_token: c.token, request_amount: '500', env_type: 'Prod', app_key: c.appKey }),
        file: { field: 'payment_slip', name: 'IMG_20261121_101500.jpg', type: 'multipart/form-data' },
        reads: ['status', 'msg'],
        mustSucceed: true,
      },
    ],
  },
];

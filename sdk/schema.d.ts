// Generated from openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database health. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events as a server-sent event stream (results for everyone, the player's own notices with a session).
         * @description A `text/event-stream` that stays open. Events:
         *     - `results` (everyone): a market or Starline result was declared or corrected, or a day cancelled; data
         *       `{"at": <epoch ms>}`. Clients refetch the market lists.
         *     - `notice` (a logged-in player only): one of the player's notifications (a win, a deposit or withdrawal
         *       decision) or an announcement; data `{"id": <notification id>, "kind": <notification kind>, "title": ..., "message": ...}`. Clients refetch the wallet balance and notifications.
         *     Comment lines (`: heartbeat`) keep the connection alive. Each server process checks the database for changes
         *     every ~2 seconds while streams are open, so events written by any process arrive. Too many open streams
         *     answer 503 and clients poll instead.
         */
        get: operations["streamLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player with name, username (sent as `email`), mobile, password and date of birth; opens a session.
         * @description The date of birth must show the player is 18 or older on the day (IST), otherwise the registration is refused
         *     (`UNDERAGE`). A registered mobile number answers `MOBILE_TAKEN` whatever its account's state; a number no account
         *     holds that is under a self-exclusion cannot register until the exclusion ends (`MOBILE_EXCLUDED`, not saying when).
         *     A registered player is logged in: the reply carries a session exactly as a login's does (the `matka_session`
         *     cookie and a bearer `token`), so the app needs no second call with the same password.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with mobile and password; opens a session (cookie and bearer token).
         * @description An unknown mobile answers exactly like a wrong password. Failures are throttled per account and client
         *     address together, with growing delays (so failures from one address never lock out the player logging in from
         *     another), and per client address; a throttled attempt answers 429 with `Retry-After` whatever the password.
         *     Right passwords count too, each costing a password hash: an account logs in at most 20 times in 15 minutes
         *     from one client address (the same for right PINs and passwords in the PIN and password calls, per account),
         *     then 429 until the window ends.
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-check-mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MPIN login, step 1: is this mobile registered? A registered one gets a one-time token for the PIN check.
         * @description The API family's answer: `status` true means the mobile is not registered (the app goes on to registration);
         *     false with `unique_token` means it is (the app asks for the security PIN). The token is not a session: it only
         *     opens `/api-check-security-pin`, once, within 10 minutes. Limited like logins per client address.
         */
        post: operations["checkMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-check-security-pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MPIN login, step 2 (with the token from /api-check-mobile), or a PIN check before a withdrawal (with a session).
         * @description With the one-time token from `/api-check-mobile` (as bearer or `unique_token`), a right PIN turns that token into
         *     the player's session. With a session, it only checks the PIN. Wrong PINs are limited like wrong passwords, and
         *     10 wrong PINs in a row turn the PIN off (`PIN_NOT_SET` from then on): the player logs in with the password and
         *     sets a new one.
         */
        post: operations["checkSecurityPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-set-security-pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or change the player's security PIN (MPIN), confirmed with the password. */
        post: operations["setSecurityPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session (revoked on the server) and clear the cookie. */
        post: operations["logoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out everywhere - end every session of the player, this one included, and clear the cookie. */
        post: operations["logoutAllSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session of the player is revoked. */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a player who forgot their password does - ask support, who give them a temporary one.
         * @description No password is reset here (`status` false, `CONTACT_SUPPORT`: this server sends no one-time codes, so an app
         *     that expects to go on to one is told what to do instead). The same answer for every mobile number, whether it
         *     has an account or not, and nothing is stored: support
         *     check that the caller is the player (from the registered number) before an operator sets a temporary password
         *     (`POST /admin/players/{user_id}/password`). `contact_details` are the support contacts of
         *     `/api-get-contact-details`; an empty one is not set.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's profile (also used by the enquiry screen). */
        post: operations["getProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-profile-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the player's display name. The username (`email`) and mobile are read-only. */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-user-payment-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's saved bank details (an empty list when none are saved) and UPI numbers. */
        post: operations["getPaymentDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-add-user-bank-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save or replace the player's bank details. */
        post: operations["saveBankDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-add-user-upi-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save, replace or remove the player's number on one UPI app (PayTM, Google Pay or PhonePe).
         * @description `upi_type` names the app (1 PayTM, 2 Google Pay, 3 PhonePe) and its field holds the 10-digit number the player
         *     is paid on there ('' removes it); the other apps' numbers are kept. Their fields may be sent too (the family's
         *     apps send them empty), '' or 10 digits, and change nothing.
         *     A withdrawal by a payment method that pays to that app is paid to this number.
         */
        post: operations["saveUpiDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-admin-bank-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to pay a deposit (payee, UPI id, QR image) and the deposit limits. */
        post: operations["getAdminBankDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/qr-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator's payment QR image. */
        get: operations["getQrImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-fund-request-add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for points after paying the operator; pending until an operator approves it.
         * @description Sent as a multipart form with the receipt image. As JSON with the transaction id (UTR) and no image only when
         *     the operator's setting `fund_request_without_receipt` is on; otherwise that is refused with RECEIPT_REQUIRED.
         */
        post: operations["addFundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-fund-payment-slip-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for points with the payment slip (receipt image) and the amount; the transaction id is optional.
         * @description The API family's deposit form: a fund request with the receipt image as `payment_slip`. Read, checked, limited
         *     and stored exactly like `/api-fund-request-add` (same image checks and re-encoding, amount range, pending cap,
         *     rate limit, protection limits, `Idempotency-Key`). Without `request_number` the operator checks the slip alone.
         */
        post: operations["uploadPaymentSlip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-fund-request-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The player's fund requests, newest first (Fund History and Transaction History screens).
         * @description The newest 200; with `before` (a `request_id`), the 200 older than that one. `more` says there are older ones:
         *     ask again with the last `request_id` listed.
         */
        post: operations["getFundRequestHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fund request's receipt image, for its owner and for operators. */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-wallet-transaction-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The passbook, from the ledger - ALL, IN and OUT lists, newest first, each of at most 200 entries.
         * @description Each list holds its newest 200 entries; with `before` (a `transaction_id`), its 200 entries older than that
         *     one. `more` says which lists hold older entries still: ask again with the last `transaction_id` of that list.
         */
        post: operations["getPassbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-wallet-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's wallet balance. */
        post: operations["getWalletBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-payment-method-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment methods a withdrawal can be paid by. */
        post: operations["getPaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-withdraw-fund-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to withdraw points; the amount is held at once until an operator pays or returns it.
         * @description At most 3 of a player's withdrawals wait at once (`TOO_MANY_PENDING`), and a player may ask 20 times an hour
         *     (then 429 with `Retry-After`); a retry with the same `Idempotency-Key` gets its first answer either way.
         */
        post: operations["requestWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user-withdraw-transaction-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw window, minimum, bank-details flag and the player's withdrawal requests.
         * @description `withdrawdata` holds the newest 200 requests; with `before` (a `request_id`), the 200 older than that one.
         *     `more` says there are older ones: ask again with the last `request_id` listed.
         */
        post: operations["getWithdrawInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-dashboard-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every daily market with its times, phase message and results, plus the operator's number. */
        post: operations["getDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-check-game-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A market's current phase and times by the server clock. */
        post: operations["getGameStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-check-games-active-inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a market takes bids now (the API family's form of the game status).
         * @description The same answer as `/api-check-game-status`, with `status` saying whether the market takes bids now (true) or
         *     not (false: the day is closed, a holiday, or past the cut-off), and the market as the one row of `result`.
         */
        post: operations["getGameActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-current-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The market day a bid placed now would be for; without a market, today's date.
         * @description With `game_id`: the market day a bid placed now is for, and the market's status (a Starline slot's `game_id`
         *     answers what `/api-check-starline-game-status` does). Without it: today's date by the server clock in IST
         *     (`msg` "Today"), with no market status.
         */
        post: operations["getBidDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-submit-bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place a slip of bids on a daily market; all entries are accepted or none. */
        post: operations["submitBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-bid-history-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's daily-market bids between two dates (inclusive, IST). */
        post: operations["getBidHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-wining-history-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's winning daily-market bids between two dates (date_from/date_to or bid_from/bid_to). */
        post: operations["getWinningHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-game-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Daily-market win rates (a winning bid of p points pays p * val_2 / val_1). */
        post: operations["getGameRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-game-chart-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A market's declared results by day (jodi and panel chart). */
        post: operations["getMarketChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-top-winner-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The biggest wins between two dates (default today), names masked. */
        post: operations["getTopWinners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-starline-game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Today's Starline slots with their phase message and result. */
        post: operations["getStarlineSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-check-starline-game-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Starline slot's status and the date a bid placed now would be for. */
        post: operations["getStarlineStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-check-starline-games-active-inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a Starline slot takes bids now (the API family's form of the slot's status).
         * @description The same answer as `/api-check-starline-game-status`, with `status` saying whether the slot takes bids now
         *     (true) or not (false: past its draw time, a holiday, or its result declared), the server clock, and the slot
         *     as the one row of `result`; the slot's draw time is both its `open_time` and `close_time`.
         */
        post: operations["getStarlineActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-starline-submit-bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place a slip of bids on a Starline slot (session `open`); all entries are accepted or none. */
        post: operations["submitStarlineBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-starline-bid-history-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's Starline bids between two dates (inclusive, IST). */
        post: operations["getStarlineBidHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-starline-wining-history-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's winning Starline bids between two dates. */
        post: operations["getStarlineWinningHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-starline-game-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starline win rates. */
        post: operations["getStarlineRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-starline-chart-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starline results by date and slot (panna above its ank). */
        post: operations["getStarlineChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator announcements and the player's own events, newest first.
         * @description The newest 100; with `before` (a `notification_id`), the 100 older than that one. `more` says there are older
         *     ones: ask again with the last `notification_id` listed.
         */
        post: operations["getNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-submit-contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an enquiry to the operators. Name, mobile and username are taken from the account. */
        post: operations["submitEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-contact-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Support contacts (operator number, WhatsApp and Telegram links). */
        post: operations["getContactDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-app-version-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The Android app's download link and version. */
        post: operations["getAppVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Player enquiries, newest first, a page at a time. */
        get: operations["listEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fund-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fund requests, newest first, optionally only those of one status. */
        get: operations["listFundRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fund-requests/{request_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending fund request; its amount is credited once. */
        post: operations["approveFundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fund-requests/{request_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending fund request with a reason the player sees. */
        post: operations["rejectFundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal requests with the bank details they are to be paid to, newest first or the pending queue first. */
        get: operations["listWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawals/{withdrawal_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a pending withdrawal as paid (the held amount leaves for good). */
        post: operations["approveWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawals/{withdrawal_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending withdrawal; the held amount returns to the wallet once. */
        post: operations["rejectWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{user_id}/wallet-adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add (positive) or take (negative) whole points from a wallet, with a reason (for the operators) and an optional note to the player. */
        post: operations["adjustWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{user_id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's ledger entries and balance, newest first. */
        get: operations["getUserLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator settings (payment details, contacts, limits, withdraw window, payment methods). */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change some settings; the answer is the whole new settings document. */
        patch: operations["updateSettings"];
        trace?: never;
    };
    "/admin/settings/qr-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the payment QR image (PNG, JPEG or WebP; re-encoded by the server). */
        put: operations["uploadQrImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every operator action (who, what, when), newest first; filter by operator, action and date range. */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily markets and Starline slots with their schedules. */
        get: operations["listMarkets"];
        put?: never;
        /** Add a daily market or a Starline slot. */
        post: operations["createMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a market's name, times, weekdays, order or whether it is active.
         * @description A change never undoes what a day in progress (yesterday's past midnight, or today's, not settled or cancelled)
         *     has told players: moving a cut-off that has passed to a later time (bids would be taken again; once the open result
         *     is out, open bids stay closed and the open time may move), making a day the market did not run a market day by its weekdays between
         *     its open and close cut-offs, by the old times or the new (both 409 `DAY_IN_PROGRESS`; a market made active
         *     again starts as a new market would), or taking a day that takes bids and has unsettled ones out of service by
         *     its weekdays or `active` (409 `DAY_HAS_BIDS`: declare its results or cancel it first). A cut-off still ahead
         *     may move either way; moving it to now closes that session early.
         */
        patch: operations["updateMarket"];
        trace?: never;
    };
    "/admin/markets/{market_id}/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The market's holidays from today (IST) on, earliest first. */
        get: operations["listHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/holidays/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a date as a holiday of the market (no betting that day). */
        put: operations["addHoliday"];
        post?: never;
        /**
         * Remove a holiday of the market.
         * @description A holiday of a day whose open bids have closed by now (and whose close bids have not) stays (409
         *     `DAY_IN_PROGRESS`): removing it would switch players to a day with no open session.
         */
        delete: operations["removeHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One market day - its results, status and bids by outcome. */
        get: operations["getMarketDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare the open or close panna of a market day (Starline - session open); settles its bids once. */
        post: operations["declareResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct a declared panna - paid wins are reversed, then the day is settled again. */
        post: operations["correctResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a market day - every stake is refunded once and any paid win is reversed.
         * @description A cancellation cannot be taken back. A day whose open bids are still ahead and that has no bids is refused
         *     (409 `NOTHING_TO_CANCEL`): a holiday keeps bids off it and can be removed again. With `bids_seen` and
         *     `settle_version` (what the operator's confirmation showed), a day that took bids or was settled again since is
         *     refused (409 `EDIT_CONFLICT`), so what is cancelled is what was confirmed.
         */
        post: operations["cancelMarketDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}/exposure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending stakes and potential payout per number of a market day, biggest payout first. */
        get: operations["getExposure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements and messages sent by operators (to all or to one player), newest first. */
        get: operations["listAnnouncements"];
        put?: never;
        /** Post an announcement every player (or, with `user_id`, one player) sees in Notifications. */
        post: operations["postAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One market day at a glance - stakes, payouts and house result per market, pending money, new players, 30 days. */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players, newest first; search by mobile, name or username; filter by status. */
        get: operations["listPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/players/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One player - profile, balance, status flags, bank details and counts. */
        get: operations["getPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/players/{user_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Block or allow betting and withdrawals, suspend or reactivate the account (suspension ends every session).
         * @description Only the flags sent are set. Setting a flag to the value it already has changes nothing and says so
         *     (`changed` lists what this call changed), so two operators doing the same thing at once have one effect.
         */
        patch: operations["updatePlayerStatus"];
        trace?: never;
    };
    "/admin/players/{user_id}/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the player on every device. */
        post: operations["logoutPlayerEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/players/{user_id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a player who forgot their password a temporary one (audited); every session of theirs ends.
         * @description For a player who asked support for help (`/api-forgot-password` tells them to). The operator checks it is the
         *     player, sets a temporary password of 8 or more characters and tells it to them; the player's next login says
         *     `password_change_required`, and the app keeps them on Change Password until they choose their own. Every
         *     session of the player ends, and the player finds a notice of the reset in Notifications.
         */
        post: operations["resetPlayerPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator accounts, with their state and live sessions (`you` marks the caller's own). */
        get: operations["listOperators"];
        put?: never;
        /** Add an operator account (audited); it logs in to the console with this mobile and password. */
        post: operations["addOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/operators/{user_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Suspend or reactivate another operator's account (suspension ends every session at once); audited.
         * @description No operator suspends their own account, and an operator suspended meanwhile by another changes nothing
         *     (403), so two operators suspending each other at once leave one of them active. Setting the state the
         *     account already has changes nothing and says so (`UNCHANGED`).
         */
        patch: operations["updateOperatorStatus"];
        trace?: never;
    };
    "/admin/operators/{user_id}/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of an operator account on every device (a lost laptop, a leaked password); audited. */
        post: operations["logoutOperatorEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bids, newest first, filtered by player, market, market day range, bid type or status. */
        get: operations["listBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The declared, pending and cancelled days of a market or Starline slot, newest first, up to today (IST) unless a later `to` is given. */
        get: operations["listResultHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}/result-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What declaring this panna would pay (winners, total, per bid type); changes nothing. */
        get: operations["previewResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/markets/{market_id}/days/{date}/correction-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What correcting a declared panna would do - the wins it reverses and what it pays instead; changes nothing. */
        get: operations["previewCorrection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bids and winnings per market day, market and bid type over a date range. */
        get: operations["getBidReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-player sell report - each player's bids, stakes and winnings over a date range, biggest stakes first. */
        get: operations["getSellReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/exports/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every row of a console table as CSV (the same filters as its list; not paged).
         * @description Cells that start with `=`, `+`, `-` or `@` are prefixed with a single quote so that spreadsheets do not run
         *     them as formulas. `ledger` needs `user_id`; `results` needs `market_id`. A filter the table's list does not
         *     take is refused (422), as the list refuses it. The header holds the list's row fields in the contract's order,
         *     with rows or without. One file holds at most 200,000 rows: a larger export is refused (422, its row count in
         *     the message), and narrower filters make it fit.
         */
        get: operations["exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-get-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's limits (with what is used and pending raises), break or exclusion, reality check and history. */
        post: operations["getProtection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-set-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set, lower, raise or remove a deposit or loss limit.
         * @description Setting a first limit or lowering one takes effect at once. Raising or removing one takes effect 24 hours
         *     later (cooling-off); until then the lower limit stays in force and the reply says when the change applies.
         *     Lowering again, or setting the limit in force, cancels a pending raise. `amount` is whole points; `null`
         *     removes the limit.
         */
        post: operations["setLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-take-break": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a break (24 hours, 7 days or 30 days) from betting and deposits.
         * @description During a break the player cannot bet or deposit; withdrawals and histories still work. A break cannot be
         *     ended early by the player or by an operator; a second, shorter one does not shorten it.
         */
        post: operations["takeBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-self-exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exclude oneself from betting and deposits for 6 months, 1 year or permanently.
         * @description Needs `confirm: true`. The exclusion cannot be lifted early by the player or by an operator; withdrawals and
         *     histories still work, and the mobile number cannot register a new account until it ends.
         */
        post: operations["selfExclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Time played and net result of this login session, and when the next reality check is due.
         * @description The app polls this. `checks_due` counts the whole intervals played since the session began; the app shows
         *     the notice each time it grows. With the reality check off (`interval_minutes` 0) it stays 0.
         */
        post: operations["getRealityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-set-reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the reality-check interval (30 or 60 minutes, or 0 for off). */
        post: operations["setRealityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{user_id}/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's limits, breaks, exclusions, reality check and their history (read-only). */
        get: operations["getPlayerProtection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{user_id}/protection/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a stricter limit on a player than the one in force (audited); it applies at once.
         * @description An operator can only tighten: the amount must be below the limit in force (or there must be none). The
         *     player's own changes never take the limit above it; it is recorded in the player's history and the audit log.
         */
        post: operations["setStricterLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/protection/at-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players who have used all of a limit in its current period, and players on a break or excluded.
         * @description Both lists are paged alike: each holds at most `limit` rows from `offset`, and `at_limits_total` and
         *     `blocked_total` say how many there are in all.
         */
        get: operations["listPlayersAtLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The client's application key; when sent it must equal the server's configured key or the key of a configured
         *     client profile (an installed app of the API family). A profile's requests are read leniently: unknown fields
         *     are ignored, `unique_token` is the session credential, numeric strings, upper-case sessions and M/D/YYYY or
         *     D-M-YYYY dates are accepted where unambiguous, and replies carry the fields those apps read.
         */
        AppKey: string;
        /** @description The player's id as a string (may be empty). When given it must be the session's own id. */
        UserIdField: string;
        Id: string;
        Mobile: string;
        /**
         * Format: date
         * @description A calendar date in India Standard Time, YYYY-MM-DD.
         */
        IsoDate: string;
        /** Format: date-time */
        Timestamp: string;
        /** @description Points, with at most two decimals (wins may carry fractions of a point). */
        Points: number;
        /**
         * @description Stable machine-readable outcome: `OK` on success; every code the server sends is listed here, and no other
         *     is sent. Errors with an HTTP status: VALIDATION_FAILED (422),
         *     UNAUTHENTICATED (401), FORBIDDEN (403), NOT_FOUND (404), conflicts (409), RATE_LIMITED (429), INTERNAL (500)
         *     and the like; OUTCOME_UNKNOWN (503) when the database connection was lost, or the database too busy to go on,
         *     while a request that changes something was under way, so that it may or may not have been done (send it again
         *     with the same Idempotency-Key, or read the history first); UNAVAILABLE (503) for a read that met either. Business outcomes answered with 200 and `status: false`: INSUFFICIENT_BALANCE, BETTING_CLOSED,
         *     WITHDRAW_CLOSED, DUPLICATE_TRANSACTION and the others each operation names.
         * @enum {string}
         */
        Code: "ACCOUNT_BLOCKED" | "ALREADY_DECIDED" | "ALREADY_DECLARED" | "AMOUNT_OUT_OF_RANGE" | "APP_KEY_INVALID" | "BAD_REQUEST" | "BAD_URL" | "BANK_DETAILS_MISSING" | "UPI_DETAILS_MISSING" | "BETTING_BLOCKED" | "BETTING_CLOSED" | "BETTING_STILL_OPEN" | "BID_AMOUNT_OUT_OF_RANGE" | "BID_DATE_CHANGED" | "CONTACT_SUPPORT" | "CONTRACT_VIOLATION" | "CROSS_SITE_REQUEST" | "DAY_CANCELLED" | "DAY_HAS_BIDS" | "DATE_OF_BIRTH_REQUIRED" | "DAY_IN_PROGRESS" | "DEPOSIT_LIMIT_REACHED" | "DUPLICATE_TRANSACTION" | "EDIT_CONFLICT" | "FORBIDDEN" | "HALF_SANGAM_FORM_UNKNOWN" | "HOST_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "INSUFFICIENT_BALANCE" | "INTERNAL" | "INVALID_BID_TYPE" | "INVALID_CREDENTIALS" | "INVALID_DIGITS" | "INVALID_PANNA" | "INVALID_PAYMENT_METHOD" | "INVALID_SESSION" | "LIMIT_PENDING" | "LOSS_LIMIT_REACHED" | "MAINTENANCE" | "MOBILE_EXCLUDED" | "MOBILE_NOT_REGISTERED" | "MOBILE_REGISTERED" | "MOBILE_TAKEN" | "NOT_A_MARKET_DAY" | "NOT_DECLARED" | "NOT_FOUND" | "NOT_IMPLEMENTED" | "NOT_SESSION_PLAYER" | "NOT_STRICTER" | "NOTHING_TO_CANCEL" | "OK" | "ON_BREAK" | "OPEN_NOT_DECLARED" | "OUTCOME_UNKNOWN" | "PIN_NOT_SET" | "PASSWORD_CHANGE_REQUIRED" | "PAYLOAD_TOO_LARGE" | "PLAYER_ON_HOLD" | "RATE_LIMITED" | "READ_ONLY_FIELD" | "RECEIPT_REQUIRED" | "SAME_RESULT" | "SELF_EXCLUDED" | "TOO_MANY_PENDING" | "TOO_MANY_STREAMS" | "UNAUTHENTICATED" | "UNAVAILABLE" | "UNCHANGED" | "UNDERAGE" | "UNKNOWN_GAME" | "UNSUPPORTED_MEDIA_TYPE" | "USERNAME_TAKEN" | "VALIDATION_FAILED" | "WALLET_IN_DEBT" | "WITHDRAWALS_BLOCKED" | "WITHDRAW_CLOSED" | "WRONG_PASSWORD" | "WRONG_PIN";
        Error: {
            /** @constant */
            status: false;
            code: components["schemas"]["Code"];
            /** @description A sentence a player or operator can read. */
            msg: string;
            /** @description Per-field problems of a 422. */
            errors?: {
                field: string;
                message: string;
            }[];
            /** @description Seconds to wait (429 only). */
            retry_after?: number;
            request_id?: string;
        };
        Outcome: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
        };
        Health: {
            /** @constant */
            status: "ok";
            /** @enum {string} */
            database: "sqlite" | "postgres";
            version: string;
            /** @description Present and true in demo mode (DEMO_DATA=1) when results are drawn automatically at each result time. */
            demo_results?: boolean;
        };
        AppRequest: {
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        ForgotPasswordRequest: {
            /** @description The family's apps send the number typed; the answer does not depend on it. */
            mobile?: components["schemas"]["Mobile"];
            app_key?: components["schemas"]["AppKey"];
        };
        UserRequest: {
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        /** @description A player's list, newest first; with `before`, the page of items older than that one. */
        PageRequest: {
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
            /** @description Items older than this one (the last id listed: a `transaction_id`, `request_id` or `notification_id`); without it, the newest. */
            before?: components["schemas"]["Id"];
        };
        GameRequest: {
            game_id: components["schemas"]["Id"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        DateRangeRequest: {
            date_from?: components["schemas"]["IsoDate"];
            date_to?: components["schemas"]["IsoDate"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        ChartRequest: {
            game_id: components["schemas"]["Id"];
            date_from?: components["schemas"]["IsoDate"];
            date_to?: components["schemas"]["IsoDate"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        BidRangeRequest: {
            bid_from: components["schemas"]["IsoDate"];
            bid_to: components["schemas"]["IsoDate"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        /** @description Either date_from/date_to or bid_from/bid_to (the top-winner screen's names). */
        WinRangeRequest: {
            date_from?: components["schemas"]["IsoDate"];
            date_to?: components["schemas"]["IsoDate"];
            bid_from?: components["schemas"]["IsoDate"];
            bid_to?: components["schemas"]["IsoDate"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        TopWinnersRequest: {
            bid_from?: components["schemas"]["IsoDate"];
            bid_to?: components["schemas"]["IsoDate"];
            /** @description Starline wins instead of daily-market wins. */
            starline?: boolean;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        /**
         * @description 4 to 50 characters, no leading or trailing spaces, a letter or digit, and no control or format characters
         *     (direction marks and overrides, zero-width spaces, tags) nor blank fillers (Hangul fillers, the Braille blank),
         *     which would hide or reverse a name in the console, exports and Top Winners. The joiners Indian scripts use
         *     (U+200C, U+200D) are kept.
         */
        PersonName: string;
        Username: string;
        /** @description At least 8 characters for a new password (older, shorter passwords still log in). */
        NewPassword: string;
        RegistrationRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Username"];
            mobile: components["schemas"]["Mobile"];
            password: components["schemas"]["NewPassword"];
            /** @description When sent it must equal `password` ('Password Do Not Match'). */
            confirm_password?: string;
            /**
             * Format: date
             * @description The player's date of birth, YYYY-MM-DD; the player must be 18 or older.
             */
            date_of_birth: string;
            /** @description Sent by clients of the API family (some send a fixed key of their own); not used. A PIN is set with /api-set-security-pin. */
            security_pin?: string;
            app_key?: components["schemas"]["AppKey"];
        };
        RegistrationReply: {
            /**
             * @description 1/0; a client profile with the boolean status style gets true/false.
             * @enum {integer|boolean}
             */
            status: 0 | 1 | true | false;
            code: components["schemas"]["Code"];
            msg: string;
            user_id?: components["schemas"]["Id"];
            /** @description Registered (status 1): the new session's bearer token, as login gives it. */
            token?: string;
            expires_at?: components["schemas"]["Timestamp"];
        };
        LoginRequest: {
            mobile: components["schemas"]["Mobile"];
            password: string;
            app_key?: components["schemas"]["AppKey"];
        };
        CheckMobileRequest: {
            mobile: components["schemas"]["Mobile"];
            app_key?: components["schemas"]["AppKey"];
        };
        CheckMobileReply: {
            /** @description true when the mobile is NOT registered (the family's convention). */
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            /** @description Registered mobiles: the one-time token for /api-check-security-pin. */
            unique_token?: string;
        };
        SecurityPin: string;
        CheckSecurityPinRequest: {
            security_pin: components["schemas"]["SecurityPin"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        CheckSecurityPinReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            user_id?: components["schemas"]["Id"];
            user_name?: string;
            /** @description MPIN login: the session token (the same as the one-time token sent). */
            token?: string;
            unique_token?: string;
        };
        SetSecurityPinRequest: {
            security_pin: components["schemas"]["SecurityPin"];
            password: string;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        LoginReply: {
            /**
             * @description 1/0; a client profile with the boolean status style gets true/false.
             * @enum {integer|boolean}
             */
            status: 0 | 1 | true | false;
            code: components["schemas"]["Code"];
            msg: string;
            user_id?: components["schemas"]["Id"];
            user_name?: string;
            /** @enum {string} */
            role?: "player" | "operator";
            /** @description Bearer token for non-browser clients. */
            token?: string;
            expires_at?: components["schemas"]["Timestamp"];
            /** @description True when the password is shorter than today's minimum (8), or was chosen by another operator (an operator added by another: operator calls answer 403 PASSWORD_CHANGE_REQUIRED until it is changed); change it with /api-change-password. */
            password_change_required?: boolean;
            /** @description Client profiles only: the same credential as `token`, sent back in bodies. */
            unique_token?: string;
            /** @description Client profiles only: the player's mobile. */
            mobile?: string;
            /** @description Client profiles only: the operator's contact number. */
            mobile_no?: string;
        };
        ChangePasswordRequest: {
            old_password: string;
            new_password: components["schemas"]["NewPassword"];
            confirm_password: string;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        Profile: {
            user_id: components["schemas"]["Id"];
            /** @description The player's name. */
            user_name: string;
            /** @description The username (the API family keeps it in `email`). */
            email: string;
            mobile: string;
            wallet_balance: components["schemas"]["Points"];
            /** @description The player's latest enquiry text, or empty. */
            enquiry: string;
        };
        ProfileReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            profile: components["schemas"]["Profile"][];
        };
        ProfileUpdateRequest: {
            user_name: components["schemas"]["PersonName"];
            /** @description Read-only; when sent it must equal the current username. */
            email?: string;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        BankDetails: {
            ac_holder_name: components["schemas"]["PersonName"];
            ac_number: string;
            ifsc_code: string;
            /** @description Visible characters only (no direction overrides, zero-width spaces or blank fillers), as a name. */
            bank_name: string;
            /** @description Visible characters only, as the bank's name. */
            branch_address: string;
        };
        BankDetailsRequest: {
            ac_holder_name: components["schemas"]["PersonName"];
            ac_number: components["schemas"]["BankDetails"]["ac_number"];
            ifsc_code: components["schemas"]["BankDetails"]["ifsc_code"];
            bank_name: components["schemas"]["BankDetails"]["bank_name"];
            branch_address: components["schemas"]["BankDetails"]["branch_address"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        PaymentDetailsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            payment_details: components["schemas"]["BankDetails"][];
            upi_details: components["schemas"]["UpiDetails"];
        };
        UpiNumber: string;
        /** @description The player's number on each UPI app ('' where none is saved). */
        UpiDetails: {
            paytm_number: components["schemas"]["UpiNumber"];
            google_pay_number: components["schemas"]["UpiNumber"];
            phone_pay_number: components["schemas"]["UpiNumber"];
        };
        UpiDetailsRequest: {
            /**
             * @description 1 PayTM, 2 Google Pay, 3 PhonePe.
             * @enum {integer}
             */
            upi_type: 1 | 2 | 3;
            paytm_no?: components["schemas"]["UpiNumber"];
            google_pay_no?: components["schemas"]["UpiNumber"];
            phon_pay_no?: components["schemas"]["UpiNumber"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        UpiDetailsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            upi_details: components["schemas"]["UpiDetails"];
        };
        /**
         * @description Where a withdrawal by the method is paid, the player's bank account or their number on a UPI app.
         * @enum {string}
         */
        PaysTo: "bank" | "paytm" | "google_pay" | "phonepe";
        AdminBankDetailsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            bank_details: {
                /** @description Payee name. */
                ac_holder_name: string;
                upi_payment_id: string;
                /** @description Path of the QR image (empty when none is set). */
                qr_image: string;
            }[];
            min_deposit: number;
            max_deposit: number;
        };
        FundRequestForm: {
            request_amount: string;
            request_description: string;
            request_number: string;
            /** @description The client's date (yyyy/mm/dd); the server records its own time. */
            insert_date?: string;
            user_id?: components["schemas"]["UserIdField"];
            app_key?: components["schemas"]["AppKey"];
            /** @description PNG, JPEG or WebP image, at most 5 MB. */
            fund_payment_receipt: Blob;
        };
        FundRequestJson: {
            request_amount: string;
            request_number: string;
            request_description?: string;
            /** @description The client's date (yyyy/mm/dd); the server records its own time. */
            insert_date?: string;
            user_id?: components["schemas"]["UserIdField"];
            app_key?: components["schemas"]["AppKey"];
        };
        PaymentSlipForm: {
            request_amount: string;
            request_number?: string;
            request_description?: string;
            user_id?: components["schemas"]["UserIdField"];
            app_key?: components["schemas"]["AppKey"];
            /** @description PNG, JPEG or WebP image, at most 5 MB. */
            payment_slip: Blob;
        };
        FundRequestReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            request_id?: components["schemas"]["Id"];
        };
        /** @enum {string} */
        RequestStatus: "pending" | "approved" | "rejected";
        FundHistoryReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            /** @description There are requests older than the last one listed. */
            more: boolean;
            fund_data: {
                request_id: components["schemas"]["Id"];
                request_amount: number;
                /** @description The player's payment transaction id. */
                request_number: string;
                request_description: string;
                request_status: components["schemas"]["RequestStatus"];
                /** @description The operator's reason when rejected. */
                remark: string;
                insert_date: components["schemas"]["Timestamp"];
                user_name: string;
                mobile: string;
                receiver_upi_id: string;
                receipt_url: string;
            }[];
        };
        PassbookEntry: {
            transaction_id: components["schemas"]["Id"];
            amount: components["schemas"]["Points"];
            /** @description What the entry refers to: FR-<fund request>, WD-<withdrawal>, BID-<bid>, ADJ-<adjustment>. */
            tx_request_number: string;
            /** @description The entry in words (Deposit approved, Bid placed, Win ...). */
            amount_status: string;
            /**
             * @description What the entry was for, in the player's words: the bids of a slip or the bids a result paid ("Bid: KALYAN Single Digit 3 (Open)", "Win: KALYAN Jodi 47"), an entry with its note to the player ("Adjustment by operator: Welcome bonus"), else the same as amount_status. Sent in the player's passbook.
             * @example Bid: KALYAN Single Digit 3 (Open)
             */
            description?: string;
            /** @description The bids that `description` names, as data (so a client can word them in its own language): per market, bid type and session, the numbers in the order the player chose them. Sent in the player's passbook for stakes, refunds and wins; absent for other entries. */
            bid_groups?: components["schemas"]["PassbookBidGroup"][];
            /**
             * @description What the entry says to its player, as an operator wrote it: an adjustment's note to the player. Absent when none was written (the reason an operator gives stays with the operators).
             * @example Welcome bonus
             */
            player_note?: string;
            /** @enum {string} */
            entry_type: "deposit" | "withdrawal_hold" | "withdrawal_return" | "bid_stake" | "win" | "win_reversal" | "refund" | "adjustment";
            /** @enum {string} */
            direction: "in" | "out";
            balance_after: components["schemas"]["Points"];
            insert_date: components["schemas"]["Timestamp"];
            /**
             * @description Client profiles only: '1' credit, '2' debit.
             * @enum {string}
             */
            transaction_type?: "1" | "2";
            /** @description Client profiles only: the entry in words (as amount_status), with its note to the player if it has one ("Adjustment by operator: Welcome bonus"). */
            transaction_note?: string;
        };
        PassbookBidGroup: {
            game_name: string;
            bid_type: components["schemas"]["BidType"];
            /**
             * @description Empty where the session is not part of the bid's name (Jodi and the Sangams).
             * @enum {string}
             */
            session: "" | "open" | "close";
            /** @description Each bid's numbers: digits, or 'patti-ank' / 'ank-patti' / 'patti-patti' for the Sangams. */
            numbers: string[];
        };
        PassbookReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            wallet_balance: components["schemas"]["Points"];
            /** @description The newest 200 entries (or 200 older than `before`), newest first. */
            transaction_history: components["schemas"]["PassbookEntry"][];
            /** @description The newest 200 (or 200 older than `before`) that added points (deposits, wins, refunds ...), newest first. */
            in_history: components["schemas"]["PassbookEntry"][];
            /** @description The newest 200 (or 200 older than `before`) that took points (stakes, withdrawals ...), newest first. */
            out_history: components["schemas"]["PassbookEntry"][];
            /** @description Which lists hold entries older than their last one. */
            more: {
                transaction_history: boolean;
                in_history: boolean;
                out_history: boolean;
            };
        };
        PaymentMethodsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            result: {
                name: string;
                /** @description 1 marks the default method. */
                type: number;
                pays_to: components["schemas"]["PaysTo"];
                /** @description Where this player's money would go: the saved account number or UPI number ('' when not saved yet). */
                value: string;
            }[];
        };
        WalletBalanceReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            /** @description The balance in points as text (as the family's apps read it). */
            wallet_amt: string;
            wallet_balance: components["schemas"]["Points"];
        };
        WithdrawRequest: {
            /** @description Points with at most two decimals, so a win's fraction of a point can be withdrawn with the rest. */
            request_amount: number;
            payment_method: string;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        WithdrawReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            result?: {
                request_number: string;
                request_amount: components["schemas"]["Points"];
                wallet_balance: components["schemas"]["Points"];
            };
        };
        WithdrawInfoReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            withdraw_open_time: string;
            withdraw_close_time: string;
            /** @description The weekdays withdrawals are closed all day (0 Sunday ... 6 Saturday, IST), in order. */
            withdraw_closed_weekdays: number[];
            withdraw_is_open: boolean;
            /** @description Why withdrawals are closed now, beside the hours: a closed weekday or date, or the operator's maintenance notice (empty when open, and outside the hours, which the hours already say). */
            closed_reason: string;
            min_withdraw: number;
            has_bank_details: boolean;
            withdrawdata: {
                request_id: components["schemas"]["Id"];
                request_amount: components["schemas"]["Points"];
                request_number: string;
                request_status: components["schemas"]["RequestStatus"];
                remark: string;
                insert_date: components["schemas"]["Timestamp"];
            }[];
            /** @description There are requests older than the last one listed. */
            more: boolean;
        };
        /**
         * @description '1' all bids open, '2' only Close-session single bids (or nothing when msg_status is 2).
         * @enum {string}
         */
        GameStatus: "1" | "2";
        Game: {
            game_id: components["schemas"]["Id"];
            game_name: string;
            /** @description Open bid end, IST, hh:mm AM. */
            open_time: string;
            /** @description Close bid end, IST. */
            close_time: string;
            open_result_time: string;
            close_result_time: string;
            msg: string;
            /** @enum {integer} */
            msg_status: 1 | 2;
            game_status: components["schemas"]["GameStatus"];
            /** @description 'PPP-A' once the open panna is declared, else empty. */
            open_result: string;
            /** @description 'A-PPP' once the close panna is declared, else empty. */
            close_result: string;
            /** @description Client profiles only: the market's chart page. */
            web_chart_url?: string;
        };
        /** @description Client profiles only - the calling device as the family's apps read it. */
        DeviceRow: {
            id: string;
            user_id: string;
            device_id: string;
            /** @enum {string} */
            logout_status: "0" | "1";
            /**
             * @description '1' when the player has set a security PIN.
             * @enum {string}
             */
            security_pin_status: "0" | "1";
        };
        DashboardReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            result: components["schemas"]["Game"][];
            /** @description The operator's contact number. */
            mobile_no: string;
            /**
             * @description While the operator has maintenance on, what players are told (bids, deposits and withdrawals are refused
             *     with it, `MAINTENANCE`); empty otherwise.
             */
            maintenance_message: string;
            /** @description Client profiles only (logged in): the wallet balance in points. */
            wallet_amt?: string;
            user_name?: string;
            mobile?: string;
            /**
             * @description Client profiles only: '1' when the player may bid.
             * @enum {string}
             */
            betting_status?: "0" | "1";
            /**
             * @description Client profiles only: '1' when the account is active.
             * @enum {string}
             */
            account_block_status?: "0" | "1";
            /**
             * @description Client profiles only: 1 inside the withdraw window.
             * @enum {integer}
             */
            withdraw_status?: 0 | 1;
            /**
             * @description Transfers between players are not offered.
             * @enum {string}
             */
            transfer_point_status?: "0";
            /** @description Client profiles only: the operator's app version. */
            user_current_version?: string;
            user_minimum_version?: string;
            app_link?: string;
            telegram_no?: string;
            min_bid_amount?: string;
            max_bid_amount?: string;
            device_result?: components["schemas"]["DeviceRow"][];
        };
        GameStatusReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            game_status: components["schemas"]["GameStatus"];
            /** @enum {integer} */
            msg_status: 1 | 2;
            date: components["schemas"]["IsoDate"];
            /** @description The same date as DD/MM/YYYY. */
            new_date: string;
            /** @description The server clock, ISO 8601 with the +05:30 offset. */
            current_time: string;
            open_time: string;
            close_time: string;
            /** @description Client profiles only: the operator's minimum points per bid. */
            min_bid_amount?: string;
            /** @description Client profiles only: the operator's maximum points per bid. */
            max_bid_amount?: string;
        };
        BidDateRequest: {
            game_id?: components["schemas"]["Id"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        GameActiveReply: {
            /** @description True while the market takes bids. */
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            game_status: components["schemas"]["GameStatus"];
            /** @enum {integer} */
            msg_status: 1 | 2;
            date: components["schemas"]["IsoDate"];
            /** @description The same date as DD/MM/YYYY. */
            new_date: string;
            /** @description The server clock, ISO 8601 with the +05:30 offset. */
            current_time: string;
            open_time: string;
            close_time: string;
            /** @description Client profiles only: the operator's minimum points per bid. */
            min_bid_amount?: string;
            /** @description Client profiles only: the operator's maximum points per bid. */
            max_bid_amount?: string;
            /** @description The market, as the family's apps read it. */
            result: {
                game_id: components["schemas"]["Id"];
                open_time: string;
                close_time: string;
                msg: string;
                game_status: components["schemas"]["GameStatus"];
                /** @description True while the market takes bids. */
                status: boolean;
            }[];
        };
        BidDateReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            date: components["schemas"]["IsoDate"];
            /** @description The same date as DD/MM/YYYY. */
            new_date: string;
            /** @description With a market only. */
            game_status?: components["schemas"]["GameStatus"];
            /** @description Client profiles only: the operator's minimum points per bid. */
            min_bid_amount?: string;
            /** @description Client profiles only: the operator's maximum points per bid. */
            max_bid_amount?: string;
            /**
             * @description With a market only: 1 while some bid is taken, 2 when nothing is (closed day, holiday, after the cut-off).
             * @enum {integer}
             */
            msg_status?: 1 | 2;
        };
        BidEntry: {
            points: number;
            /** @description The digit, jodi or panna. Half Sangam - the ank (close ank for Open, open ank for Close); Full Sangam - the open panna. */
            digits: string | number;
            /** @enum {string} */
            session?: "Open" | "Close" | "open" | "close" | "";
            /** @description Sangams only - the panna (Half Sangam Open - open panna, Close - close panna; Full Sangam - close panna); empty for other bids. */
            closedigits?: string | number;
        };
        BidSlip: {
            /** @description The date the client showed (YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY); the server decides the market day. Another day is refused BID_DATE_CHANGED, a date that cannot be read 422. */
            bid_date?: string;
            gameid: string | number;
            user_id?: components["schemas"]["UserIdField"];
            Gamename: string;
            /** @description Sum of the entries' points. */
            totalbit: number | string;
            /** @enum {string} */
            pana: "Single Ank" | "Single Digit" | "Jodi" | "Jodi Digit" | "Single Pana" | "Single Patti" | "Double Pana" | "Double Patti" | "Triple Pana" | "Triple Patti" | "Tripple Pana" | "Half Sangam" | "Full Sangam";
            /** @enum {string} */
            session: "Open" | "Close" | "open" | "close" | "";
            result: components["schemas"]["BidEntry"][];
        };
        SubmitBidRequest: {
            new_result: components["schemas"]["BidSlip"];
            app_key?: components["schemas"]["AppKey"];
        };
        SubmitStarlineBidRequest: {
            new_result: components["schemas"]["BidSlip"];
            app_key?: components["schemas"]["AppKey"];
        };
        BidReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            bid_tx_ids?: components["schemas"]["Id"][];
            wallet_balance?: components["schemas"]["Points"];
        };
        BidRow: {
            game_name: string;
            /** @description The bid type label. */
            pana: string;
            bid_type?: components["schemas"]["BidType"];
            digits: string;
            closedigits: string;
            session: string;
            points: number;
            bid_tx_id: components["schemas"]["Id"];
            bid_date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            bid_status: "pending" | "won" | "lost" | "refunded";
            win_amount: components["schemas"]["Points"];
            insert_date: components["schemas"]["Timestamp"];
        };
        BidHistoryReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            bid_data: components["schemas"]["BidRow"][];
            /** @description The dates hold more of these bids than the newest 500 listed: fewer days show the rest. */
            more?: boolean;
        };
        WinHistoryReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            win_data: components["schemas"]["BidRow"][];
            /** @description The dates hold more of these bids than the newest 500 listed: fewer days show the rest. */
            more?: boolean;
        };
        RatePair: number;
        GameRates: {
            single_digit_val_1: components["schemas"]["RatePair"];
            single_digit_val_2: components["schemas"]["RatePair"];
            jodi_digit_val_1: components["schemas"]["RatePair"];
            jodi_digit_val_2: components["schemas"]["RatePair"];
            single_pana_val_1: components["schemas"]["RatePair"];
            single_pana_val_2: components["schemas"]["RatePair"];
            double_pana_val_1: components["schemas"]["RatePair"];
            double_pana_val_2: components["schemas"]["RatePair"];
            tripple_pana_val_1: components["schemas"]["RatePair"];
            tripple_pana_val_2: components["schemas"]["RatePair"];
            half_sangam_val_1: components["schemas"]["RatePair"];
            half_sangam_val_2: components["schemas"]["RatePair"];
            full_sangam_val_1: components["schemas"]["RatePair"];
            full_sangam_val_2: components["schemas"]["RatePair"];
        };
        GameRatesReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            game_rates: components["schemas"]["GameRates"][];
        };
        MarketChartReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            game_id: components["schemas"]["Id"];
            game_name: string;
            chart: {
                date: components["schemas"]["IsoDate"];
                open_panna: string;
                /** @description Two anks; '1*' while only the open result is declared. */
                jodi: string;
                close_panna: string;
            }[];
        };
        TopWinnersReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            winners: {
                /** @description Masked name. */
                user_name: string;
                win_amount: components["schemas"]["Points"];
                game_name: string;
                pana: string;
                digits: string;
                /** @description A Sangam bid's second part (the panna), as in the bid histories; '' otherwise. */
                closedigits?: string;
                session: string;
                win_time: components["schemas"]["Timestamp"];
            }[];
        };
        StarlineSlot: {
            game_id: components["schemas"]["Id"];
            game_name: string;
            /** @description The slot's bid end and result time, IST. */
            open_time: string;
            msg: string;
            /** @enum {integer} */
            msg_status: 1 | 2;
            game_status: components["schemas"]["GameStatus"];
            /** @description 'PPP-A' once declared, else '***-*'. */
            result: string;
            /** @description Client profiles only: 'PPP-A' once declared, else empty. */
            open_result?: string;
        };
        StarlineSlotsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            result: components["schemas"]["StarlineSlot"][];
        };
        StarlineRates: {
            single_digit_val_1: components["schemas"]["RatePair"];
            single_digit_val_2: components["schemas"]["RatePair"];
            single_pana_val_1: components["schemas"]["RatePair"];
            single_pana_val_2: components["schemas"]["RatePair"];
            double_pana_val_1: components["schemas"]["RatePair"];
            double_pana_val_2: components["schemas"]["RatePair"];
            tripple_pana_val_1: components["schemas"]["RatePair"];
            tripple_pana_val_2: components["schemas"]["RatePair"];
        };
        StarlineRatesReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            game_rates: components["schemas"]["StarlineRates"][];
        };
        StarlineChartReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            slots: {
                game_id: components["schemas"]["Id"];
                /** @description 09 AM ... 08 PM */
                label: string;
            }[];
            chart: {
                date: components["schemas"]["IsoDate"];
                /** @description One cell per slot, in the order of `slots`; empty strings when not declared. */
                results: {
                    game_id: components["schemas"]["Id"];
                    panna: string;
                    ank: string;
                }[];
            }[];
        };
        NotificationsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            /** @description There are notifications older than the last one listed. */
            more: boolean;
            notification: {
                notification_id: components["schemas"]["Id"];
                /** @enum {string} */
                kind: "announcement" | "day_cancelled" | "fund_approved" | "fund_rejected" | "password_reset" | "result_corrected" | "wallet_adjusted" | "withdrawal_paid" | "withdrawal_returned" | "win";
                title: string;
                message: string;
                facts?: components["schemas"]["NotificationFacts"];
                insert_date: components["schemas"]["Timestamp"];
            }[];
        };
        /** @description What the player's own notice says, as data (so a client can word it in its own language); absent for announcements, which are shown as the operator wrote them. */
        NotificationFacts: {
            /** @description The points credited, sent, returned, refused, won, refunded or added by an operator (a corrected result: the points added). */
            points?: number;
            /** @description The operator's reason (a refused deposit, a returned withdrawal) or note to the player (a wallet adjustment). */
            reason?: string;
            /** @description The withdrawal number (WD-n) of a paid withdrawal. */
            reference?: string;
            /** @description The market (or Starline slot) a win was paid for. */
            market?: string;
            /**
             * @description The daily market's session a win was paid for (or whose result was corrected).
             * @enum {string}
             */
            session?: "open" | "close";
            market_date?: components["schemas"]["IsoDate"];
            /** @description A win on a demo result. */
            demo?: boolean;
            /** @description A corrected result's new panna. */
            panna?: string;
            /** @description The points taken from the wallet: a win reversed by a corrected result or a cancelled day, an operator's debit. */
            taken_back?: number;
            /** @description Where a paid withdrawal was sent. */
            paid_to?: components["schemas"]["PaysTo"];
        };
        EnquiryRequest: {
            enquiry: string;
            /** @description Shown by the client; the account's own name is stored. */
            user_name?: string;
            /** @description Shown by the client; the account's own mobile is stored. */
            mobile?: string;
            /** @description Shown by the client; the account's own username is stored. */
            email?: string;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        ContactDetailsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            contact_details: {
                mobile_no: string;
                whatsapp_fund_url: string;
                whatsapp_support_url: string;
                telegram_url: string;
            };
        };
        AppVersionReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            apk_url: string;
            app_version: string;
        };
        Enquiry: {
            id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            name: string;
            username: string;
            mobile: string;
            enquiry: string;
            created_at: components["schemas"]["Timestamp"];
        };
        EnquiryPage: {
            /** @description How many items match in all (every page). */
            total: number;
            items: components["schemas"]["Enquiry"][];
            next_before: components["schemas"]["Id"] | null;
        };
        FundRequestItem: {
            /** @description Another fund request carries the same transaction id once leading zeros (and any case, spaces or punctuation) are ignored. */
            duplicate_transaction: boolean;
            id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            user_name: string;
            mobile: string;
            amount: number;
            description: string;
            transaction_id: string;
            receiver_upi_id: string;
            status: components["schemas"]["RequestStatus"];
            remark: string;
            receipt_url: string;
            created_at: components["schemas"]["Timestamp"];
            decided_at: components["schemas"]["Timestamp"] | null;
            decided_by: components["schemas"]["Id"] | null;
        };
        FundRequestPage: {
            /** @description How many items match in all (every page). */
            total: number;
            items: components["schemas"]["FundRequestItem"][];
            next_before: components["schemas"]["Id"] | null;
        };
        FundDecisionReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            request: components["schemas"]["FundRequestItem"];
        };
        WithdrawalItem: {
            id: components["schemas"]["Id"];
            request_number: string;
            user_id: components["schemas"]["Id"];
            user_name: string;
            mobile: string;
            amount: components["schemas"]["Points"];
            payment_method: string;
            /** @description The bank account to pay (null when paid by UPI). */
            bank: components["schemas"]["BankDetails"] | null;
            /** @description The UPI app and number to pay (null when paid to a bank account). */
            upi: components["schemas"]["UpiPayee"] | null;
            status: components["schemas"]["RequestStatus"];
            remark: string;
            created_at: components["schemas"]["Timestamp"];
            decided_at: components["schemas"]["Timestamp"] | null;
            decided_by: components["schemas"]["Id"] | null;
            /** @description The player's wallet now; below zero after a win was taken back, when the withdrawal is not paid (WALLET_IN_DEBT). */
            wallet_balance: components["schemas"]["Points"];
            /** @description The player is suspended or blocked from withdrawals now: the withdrawal is not paid (PLAYER_ON_HOLD). */
            player_on_hold: boolean;
        };
        UpiPayee: {
            /** @enum {string} */
            app: "paytm" | "google_pay" | "phonepe";
            app_name: string;
            number: string;
        };
        WithdrawalPage: {
            /** @description How many items match in all (every page). */
            total: number;
            items: components["schemas"]["WithdrawalItem"][];
            next_before: components["schemas"]["Id"] | null;
        };
        WithdrawalDecisionReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            withdrawal: components["schemas"]["WithdrawalItem"];
        };
        ApproveBody: {
            /** @description An optional note (e.g. the payment reference) shown to the player. */
            note?: string;
        };
        CancelDayBody: {
            reason: string;
            /** @description The day's bids the confirmation counted (`bids.count` of the day). */
            bids_seen?: number;
            /** @description The day's `settle_version` the confirmation was made from. */
            settle_version?: number;
        };
        RejectBody: {
            reason: string;
        };
        WalletAdjustmentBody: {
            amount: number;
            /** @description For the operators (the audit log and the ledger entry's note); the player does not see it. */
            reason: string;
            /** @description Optional. Shown to the player with the entry in the Passbook ("Adjustment by operator: <note>"). */
            player_note?: string;
        };
        WalletAdjustmentReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            transaction_id: components["schemas"]["Id"];
            wallet_balance: components["schemas"]["Points"];
        };
        LedgerPage: {
            /** @description How many entries the player has in all. */
            total: number;
            user_id: components["schemas"]["Id"];
            wallet_balance: components["schemas"]["Points"];
            items: components["schemas"]["PassbookEntry"][];
            next_before: components["schemas"]["Id"] | null;
        };
        /** @description A time of day in IST, HH:MM (24-hour). */
        HhMm: string;
        HttpsUrlOrEmpty: string;
        PaymentMethod: {
            name: string;
            /** @description 1 marks the default method. */
            type: number;
            /** @description Where the method pays (bank when not given). */
            pays_to?: components["schemas"]["PaysTo"];
        };
        /** @description The editable settings (all optional in a change). */
        SettingsFields: {
            /**
             * @description In a change: the settings' `revision` the editor's screen was built from. A change made from an older
             *     revision (another operator saved meanwhile) is refused with 409 EDIT_CONFLICT and changes nothing; the
             *     console sends it with every save. Without it the change applies over whatever is current.
             */
            revision?: number;
            payee_name?: string;
            upi_id?: string;
            contact_mobile?: string;
            whatsapp_fund_url?: components["schemas"]["HttpsUrlOrEmpty"];
            whatsapp_support_url?: components["schemas"]["HttpsUrlOrEmpty"];
            telegram_url?: components["schemas"]["HttpsUrlOrEmpty"];
            apk_url?: components["schemas"]["HttpsUrlOrEmpty"];
            app_version?: string;
            min_deposit?: number;
            max_deposit?: number;
            min_withdraw?: number;
            max_withdraw?: number;
            withdraw_open_time?: components["schemas"]["HhMm"];
            withdraw_close_time?: components["schemas"]["HhMm"];
            /** @description Weekdays without withdrawals, 0 = Sunday. */
            withdraw_closed_weekdays?: number[];
            withdraw_closed_dates?: components["schemas"]["IsoDate"][];
            payment_methods?: components["schemas"]["PaymentMethod"][];
            game_rates?: components["schemas"]["GameRates"];
            starline_rates?: components["schemas"]["StarlineRates"];
            /** @description Smallest points of one bid entry. */
            min_bid_points?: number;
            /** @description Largest points of one bid entry. */
            max_bid_points?: number;
            /**
             * @description On - players cannot bet, request a deposit or a withdrawal (refused with code MAINTENANCE and
             *     `maintenance_message`); operators log in and work as usual.
             */
            maintenance_mode?: boolean;
            /** @description What players are told while maintenance is on. */
            maintenance_message?: string;
            /**
             * @description On - a fund request may be sent as JSON with the payment's transaction id (UTR) and no receipt image; the
             *     operator checks the UTR alone. Off (the default) - such a request is refused with RECEIPT_REQUIRED.
             */
            fund_request_without_receipt?: boolean;
        };
        SettingsPatch: components["schemas"]["SettingsFields"];
        Settings: {
            /** @description Moves on with every saved change of the settings (see SettingsPatch). */
            revision: number;
            payee_name: string;
            upi_id: string;
            /** @description Path of the current QR image, empty when none. */
            qr_image: string;
            contact_mobile: string;
            whatsapp_fund_url: string;
            whatsapp_support_url: string;
            telegram_url: string;
            apk_url: string;
            app_version: string;
            min_deposit: number;
            max_deposit: number;
            min_withdraw: number;
            max_withdraw: number;
            withdraw_open_time: string;
            withdraw_close_time: string;
            withdraw_closed_weekdays: number[];
            withdraw_closed_dates: string[];
            payment_methods: components["schemas"]["PaymentMethod"][];
            game_rates: components["schemas"]["GameRates"];
            starline_rates: components["schemas"]["StarlineRates"];
            min_bid_points: number;
            max_bid_points: number;
            maintenance_mode: boolean;
            maintenance_message: string;
            fund_request_without_receipt: boolean;
        };
        QrImageForm: {
            /** @description PNG, JPEG or WebP image, at most 5 MB. */
            qr_image: Blob;
        };
        QrImageReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            qr_image: string;
        };
        AuditEntry: {
            id: components["schemas"]["Id"];
            actor_id: components["schemas"]["Id"];
            actor_name: string;
            /**
             * @description Who acted. Players' own protection changes (limits, breaks, exclusions) are logged too.
             * @enum {string}
             */
            actor_role: "operator" | "player";
            /** @description e.g. fund_request.approve, withdrawal.reject, wallet.adjust, settings.update */
            action: string;
            target_type: string;
            target_id: string;
            details: {
                [key: string]: unknown;
            };
            created_at: components["schemas"]["Timestamp"];
        };
        AuditPage: {
            /** @description How many items match in all (every page). */
            total: number;
            items: components["schemas"]["AuditEntry"][];
            next_before: components["schemas"]["Id"] | null;
        };
        /** @enum {string} */
        Family: "daily" | "starline";
        /** @description Weekdays the market runs, 0 = Sunday. */
        Weekdays: number[];
        MarketInput: {
            family: components["schemas"]["Family"];
            name: string;
            open_time: components["schemas"]["HhMm"];
            open_result_time?: components["schemas"]["HhMm"];
            close_time?: components["schemas"]["HhMm"];
            close_result_time?: components["schemas"]["HhMm"];
            weekdays: components["schemas"]["Weekdays"];
            active?: boolean;
            sort_order?: number;
        };
        MarketPatch: {
            /**
             * @description The market's `revision` the editor's form was built from. An edit made from an older revision (another
             *     operator saved the market meanwhile) is refused with 409 EDIT_CONFLICT and changes nothing; the console
             *     sends it with every save. Without it the edit applies over the market as it is.
             */
            revision?: number;
            name?: string;
            open_time?: components["schemas"]["HhMm"];
            open_result_time?: components["schemas"]["HhMm"];
            close_time?: components["schemas"]["HhMm"];
            close_result_time?: components["schemas"]["HhMm"];
            weekdays?: components["schemas"]["Weekdays"];
            active?: boolean;
            sort_order?: number;
        };
        Market: {
            id: components["schemas"]["Id"];
            family: components["schemas"]["Family"];
            name: string;
            open_time: string;
            open_result_time: string;
            close_time: string;
            close_result_time: string;
            weekdays: number[];
            active: boolean;
            sort_order: number;
            /** @description Moves on with every saved edit of the market (see MarketPatch). */
            revision: number;
        };
        HolidayList: {
            items: {
                /** Format: date */
                date: string;
            }[];
        };
        MarketList: {
            items: components["schemas"]["Market"][];
        };
        ResultInput: {
            /** @enum {string} */
            session: "open" | "close";
            panna: string;
            settle_version?: components["schemas"]["SeenSettleVersion"];
        };
        CorrectionInput: {
            /** @enum {string} */
            session: "open" | "close";
            panna: string;
            reason: string;
            settle_version?: components["schemas"]["SeenSettleVersion"];
        };
        /** @description The day's `settle_version` the operator's preview was made at. When given and the day was settled again since (another operator's correction or a cancellation), nothing changes and the answer is 409 `EDIT_CONFLICT`: preview again. */
        SeenSettleVersion: number;
        /** @description The day's settlement version this preview was made at; send it with the declaration or correction. */
        SettleVersionSeen: number;
        MarketDay: {
            market_id: components["schemas"]["Id"];
            game_name: string;
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            status: "open" | "cancelled";
            /** @description When the day's open bids end (a Starline slot's bids); its open result is declared from then on. */
            open_bids_end: components["schemas"]["Timestamp"];
            /** @description When its close bids end (a Starline slot's */
            close_bids_end: components["schemas"]["Timestamp"];
            open_panna: string;
            close_panna: string;
            open_result: string;
            close_result: string;
            settle_version: number;
            cancel_reason: string;
            /** @description The day is one of the market's holidays (no bids are taken on it). */
            holiday: boolean;
            bids: {
                count: number;
                /** @description The stakes of the day's bids, refunded ones not counted. */
                total_points: components["schemas"]["Points"];
                pending: number;
                won: number;
                lost: number;
                refunded: number;
                paid: components["schemas"]["Points"];
            };
        };
        Exposure: {
            market_id: components["schemas"]["Id"];
            date: components["schemas"]["IsoDate"];
            /** @description Rows of the whole report before paging. */
            total: number;
            limit: number;
            offset: number;
            /** @description Pending stake over all rows. */
            total_points: components["schemas"]["Points"];
            /** @description Potential payout over all rows. */
            total_potential_payout: components["schemas"]["Points"];
            rows: {
                bid_type: string;
                session: string;
                digits: string;
                closedigits: string;
                bids: number;
                total_points: components["schemas"]["Points"];
                potential_payout: components["schemas"]["Points"];
            }[];
        };
        AnnouncementInput: {
            title: string;
            message: string;
            /** @description Send to this player only; absent - every player. */
            player_id?: components["schemas"]["Id"];
        };
        /**
         * @description Deposit limits per IST day, week (Monday to Sunday) and calendar month; loss limits (stakes minus wins and
         *     refunds) per IST day and week.
         * @enum {string}
         */
        LimitKind: "deposit_day" | "deposit_week" | "deposit_month" | "loss_day" | "loss_week";
        Limit: {
            kind: components["schemas"]["LimitKind"];
            /** @description The limit in force: the lower of the player's and the operator's, or null for none. */
            amount: number | null;
            /** @description The player's own limit in force. */
            player_amount: number | null;
            /** @description A stricter limit set by an operator. */
            operator_amount: number | null;
            used: components["schemas"]["Points"];
            resets_at: components["schemas"]["Timestamp"];
            /** @description A raise or removal waiting out its 24 hours (amount null means removal). */
            pending: null | {
                amount: number | null;
                applies_at: components["schemas"]["Timestamp"];
            };
        };
        Block: {
            /** @enum {string} */
            kind: "break" | "exclusion";
            /** @enum {string} */
            period: "24h" | "7d" | "30d" | "6m" | "1y" | "permanent";
            started_at: components["schemas"]["Timestamp"];
            /** @description Null for a permanent exclusion. */
            ends_at: components["schemas"]["Timestamp"] | null;
        };
        ProtectionEvent: {
            /** @description limit.lowered, limit.raise_requested, limit.operator_set, break.taken, exclusion.taken, reality_check.set ... */
            action: string;
            /** @enum {string} */
            by: "player" | "operator";
            details: {
                [key: string]: unknown;
            };
            created_at: components["schemas"]["Timestamp"];
        };
        ProtectionReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            limits: components["schemas"]["Limit"][];
            /** @description The break or exclusion in force. */
            block: components["schemas"]["Block"] | null;
            /** @enum {integer} */
            reality_check_minutes: 0 | 30 | 60;
            history: components["schemas"]["ProtectionEvent"][];
        };
        LimitAmount: number | null;
        SetLimitRequest: {
            kind: components["schemas"]["LimitKind"];
            amount: components["schemas"]["LimitAmount"];
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        SetLimitReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            limit: components["schemas"]["Limit"];
        };
        StricterLimitBody: {
            kind: components["schemas"]["LimitKind"];
            amount: number;
            reason: string;
        };
        TakeBreakRequest: {
            /** @enum {string} */
            period: "24h" | "7d" | "30d";
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        SelfExcludeRequest: {
            /** @enum {string} */
            period: "6m" | "1y" | "permanent";
            /** @constant */
            confirm: true;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        BlockReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            block: components["schemas"]["Block"];
        };
        SetRealityCheckRequest: {
            /** @enum {integer} */
            interval_minutes: 0 | 30 | 60;
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        RealityCheckReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            /** @enum {integer} */
            interval_minutes: 0 | 30 | 60;
            session_started_at: components["schemas"]["Timestamp"];
            minutes_played: number;
            /** @description Stakes placed this session */
            staked: components["schemas"]["Points"];
            /** @description Wins credited this session */
            won: components["schemas"]["Points"];
            /** @description won minus staked. */
            net_result: components["schemas"]["Points"];
            /** @description Whole intervals played this session (0 when the check is off). */
            checks_due: number;
            next_check_at: components["schemas"]["Timestamp"] | null;
        };
        AtLimitsReport: {
            /** @description How many limits are used up in all (every page). */
            at_limits_total: number;
            /** @description How many players are on a break or excluded in all. */
            blocked_total: number;
            limit: number;
            offset: number;
            at_limits: {
                user_id: components["schemas"]["Id"];
                user_name: string;
                mobile: string;
                kind: components["schemas"]["LimitKind"];
                amount: number;
                used: components["schemas"]["Points"];
                resets_at: components["schemas"]["Timestamp"];
            }[];
            blocked: {
                user_id: components["schemas"]["Id"];
                user_name: string;
                mobile: string;
                /** @enum {string} */
                kind: "break" | "exclusion";
                /** @enum {string} */
                period: "24h" | "7d" | "30d" | "6m" | "1y" | "permanent";
                started_at: components["schemas"]["Timestamp"];
                ends_at: components["schemas"]["Timestamp"] | null;
            }[];
        };
        /** @enum {string} */
        BidType: "single_digit" | "jodi" | "single_pana" | "double_pana" | "triple_pana" | "half_sangam_open" | "half_sangam_close" | "full_sangam";
        /** @description Offset paging - `total` items match in all; this page starts at `offset` and holds at most `limit`. */
        PageInfo: {
            total: number;
            limit: number;
            offset: number;
        };
        MoneyCount: {
            count: number;
            amount: components["schemas"]["Points"];
        };
        /** @description Stakes (refunded bids excluded), payouts of won bids, the stakes of bids not settled yet, and the house result of the settled bids (stakes - pending - payouts). */
        Takings: {
            bids: number;
            stakes: components["schemas"]["Points"];
            /** @description Stakes of bids not settled yet: in stakes, not in house until their result. */
            pending: components["schemas"]["Points"];
            payouts: components["schemas"]["Points"];
            house: components["schemas"]["Points"];
        };
        AdminDashboard: {
            date: components["schemas"]["IsoDate"];
            /** @description Every market and Starline slot with bids that day. */
            markets: {
                market_id: components["schemas"]["Id"];
                name: string;
                family: components["schemas"]["Family"];
                bids: number;
                stakes: components["schemas"]["Points"];
                /** @description Stakes of bids not settled yet: in stakes, not in house until their result. */
                pending: components["schemas"]["Points"];
                payouts: components["schemas"]["Points"];
                house: components["schemas"]["Points"];
            }[];
            totals: components["schemas"]["Takings"];
            pending_deposits: components["schemas"]["MoneyCount"];
            pending_withdrawals: components["schemas"]["MoneyCount"];
            /** @description Players registered that day (IST). */
            new_players: number;
            players_total: number;
            /** @description The 30 market days ending on `date`, oldest first, one entry per day (zeros when quiet). */
            series: {
                date: components["schemas"]["IsoDate"];
                stakes: components["schemas"]["Points"];
                /** @description Stakes of bids not settled yet: in stakes, not in house until their result. */
                pending: components["schemas"]["Points"];
                payouts: components["schemas"]["Points"];
                house: components["schemas"]["Points"];
            }[];
        };
        PlayerSummary: {
            id: components["schemas"]["Id"];
            name: string;
            username: string;
            mobile: string;
            wallet_balance: components["schemas"]["Points"];
            /** @description The account cannot log in and its sessions have ended. */
            suspended: boolean;
            betting_blocked: boolean;
            withdrawals_blocked: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        PlayerPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["PlayerSummary"][];
            /** @description The next page by `before` (null: none after this one). */
            next_before: components["schemas"]["Id"] | null;
        };
        PlayerDetail: {
            player: components["schemas"]["PlayerSummary"];
            bank: components["schemas"]["BankDetails"] | null;
            upi: components["schemas"]["UpiDetails"];
            counts: {
                bids: number;
                pending_bids: number;
                fund_requests: number;
                pending_fund_requests: number;
                withdrawals: number;
                pending_withdrawals: number;
            };
            /** @description Lifetime sums from the ledger. */
            totals: {
                deposited: components["schemas"]["Points"];
                /** @description Withdrawals marked paid. */
                withdrawn: components["schemas"]["Points"];
                /** @description Held for withdrawals not yet decided (paid or returned). */
                withdrawal_pending: components["schemas"]["Points"];
                staked: components["schemas"]["Points"];
                won: components["schemas"]["Points"];
                adjusted: components["schemas"]["Points"];
            };
            /** @description Sessions not ended or expired. */
            live_sessions: number;
        };
        PlayerStatusInput: {
            betting_blocked?: boolean;
            withdrawals_blocked?: boolean;
            suspended?: boolean;
            reason: string;
        };
        PlayerStatusReply: {
            status: boolean;
            /** @enum {string} */
            code: "OK" | "UNCHANGED";
            msg: string;
            changed: ("betting_blocked" | "withdrawals_blocked" | "suspended")[];
            player: components["schemas"]["PlayerSummary"];
        };
        OptionalReasonBody: {
            reason?: string;
        };
        OperatorAccount: {
            id: components["schemas"]["Id"];
            name: string;
            username: string;
            mobile: string;
            /** @description The account cannot log in and its sessions have ended. */
            suspended: boolean;
            live_sessions: number;
            /** @description The caller's own account. */
            you: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        OperatorList: {
            items: components["schemas"]["OperatorAccount"][];
        };
        NewOperator: {
            name: components["schemas"]["PersonName"];
            mobile: components["schemas"]["Mobile"];
            password: components["schemas"]["NewPassword"];
        };
        OperatorStatusInput: {
            suspended: boolean;
            reason: string;
        };
        OperatorReply: {
            status: boolean;
            /** @enum {string} */
            code: "OK" | "UNCHANGED";
            msg: string;
            operator: components["schemas"]["OperatorAccount"];
        };
        LogoutEverywhereReply: {
            status: boolean;
            /** @enum {string} */
            code: "OK" | "UNCHANGED";
            msg: string;
            sessions_ended: number;
        };
        PlayerPasswordReset: {
            password: components["schemas"]["NewPassword"];
            reason: string;
        };
        PlayerPasswordResetReply: {
            status: boolean;
            /** @enum {string} */
            code: "OK";
            msg: string;
            sessions_ended: number;
        };
        AdminBid: {
            id: components["schemas"]["Id"];
            slip_id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            user_name: string;
            mobile: string;
            market_id: components["schemas"]["Id"];
            market_name: string;
            family: components["schemas"]["Family"];
            market_date: components["schemas"]["IsoDate"];
            bid_type: components["schemas"]["BidType"];
            label: string;
            /** @enum {string} */
            session: "open" | "close" | "";
            digits: string;
            closedigits: string;
            points: components["schemas"]["Points"];
            /** @enum {string} */
            status: "pending" | "won" | "lost" | "refunded";
            win_amount: components["schemas"]["Points"];
            created_at: components["schemas"]["Timestamp"];
        };
        AdminBidPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["AdminBid"][];
            /** @description The next page by `before` (null: none after this one). */
            next_before: components["schemas"]["Id"] | null;
        };
        ResultHistoryItem: {
            market_id: components["schemas"]["Id"];
            market_name: string;
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            status: "open" | "cancelled";
            open_panna: string;
            close_panna: string;
            open_result: string;
            close_result: string;
            open_declared_at: components["schemas"]["Timestamp"] | null;
            close_declared_at: components["schemas"]["Timestamp"] | null;
            settle_version: number;
            cancel_reason: string;
            /** @description The day is one of the market's holidays (no bids are taken on it). */
            holiday: boolean;
            stakes: components["schemas"]["Points"];
            payouts: components["schemas"]["Points"];
        };
        ResultHistoryPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["ResultHistoryItem"][];
        };
        PayoutByType: {
            bid_type: components["schemas"]["BidType"];
            /** @description Bids of this type the declaration settles. */
            bids: number;
            winners: number;
            stakes: components["schemas"]["Points"];
            payout: components["schemas"]["Points"];
        };
        PayoutSummary: {
            winners: number;
            total_payout: components["schemas"]["Points"];
            by_bid_type: components["schemas"]["PayoutByType"][];
        };
        ResultPreview: {
            settle_version: components["schemas"]["SettleVersionSeen"];
            market_id: components["schemas"]["Id"];
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            session: "open" | "close";
            panna: string;
            /** @description The result as players will see it: 'PPP-A' (open) or 'A-PPP' (close). */
            result: string;
            /** @description Pending bids this declaration decides. */
            bids_settled: number;
            total_stakes: components["schemas"]["Points"];
            winners: number;
            total_payout: components["schemas"]["Points"];
            by_bid_type: components["schemas"]["PayoutByType"][];
        };
        CorrectionPreview: {
            settle_version: components["schemas"]["SettleVersionSeen"];
            market_id: components["schemas"]["Id"];
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            session: "open" | "close";
            current_panna: string;
            panna: string;
            result: string;
            /** @description The paid wins the correction takes back. */
            reversal: {
                winners: number;
                amount: components["schemas"]["Points"];
            };
            new_payout: components["schemas"]["PayoutSummary"];
            /** @description new_payout.total_payout - reversal.amount (what players gain overall). */
            net_change: components["schemas"]["Points"];
        };
        ReportTotals: {
            bids: number;
            stakes: components["schemas"]["Points"];
            /** @description Stakes of bids not settled yet: in stakes, not in house until their result. */
            pending: components["schemas"]["Points"];
            winners: number;
            payouts: components["schemas"]["Points"];
            house: components["schemas"]["Points"];
        };
        BidReport: components["schemas"]["PageInfo"] & {
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
            totals: components["schemas"]["ReportTotals"];
            items: {
                date: components["schemas"]["IsoDate"];
                market_id: components["schemas"]["Id"];
                market_name: string;
                family: components["schemas"]["Family"];
                bid_type: components["schemas"]["BidType"];
                bids: number;
                stakes: components["schemas"]["Points"];
                /** @description Stakes of bids not settled yet: in stakes, not in house until their result. */
                pending: components["schemas"]["Points"];
                winners: number;
                payouts: components["schemas"]["Points"];
                house: components["schemas"]["Points"];
            }[];
        };
        SellReport: components["schemas"]["PageInfo"] & {
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
            totals: components["schemas"]["ReportTotals"];
            items: {
                user_id: components["schemas"]["Id"];
                name: string;
                mobile: string;
                bids: number;
                stakes: components["schemas"]["Points"];
                /** @description Stakes of bids not settled yet: in stakes, not in house until their result. */
                pending: components["schemas"]["Points"];
                payouts: components["schemas"]["Points"];
                house: components["schemas"]["Points"];
            }[];
        };
        Announcement: {
            id: components["schemas"]["Id"];
            /** @description null - sent to every player. */
            user_id: components["schemas"]["Id"] | null;
            user_name: string;
            title: string;
            message: string;
            created_at: components["schemas"]["Timestamp"];
        };
        AnnouncementPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["Announcement"][];
        };
    };
    responses: {
        /** @description No session, or an expired or revoked one. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The session may not do this (another player's `user_id`, a cross-site request, an unknown `app_key`, not an operator, an operator account placing a bid or asking to add or withdraw funds, or an operator whose password was chosen by another operator and not yet changed: `PASSWORD_CHANGE_REQUIRED`, change it with `/api-change-password`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The Idempotency-Key was used before with a different request, or that request is still running. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Someone else changed the market meanwhile, or the change would undo what a day in progress has told players; nothing was changed. */
        MarketEditRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The market day is not in a state that allows this (result already declared, not declared yet, or cancelled; a cancellation of a day still ahead with no bids), or it was settled again since the preview whose `settle_version` was sent. */
        DayConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request was already approved or rejected; nothing changed. */
        AlreadyDecided: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The wallet does not hold enough points; nothing changed. */
        InsufficientBalance: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is too large. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request does not match the contract; nothing was changed. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; retry after the number of seconds in `Retry-After`. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the next attempt is allowed. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected server fault; nothing was changed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other error status (for example 404, 415 or 503) with the same error body. */
        OtherError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        MarketIdPath: components["schemas"]["Id"];
        DatePath: components["schemas"]["IsoDate"];
        RequestIdPath: components["schemas"]["Id"];
        WithdrawalIdPath: components["schemas"]["Id"];
        UserIdPath: components["schemas"]["Id"];
        /** @description Only requests with this status. */
        StatusFilter: components["schemas"]["RequestStatus"];
        /**
         * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
         *     answer and takes effect once; the same key with a different body answers 409.
         */
        IdempotencyKey: string;
        /** @description Page size, 1 to 200. */
        PageLimit: string;
        /** @description Return items older than this id. */
        PageBefore: string;
        /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
        PageOffset: string;
        /** @description Part of the player's mobile number, name or username (case-insensitive). */
        SearchQuery: string;
        /** @description Only players in this state. */
        PlayerFilter: "active" | "suspended" | "betting_blocked" | "withdrawals_blocked";
        /** @description Only this player's rows. */
        UserIdQuery: components["schemas"]["Id"];
        /** @description Only this market's (or Starline slot's) rows. */
        MarketIdQuery: components["schemas"]["Id"];
        /** @description Only daily markets or only Starline slots. */
        FamilyQuery: components["schemas"]["Family"];
        /** @description A market day (IST); today when absent. */
        DateQuery: components["schemas"]["IsoDate"];
        /** @description First day included (IST). Reports default to 6 days before `to`. */
        FromQuery: components["schemas"]["IsoDate"];
        /** @description Last day included (IST). Reports default to today. */
        ToQuery: components["schemas"]["IsoDate"];
        /** @description Only bids of this type. */
        BidTypeQuery: components["schemas"]["BidType"];
        /** @description Only bids in this state. */
        BidStatusQuery: "pending" | "won" | "lost" | "refunded";
        /** @description Only actions of this operator. */
        ActorIdQuery: components["schemas"]["Id"];
        /** @description Only this action (`player.status`) or every action of a kind (`player`). */
        ActionQuery: string;
        /** @description `pending_first` lists pending requests (oldest first, the queue) before decided ones (newest first); page it with `offset`. */
        QueueOrder: "newest" | "pending_first";
        SessionQuery: "open" | "close";
        /** @description The panna to preview, 3 digits. */
        PannaQuery: string;
        ExportTablePath: "players" | "bids" | "fund-requests" | "withdrawals" | "ledger" | "audit-log" | "enquiries" | "announcements" | "results" | "report-bids" | "report-sell" | "markets";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up and its database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamLiveEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Live events are not available now (too many streams); poll instead. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description Registered and logged in (status 1, `Set-Cookie` carries the session) or refused for a business reason (status 0). */
            200: {
                headers: {
                    /** @description As a login sets them (on success only): the httpOnly, SameSite=Strict session cookie `matka_session` and beside it `matka_signed_in=1`, readable by page scripts and holding no credential. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    loginUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in (status 1, `Set-Cookie` carries the session) or refused (status 0). */
            200: {
                headers: {
                    /** @description The httpOnly, SameSite=Strict session cookie `matka_session` (on success only), and beside it `matka_signed_in=1`, readable by page scripts and holding no credential, so a web app knows whether to ask who is logged in. Logout clears both. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    checkMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckMobileRequest"];
            };
        };
        responses: {
            /** @description Registered or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckMobileReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    checkSecurityPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckSecurityPinRequest"];
            };
        };
        responses: {
            /** @description The PIN is right (status true) or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckSecurityPinReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    setSecurityPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSecurityPinRequest"];
            };
        };
        responses: {
            /** @description Set (status true) or refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The session is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    logoutAllSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description Every session of the player is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed (status true) or refused because the old password is wrong (status false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description What to do, and whom to contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDetailsReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The profile as a one-element list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description Updated, or refused because a read-only field was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getPaymentDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The bank details as a list of at most one element. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetailsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    saveBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDetailsRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    saveUpiDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpiDetailsRequest"];
            };
        };
        responses: {
            /** @description Saved; the numbers now saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpiDetailsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getAdminBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppRequest"];
            };
        };
        responses: {
            /** @description The operator's payment details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBankDetailsReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getQrImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    addFundRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
                 *     answer and takes effect once; the same key with a different body answers 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FundRequestForm"];
                "application/json": components["schemas"]["FundRequestJson"];
            };
        };
        responses: {
            /** @description Accepted as pending (status true) or refused (status false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundRequestReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    uploadPaymentSlip: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
                 *     answer and takes effect once; the same key with a different body answers 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PaymentSlipForm"];
            };
        };
        responses: {
            /** @description Accepted as pending (status true) or refused (status false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundRequestReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getFundRequestHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundHistoryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The re-encoded receipt image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    getPassbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description The passbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassbookReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getWalletBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletBalanceReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The methods; `type` 1 marks the default one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    requestWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
                 *     answer and takes effect once; the same key with a different body answers 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            /** @description Accepted (status true) or refused with the reason (status false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getWithdrawInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description Withdraw info and history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawInfoReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The market list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getGameStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameRequest"];
            };
        };
        responses: {
            /** @description The market's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameStatusReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getGameActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameRequest"];
            };
        };
        responses: {
            /** @description The market's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameActiveReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getBidDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidDateRequest"];
            };
        };
        responses: {
            /** @description The bid date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidDateReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    submitBid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
                 *     answer and takes effect once; the same key with a different body answers 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitBidRequest"];
            };
        };
        responses: {
            /** @description Placed (status true) or refused with the reason (status false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getBidHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidRangeRequest"];
            };
        };
        responses: {
            /** @description The bids, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidHistoryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getWinningHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WinRangeRequest"];
            };
        };
        responses: {
            /** @description The winning bids, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WinHistoryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getGameRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppRequest"];
            };
        };
        responses: {
            /** @description The rates as a one-element list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameRatesReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getMarketChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartRequest"];
            };
        };
        responses: {
            /** @description The chart rows, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketChartReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getTopWinners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopWinnersRequest"];
            };
        };
        responses: {
            /** @description Up to 50 winners, biggest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopWinnersReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The slots in time order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StarlineSlotsReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameRequest"];
            };
        };
        responses: {
            /** @description The slot's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidDateReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameRequest"];
            };
        };
        responses: {
            /** @description The slot's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameActiveReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    submitStarlineBid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
                 *     answer and takes effect once; the same key with a different body answers 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitStarlineBidRequest"];
            };
        };
        responses: {
            /** @description Placed (status true) or refused with the reason (status false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineBidHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BidRangeRequest"];
            };
        };
        responses: {
            /** @description The bids, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidHistoryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineWinningHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WinRangeRequest"];
            };
        };
        responses: {
            /** @description The winning bids, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WinHistoryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppRequest"];
            };
        };
        responses: {
            /** @description The rates as a one-element list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StarlineRatesReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getStarlineChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DateRangeRequest"];
            };
        };
        responses: {
            /** @description One row per date, newest first, one cell per slot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StarlineChartReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    submitEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnquiryRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getContactDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppRequest"];
            };
        };
        responses: {
            /** @description The contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDetailsReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getAppVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppRequest"];
            };
        };
        responses: {
            /** @description The app link (empty when the operator has not set one). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppVersionReply"];
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listEnquiries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of enquiries; pass `next_before` as `before` for the next page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listFundRequests: {
        parameters: {
            query?: {
                /** @description Only requests with this status. */
                status?: components["parameters"]["StatusFilter"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
                /** @description Only this player's rows. */
                user_id?: components["parameters"]["UserIdQuery"];
                /** @description `pending_first` lists pending requests (oldest first, the queue) before decided ones (newest first); page it with `offset`. */
                order?: components["parameters"]["QueueOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of fund requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundRequestPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    approveFundRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: components["parameters"]["RequestIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveBody"];
            };
        };
        responses: {
            /** @description Approved and credited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundDecisionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Already approved or rejected, or the credit would pass the player's deposit limit; nothing changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    rejectFundRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: components["parameters"]["RequestIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBody"];
            };
        };
        responses: {
            /** @description Rejected; nothing is credited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundDecisionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadyDecided"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description Only requests with this status. */
                status?: components["parameters"]["StatusFilter"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
                /** @description Only this player's rows. */
                user_id?: components["parameters"]["UserIdQuery"];
                /** @description `pending_first` lists pending requests (oldest first, the queue) before decided ones (newest first); page it with `offset`. */
                order?: components["parameters"]["QueueOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of withdrawals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    approveWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                withdrawal_id: components["parameters"]["WithdrawalIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveBody"];
            };
        };
        responses: {
            /** @description Marked as paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalDecisionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Nothing changed: the withdrawal was already decided, its player is on hold (suspended, or withdrawals blocked since the request), or the player's wallet is below zero since a win was taken back (reject it to return the points against the debt). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    rejectWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                withdrawal_id: components["parameters"]["WithdrawalIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBody"];
            };
        };
        responses: {
            /** @description Rejected and returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalDecisionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadyDecided"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    adjustWallet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (8-128 characters). A retry with the same key within 24 hours returns the first
                 *     answer and takes effect once; the same key with a different body answers 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletAdjustmentBody"];
            };
        };
        responses: {
            /** @description Adjusted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletAdjustmentReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InsufficientBalance"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getUserLedger: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsPatch"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    uploadQrImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["QrImageForm"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrImageReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
                /** @description Only actions of this operator. */
                actor_id?: components["parameters"]["ActorIdQuery"];
                /** @description Only this action (`player.status`) or every action of a kind (`player`). */
                action?: components["parameters"]["ActionQuery"];
                /** @description First day included (IST). Reports default to 6 days before `to`. */
                from?: components["parameters"]["FromQuery"];
                /** @description Last day included (IST). Reports default to today. */
                to?: components["parameters"]["ToQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the audit log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listMarkets: {
        parameters: {
            query?: {
                family?: components["schemas"]["Family"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The markets in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    createMarket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketInput"];
            };
        };
        responses: {
            /** @description The new market. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Market"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    updateMarket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketPatch"];
            };
        };
        responses: {
            /** @description The market after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Market"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MarketEditRefused"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holidays ahead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    addHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date is a holiday. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DayConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    removeHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date is no longer a holiday. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MarketEditRefused"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getMarketDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The market day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketDay"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    declareResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultInput"];
            };
        };
        responses: {
            /** @description Declared and settled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketDay"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DayConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    correctResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrectionInput"];
            };
        };
        responses: {
            /** @description Corrected and settled again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketDay"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DayConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    cancelMarketDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelDayBody"];
            };
        };
        responses: {
            /** @description Cancelled and refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketDay"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DayConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getExposure: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 500. */
                limit?: string;
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
                /** @description Only the numbers of this session (the totals and `total` follow the filter). */
                session?: "open" | "close";
                /** @description Only the numbers of this bid type (the totals and `total` follow the filter). */
                bid_type?: components["schemas"]["BidType"];
            };
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exposure report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exposure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                /** @description Only this player's rows. */
                user_id?: components["parameters"]["UserIdQuery"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sent notifications and how many there are in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    postAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description Posted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: {
                /** @description A market day (IST); today when absent. */
                date?: components["parameters"]["DateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard of the day (today in IST when no date is given) and the 30 days ending on it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listPlayers: {
        parameters: {
            query?: {
                /** @description Part of the player's mobile number, name or username (case-insensitive). */
                q?: components["parameters"]["SearchQuery"];
                /** @description Only players in this state. */
                player_status?: components["parameters"]["PlayerFilter"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of players and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    updatePlayerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerStatusInput"];
            };
        };
        responses: {
            /** @description The player after the call, and what it changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerStatusReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    logoutPlayerEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptionalReasonBody"];
            };
        };
        responses: {
            /** @description Logged out; `sessions_ended` is 0 when the player had no live session (another operator was first). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutEverywhereReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    resetPlayerPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerPasswordReset"];
            };
        };
        responses: {
            /** @description The temporary password is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPasswordResetReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every operator account, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    addOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewOperator"];
            };
        };
        responses: {
            /** @description Added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A field is wrong, the mobile number already has an account, or the password is one this project publishes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    updateOperatorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorStatusInput"];
            };
        };
        responses: {
            /** @description The account after the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    logoutOperatorEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptionalReasonBody"];
            };
        };
        responses: {
            /** @description Logged out; `sessions_ended` is 0 when the account had no live session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutEverywhereReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listBids: {
        parameters: {
            query?: {
                /** @description Only this player's rows. */
                user_id?: components["parameters"]["UserIdQuery"];
                /** @description Only this market's (or Starline slot's) rows. */
                market_id?: components["parameters"]["MarketIdQuery"];
                /** @description First day included (IST). Reports default to 6 days before `to`. */
                from?: components["parameters"]["FromQuery"];
                /** @description Last day included (IST). Reports default to today. */
                to?: components["parameters"]["ToQuery"];
                /** @description Only bids of this type. */
                bid_type?: components["parameters"]["BidTypeQuery"];
                /** @description Only bids in this state. */
                bid_status?: components["parameters"]["BidStatusQuery"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
                /** @description Return items older than this id. */
                before?: components["parameters"]["PageBefore"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bids and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBidPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listResultHistory: {
        parameters: {
            query?: {
                /** @description First day included (IST). Reports default to 6 days before `to`. */
                from?: components["parameters"]["FromQuery"];
                /** @description Last day included (IST). Reports default to today. */
                to?: components["parameters"]["ToQuery"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of market days and how many there are in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultHistoryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    previewResult: {
        parameters: {
            query: {
                session: components["parameters"]["SessionQuery"];
                /** @description The panna to preview, 3 digits. */
                panna: components["parameters"]["PannaQuery"];
            };
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview; declaring the same panna pays exactly `total_payout`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DayConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    previewCorrection: {
        parameters: {
            query: {
                session: components["parameters"]["SessionQuery"];
                /** @description The panna to preview, 3 digits. */
                panna: components["parameters"]["PannaQuery"];
            };
            header?: never;
            path: {
                market_id: components["parameters"]["MarketIdPath"];
                date: components["parameters"]["DatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview of the correction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrectionPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DayConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getBidReport: {
        parameters: {
            query?: {
                /** @description First day included (IST). Reports default to 6 days before `to`. */
                from?: components["parameters"]["FromQuery"];
                /** @description Last day included (IST). Reports default to today. */
                to?: components["parameters"]["ToQuery"];
                /** @description Only this market's (or Starline slot's) rows. */
                market_id?: components["parameters"]["MarketIdQuery"];
                /** @description Only daily markets or only Starline slots. */
                family?: components["parameters"]["FamilyQuery"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of report rows (newest day first), how many rows there are, and the totals of all of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getSellReport: {
        parameters: {
            query?: {
                /** @description First day included (IST). Reports default to 6 days before `to`. */
                from?: components["parameters"]["FromQuery"];
                /** @description Last day included (IST). Reports default to today. */
                to?: components["parameters"]["ToQuery"];
                /** @description Only this market's (or Starline slot's) rows. */
                market_id?: components["parameters"]["MarketIdQuery"];
                /** @description Part of the player's mobile number, name or username (case-insensitive). */
                q?: components["parameters"]["SearchQuery"];
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of players with bids in the range, how many there are, and the totals of all of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    exportCsv: {
        parameters: {
            query?: {
                /** @description Part of the player's mobile number, name or username (case-insensitive). */
                q?: components["parameters"]["SearchQuery"];
                /** @description Only players in this state. */
                player_status?: components["parameters"]["PlayerFilter"];
                /** @description Only requests with this status. */
                status?: components["parameters"]["StatusFilter"];
                /** @description Only this player's rows. */
                user_id?: components["parameters"]["UserIdQuery"];
                /** @description Only this market's (or Starline slot's) rows. */
                market_id?: components["parameters"]["MarketIdQuery"];
                /** @description Only daily markets or only Starline slots. */
                family?: components["parameters"]["FamilyQuery"];
                /** @description First day included (IST). Reports default to 6 days before `to`. */
                from?: components["parameters"]["FromQuery"];
                /** @description Last day included (IST). Reports default to today. */
                to?: components["parameters"]["ToQuery"];
                /** @description Only bids of this type. */
                bid_type?: components["parameters"]["BidTypeQuery"];
                /** @description Only bids in this state. */
                bid_status?: components["parameters"]["BidStatusQuery"];
                /** @description Only actions of this operator. */
                actor_id?: components["parameters"]["ActorIdQuery"];
                /** @description Only this action (`player.status`) or every action of a kind (`player`). */
                action?: components["parameters"]["ActionQuery"];
            };
            header?: never;
            path: {
                table: components["parameters"]["ExportTablePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (UTF-8, header row first), offered as a download. */
            200: {
                headers: {
                    /** @description attachment; filename="<table>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getProtection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The player's protection settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    setLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetLimitRequest"];
            };
        };
        responses: {
            /** @description Applied now, or pending until the time given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetLimitReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    takeBreak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TakeBreakRequest"];
            };
        };
        responses: {
            /** @description The break in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    selfExclude: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelfExcludeRequest"];
            };
        };
        responses: {
            /** @description The exclusion in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRequest"];
            };
        };
        responses: {
            /** @description The session so far. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealityCheckReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    setRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRealityCheckRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    getPlayerProtection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's protection settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    setStricterLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StricterLimitBody"];
            };
        };
        responses: {
            /** @description Applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetLimitReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The amount is not below the limit in force; nothing changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
    listPlayersAtLimits: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: components["parameters"]["PageLimit"];
                /** @description How many matching items to skip (pages of `limit`; `total` in the answer says how many match). */
                offset?: components["parameters"]["PageOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AtLimitsReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
}

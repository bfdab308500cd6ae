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
    "/api-user-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a player with name, username (sent as `email`), mobile and password. */
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
         * @description An unknown mobile answers exactly like a wrong password. Failures are throttled per account and per client
         *     address; a throttled attempt answers 429 with `Retry-After` whatever the password.
         */
        post: operations["loginUser"];
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
        /** The player's saved bank details (an empty list when none are saved). */
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
        /** Ask for points after paying the operator; pending until an operator approves it. */
        post: operations["addFundRequest"];
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
        /** The player's fund requests, newest first (Fund History and Transaction History screens). */
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
        /** The passbook, from the ledger - ALL, IN and OUT lists, newest first. */
        post: operations["getPassbook"];
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
        /** Ask to withdraw points; the amount is held at once until an operator pays or returns it. */
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
        /** Withdraw window, minimum, bank-details flag and the player's withdrawal requests. */
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
    "/api-get-current-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The market day a bid placed now would be for. */
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
        /** Operator announcements and the player's own events, newest first. */
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
        /** Withdrawal requests with the bank details they are to be paid to, newest first. */
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
        /** Add (positive) or take (negative) whole points from a wallet, with a reason. */
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
        /** Every operator action (who, what, when), newest first. */
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
        /** Change a market's name, times, weekdays, order or whether it is active. */
        patch: operations["updateMarket"];
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
        /** Remove a holiday of the market. */
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
        /** Cancel a market day - every stake is refunded once and any paid win is reversed. */
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
        get?: never;
        put?: never;
        /** Post an announcement every player sees in Notifications. */
        post: operations["postAnnouncement"];
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
        /** @description The client's application key; when sent it must equal the server's configured key. */
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
         * @description Stable machine-readable outcome. `OK` on success. Errors: VALIDATION_FAILED, UNAUTHENTICATED, FORBIDDEN,
         *     CROSS_SITE_REQUEST, APP_KEY_INVALID, NOT_FOUND, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_IN_PROGRESS,
         *     PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, INTERNAL, NOT_IMPLEMENTED, UNAVAILABLE. Business
         *     outcomes: INVALID_CREDENTIALS, MOBILE_TAKEN, USERNAME_TAKEN, WRONG_PASSWORD, READ_ONLY_FIELD,
         *     INSUFFICIENT_BALANCE, BETTING_CLOSED, INVALID_PANNA, DUPLICATE_TRANSACTION, WITHDRAW_CLOSED,
         *     BANK_DETAILS_MISSING, AMOUNT_OUT_OF_RANGE and others named by each operation.
         */
        Code: string;
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
        };
        AppRequest: {
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
        };
        UserRequest: {
            app_key?: components["schemas"]["AppKey"];
            user_id?: components["schemas"]["UserIdField"];
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
        /** @description 4 to 50 characters, no leading or trailing spaces. */
        PersonName: string;
        Username: string;
        NewPassword: string;
        RegistrationRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Username"];
            mobile: components["schemas"]["Mobile"];
            password: components["schemas"]["NewPassword"];
            /** @description When sent it must equal `password` ('Password Do Not Match'). */
            confirm_password?: string;
            /** @description Sent by clients of the API family; not used. */
            security_pin?: string;
            app_key?: components["schemas"]["AppKey"];
        };
        RegistrationReply: {
            /** @enum {integer} */
            status: 0 | 1;
            code: components["schemas"]["Code"];
            msg: string;
            user_id?: components["schemas"]["Id"];
        };
        LoginRequest: {
            mobile: components["schemas"]["Mobile"];
            password: string;
            app_key?: components["schemas"]["AppKey"];
        };
        LoginReply: {
            /** @enum {integer} */
            status: 0 | 1;
            code: components["schemas"]["Code"];
            msg: string;
            user_id?: components["schemas"]["Id"];
            user_name?: string;
            /** @enum {string} */
            role?: "player" | "operator";
            /** @description Bearer token for non-browser clients. */
            token?: string;
            expires_at?: components["schemas"]["Timestamp"];
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
            bank_name: string;
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
        };
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
            fund_payment_receipt: string;
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
             * @description What the entry was for, in the player's words: the bids of a slip or the bids a result paid ("Bid: KALYAN Single Digit 3 (Open)", "Win: KALYAN Jodi 47"), else the same as amount_status. Sent in the player's passbook.
             * @example Bid: KALYAN Single Digit 3 (Open)
             */
            description?: string;
            /** @enum {string} */
            entry_type: "deposit" | "withdrawal_hold" | "withdrawal_return" | "bid_stake" | "win" | "win_reversal" | "refund" | "adjustment";
            /** @enum {string} */
            direction: "in" | "out";
            balance_after: components["schemas"]["Points"];
            insert_date: components["schemas"]["Timestamp"];
        };
        PassbookReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            wallet_balance: components["schemas"]["Points"];
            transaction_history: components["schemas"]["PassbookEntry"][];
            in_history: components["schemas"]["PassbookEntry"][];
            out_history: components["schemas"]["PassbookEntry"][];
        };
        PaymentMethodsReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            result: {
                name: string;
                /** @description 1 marks the default method. */
                type: number;
            }[];
        };
        WithdrawRequest: {
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
                request_amount: number;
                wallet_balance: components["schemas"]["Points"];
            };
        };
        WithdrawInfoReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            withdraw_open_time: string;
            withdraw_close_time: string;
            withdraw_is_open: boolean;
            /** @description Why withdrawals are closed now (empty when open). */
            closed_reason: string;
            min_withdraw: number;
            has_bank_details: boolean;
            withdrawdata: {
                request_amount: number;
                request_number: string;
                request_status: components["schemas"]["RequestStatus"];
                remark: string;
                insert_date: components["schemas"]["Timestamp"];
            }[];
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
        };
        DashboardReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            result: components["schemas"]["Game"][];
            /** @description The operator's contact number. */
            mobile_no: string;
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
        };
        BidDateReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            date: components["schemas"]["IsoDate"];
            /** @description The same date as DD/MM/YYYY. */
            new_date: string;
            game_status: components["schemas"]["GameStatus"];
            /**
             * @description 1 while some bid is taken, 2 when nothing is (closed day, holiday, after the cut-off).
             * @enum {integer}
             */
            msg_status: 1 | 2;
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
            /** @description The date the client showed; the server decides the market day. */
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
        };
        WinHistoryReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            win_data: components["schemas"]["BidRow"][];
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
            notification: {
                notification_id: components["schemas"]["Id"];
                /** @enum {string} */
                kind: "announcement" | "fund_approved" | "fund_rejected" | "withdrawal_paid" | "withdrawal_returned" | "win";
                title: string;
                message: string;
                insert_date: components["schemas"]["Timestamp"];
            }[];
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
            items: components["schemas"]["Enquiry"][];
            next_before: components["schemas"]["Id"] | null;
        };
        FundRequestItem: {
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
            amount: number;
            payment_method: string;
            bank: components["schemas"]["BankDetails"];
            status: components["schemas"]["RequestStatus"];
            remark: string;
            created_at: components["schemas"]["Timestamp"];
            decided_at: components["schemas"]["Timestamp"] | null;
            decided_by: components["schemas"]["Id"] | null;
        };
        WithdrawalPage: {
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
        RejectBody: {
            reason: string;
        };
        WalletAdjustmentBody: {
            amount: number;
            reason: string;
        };
        WalletAdjustmentReply: {
            status: boolean;
            code: components["schemas"]["Code"];
            msg: string;
            transaction_id: components["schemas"]["Id"];
            wallet_balance: components["schemas"]["Points"];
        };
        LedgerPage: {
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
        };
        /** @description The editable settings (all optional in a change). */
        SettingsFields: {
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
        };
        SettingsPatch: components["schemas"]["SettingsFields"];
        Settings: {
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
        };
        QrImageForm: {
            /** @description PNG, JPEG or WebP image, at most 5 MB. */
            qr_image: string;
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
        };
        MarketList: {
            items: components["schemas"]["Market"][];
        };
        ResultInput: {
            /** @enum {string} */
            session: "open" | "close";
            panna: string;
        };
        CorrectionInput: {
            /** @enum {string} */
            session: "open" | "close";
            panna: string;
            reason: string;
        };
        MarketDay: {
            market_id: components["schemas"]["Id"];
            game_name: string;
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            status: "open" | "cancelled";
            open_panna: string;
            close_panna: string;
            open_result: string;
            close_result: string;
            settle_version: number;
            cancel_reason: string;
            bids: {
                count: number;
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
        /** @description The session may not do this (another player's `user_id`, a cross-site request, an unknown `app_key`, or not an operator). */
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
        /** @description The market day is not in a state that allows this (result already declared, not declared yet, or cancelled). */
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
            /** @description Registered (status 1) or refused for a business reason (status 0). */
            200: {
                headers: {
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
                    /** @description The httpOnly, SameSite=Strict session cookie `matka_session` (on success only). */
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
    getFundRequestHistory: {
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
                "application/json": components["schemas"]["UserRequest"];
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
                "application/json": components["schemas"]["UserRequest"];
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
    getBidDate: {
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
                "application/json": components["schemas"]["UserRequest"];
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
            409: components["responses"]["AlreadyDecided"];
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
            409: components["responses"]["AlreadyDecided"];
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
                "application/json": components["schemas"]["RejectBody"];
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
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            default: components["responses"]["OtherError"];
        };
    };
}

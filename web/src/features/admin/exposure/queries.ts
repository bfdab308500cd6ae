/** The exposure of a market day: pending stake and potential payout per number, refreshed while it is on screen. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../../api/client.ts';
import { pageQuery } from '../paging.tsx';

export type ExposureRow = Schemas['Exposure']['rows'][number];

/** How often the report is asked again while open (bets keep arriving until the cut-off). */
export const EXPOSURE_REFRESH_MS = 15_000;

/** Which numbers the report covers: one session and/or one bid type ('' for all). */
export interface ExposureFilter {
  session: '' | 'open' | 'close';
  bidType: '' | Schemas['BidType'];
}

export function exposureOptions(api: ApiClient, marketId: string, date: string, offset: number, filter: ExposureFilter = { session: '', bidType: '' }) {
  const only = { ...(filter.session ? { session: filter.session } : {}), ...(filter.bidType ? { bid_type: filter.bidType } : {}) };
  return queryOptions({
    queryKey: ['/admin', 'exposure', marketId, date, offset, filter.session, filter.bidType],
    placeholderData: keepPreviousData,
    refetchInterval: EXPOSURE_REFRESH_MS,
    queryFn: () =>
      call(
        api.GET('/admin/markets/{market_id}/days/{date}/exposure', {
          params: { path: { market_id: marketId, date }, query: { ...pageQuery(offset), ...only } },
        }),
      ),
  });
}

/** The bid types the server stores, as the report's filter offers them. */
export const BID_TYPES: Schemas['BidType'][] = [
  'single_digit',
  'jodi',
  'single_pana',
  'double_pana',
  'triple_pana',
  'half_sangam_open',
  'half_sangam_close',
  'full_sangam',
];

/** Names of the stored bid types (`jodi` ...) and of the rate keys (`jodi_digit`, `tripple_pana`). */
export const BID_TYPE_NAMES: Record<string, string> = {
  single_digit: 'Single Ank',
  jodi: 'Jodi',
  jodi_digit: 'Jodi',
  single_pana: 'Single Pana',
  double_pana: 'Double Pana',
  tripple_pana: 'Triple Pana',
  triple_pana: 'Triple Pana',
  half_sangam: 'Half Sangam',
  half_sangam_open: 'Half Sangam (open)',
  half_sangam_close: 'Half Sangam (close)',
  full_sangam: 'Full Sangam',
};

export function bidTypeName(type: string): string {
  return BID_TYPE_NAMES[type] ?? type.replaceAll('_', ' ');
}

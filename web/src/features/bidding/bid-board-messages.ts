/** The texts of the entry-grid bid screens (titles, grid labels, per-cell labels), in the app's language. */
import { i18n, params } from '../../i18n/index.ts';

export const bidBoardMessages = i18n('bidBoard', {
  single: 'Single Digit',
  jodi: 'Jodi Digit',
  singlePana: 'Single Pana',
  doublePana: 'Double Pana',
  triplePana: 'Triple Pana',
  starlineOf: params<{ type: string }>('Starline {type}'),
  digits: 'Digits',
  jodiGrid: 'Jodi',
  pannasByAnk: 'Pannas by Ank',
  pannas: 'Pannas',
  ank: params<{ ank: string }>('Ank {ank}'),
  pointsFor: params<{ digits: string }>('Points for {digits}'),
  bidsOf: params<{ title: string }>('{title} bids'),
  sessionOpen: 'Session: Open',
  jodiBoth: 'Jodi bids are for the open and close results together.',
});

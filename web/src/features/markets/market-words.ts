/**
 * A market's or slot's status message in the app's language. The server words it in English from the market's phase;
 * another language words it from the status fields (msg_status 1 takes bids, game_status '2' only the close session).
 */
import { serverWords } from '../../api/client.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

export const marketWordMessages = i18n('marketWords', {
  running: 'Betting is Running Now',
  runningClose: 'Betting Running For Close',
  holiday: 'Market Holiday',
  closed: 'Betting is Closed For Today',
});

interface MarketState {
  msg: string;
  msg_status?: number;
  game_status?: string;
}

export function useMarketWords(): (state: MarketState) => string {
  const t = useMessages(marketWordMessages);
  return ({ msg, msg_status, game_status }) => {
    const open = msg_status === undefined ? game_status === '1' : msg_status === 1;
    let words: string = t.closed;
    if (open) words = game_status === '2' && msg_status !== undefined ? t.runningClose : t.running;
    else if (msg === 'Market Holiday') words = t.holiday;
    return serverWords(msg, words);
  };
}

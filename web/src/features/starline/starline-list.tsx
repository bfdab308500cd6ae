/**
 * Starline slots under the banner 'Play Big & Win Big / Har Ghante Jeeto': each slot's time, result, message (green
 * while open) and Play. Play on an open slot remembers it and opens the Starline dashboard; otherwise it alerts.
 * Plain elements (web/src/theme/frame.css), as Home renders before Chakra UI loads.
 */
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../components/alert-dialog.tsx';
import { Empty } from '../../components/query-states.tsx';
import { STORAGE_KEYS, writeDevice } from '../../lib/device-storage.ts';
import { useSession } from '../auth/session.ts';
import { listMessages } from '../markets/game-list.tsx';
import { useMarketWords } from '../markets/market-words.ts';
import type { StarlineSlot } from './queries.ts';
import { useMessages } from '../../i18n/index.ts';

/** The Starline dashboard (part of the bidding screens). */
export const STARLINE_DASHBOARD = '/starLine_game_dashBoard';

export function StarlineBanner() {
  const t = useMessages(listMessages);
  return (
    <div className="f-starline-banner">
      <p className="f-starline-title">{t.playBig}</p>
      <p className="f-starline-hourly">{t.hourly}</p>
      <RouterLink to="/starLine_chart_history" className="f-link">
        {t.starlineChart}
      </RouterLink>
    </div>
  );
}

export function StarlineList({ slots }: { slots: StarlineSlot[] }) {
  const t = useMessages(listMessages);
  const words = useMarketWords();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const play = (slot: StarlineSlot) => {
    if (!loggedIn) return showAlert(t.rowNotLoggedIn);
    if (slot.msg_status !== 1) return showAlert(t.starlineClosed);
    writeDevice(STORAGE_KEYS.starlineGameId, slot.game_id);
    writeDevice(STORAGE_KEYS.starlineGameName, slot.game_name);
    void navigate({ href: STARLINE_DASHBOARD });
  };
  if (slots.length === 0) return <Empty text={t.noSlots} />;
  return (
    <ul className="f-rows f-rows-tight">
      {slots.map((slot) => (
        <li key={slot.game_id} className="f-card f-slot">
          <div className="f-slot-main">
            <h3 className="f-heading f-slot-time">{slot.open_time}</h3>
            <p className="f-xs f-muted">{t.slotTimes({ time: slot.open_time })}</p>
            <p className="f-slot-result">{slot.result}</p>
            <p className="f-status" data-status={slot.msg_status === 1 ? 'open' : 'closed'}>
              {words(slot)}
            </p>
          </div>
          <button type="button" className="f-button f-button-brand" onClick={() => play(slot)} aria-label={t.playAt({ time: slot.open_time })}>
            {t.play}
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import bannerUrl from '../assets/banner.svg';
import { useApi } from '../api/client.ts';
import { APP_NAME, Section } from '../components/page.tsx';
import { QueryResult } from '../components/query-result.tsx';
import { ListSkeleton } from '../components/query-states.tsx';
import { CHANGE_PASSWORD_PATH, passwordChangePending } from '../features/auth/password-change.ts';
import { DownloadPopup } from '../features/content/download-popup.tsx';
import { GameList } from '../features/markets/game-list.tsx';
import { dashboardQueryOptions } from '../features/markets/queries.ts';
import { QuickTiles } from '../features/markets/quick-tiles.tsx';
import { starlineSlotsQueryOptions } from '../features/starline/queries.ts';
import { StarlineBanner, StarlineList } from '../features/starline/starline-list.tsx';
import { MaintenanceNote } from '../features/markets/maintenance-note.tsx';
import { DemoResultsNote, healthQueryOptions } from '../features/live/demo-note.tsx';
import { HomeBalance } from '../features/wallet/home-balance.tsx';
import { i18n, params, useMessages } from '../i18n/index.ts';

const messages = i18n('home', {
  heading: params<{ app: string }>('{app}: markets and Starline'),
  banner: 'Play daily markets. Results live, every day.',
  markets: 'Markets',
  noGames: 'No games today',
  loadingMarkets: 'Loading markets',
  starline: 'Starline',
  noSlots: 'No Starline slots today',
  loadingStarline: 'Loading Starline',
});

export const Route = createFileRoute('/')({
  // A player who must change their password first is shown that, not a Home whose lists the server refuses them.
  beforeLoad: () => {
    if (passwordChangePending()) throw redirect({ to: CHANGE_PASSWORD_PATH });
  },
  // The demo-mode note is known before the first render (its request starts with the session's, see __root.tsx), so
  // it never pushes the screen down; a server that does not answer only leaves the note out.
  loader: ({ context }) => context.queryClient.ensureQueryData(healthQueryOptions(context.api)).catch(() => undefined),
  component: HomePage,
});

/**
 * Home: banner, quick tiles, the day's markets and the Starline slots; open to visitors. Plain elements
 * (web/src/theme/frame.css): a first visit renders it without Chakra UI (see web/src/theme/chakra.tsx).
 */
function HomePage() {
  const t = useMessages(messages);
  const api = useApi();
  const games = useQuery({ ...dashboardQueryOptions(api), select: (dashboard) => dashboard.games });
  const slots = useQuery(starlineSlotsQueryOptions(api));
  return (
    <div className="f-page">
      <title>{APP_NAME}</title>
      <h1 className="f-sr-only">{t.heading({ app: APP_NAME })}</h1>
      {/* Its size is known before it loads (800 x 260), so nothing below moves when it shows. */}
      <img src={bannerUrl} alt={t.banner} width="800" height="260" className="f-banner" />
      <HomeBalance />
      <MaintenanceNote />
      <DemoResultsNote />
      <QuickTiles />
      <Section title={t.markets}>
        <QueryResult query={games} empty={t.noGames} loading={<ListSkeleton rows={4} rowHeight="118px" label={t.loadingMarkets} />}>
          {(rows) => <GameList games={rows} />}
        </QueryResult>
      </Section>
      <Section title={t.starline}>
        <StarlineBanner />
        <QueryResult query={slots} empty={t.noSlots} loading={<ListSkeleton rows={4} rowHeight="64px" label={t.loadingStarline} />}>
          {(rows) => <StarlineList slots={rows} />}
        </QueryResult>
      </Section>
      <DownloadPopup />
    </div>
  );
}

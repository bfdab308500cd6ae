import { Box, Heading, Image } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import bannerUrl from '../assets/banner.svg';
import { useApi } from '../api/client.ts';
import { APP_NAME, Section } from '../components/page.tsx';
import { QueryResult } from '../components/query-result.tsx';
import { ListSkeleton } from '../components/query-states.tsx';
import { DownloadPopup } from '../features/content/download-popup.tsx';
import { GameList } from '../features/markets/game-list.tsx';
import { dashboardQueryOptions } from '../features/markets/queries.ts';
import { QuickTiles } from '../features/markets/quick-tiles.tsx';
import { HomeBalance } from '../features/wallet/wallet-balance.tsx';
import { DemoResultsNote } from '../features/live/demo-note.tsx';
import { starlineSlotsQueryOptions } from '../features/starline/queries.ts';
import { StarlineBanner, StarlineList } from '../features/starline/starline-list.tsx';

export const Route = createFileRoute('/')({
  component: HomePage,
});

/** Home: banner, quick tiles, the day's markets and the Starline slots; open to visitors. */
function HomePage() {
  const api = useApi();
  const games = useQuery({ ...dashboardQueryOptions(api), select: (dashboard) => dashboard.games });
  const slots = useQuery(starlineSlotsQueryOptions(api));
  return (
    <Box maxW="xl" mx="auto" px={{ base: '3', md: '6' }} py="4">
      <title>{APP_NAME}</title>
      <Heading as="h1" srOnly>
        {APP_NAME}: markets and Starline
      </Heading>
      {/* Its size is known before it loads (800 x 260), so nothing below moves when it shows. */}
      <Image
        src={bannerUrl}
        alt="Play daily markets. Results live, every day."
        htmlWidth="800"
        htmlHeight="260"
        rounded="lg"
        w="full"
        h="auto"
        aspectRatio="800 / 260"
        mb="4"
      />
      <HomeBalance />
      <DemoResultsNote />
      <QuickTiles />
      <Section title="Markets">
        <QueryResult query={games} empty="No games today" loading={<ListSkeleton rows={4} rowHeight="118px" label="Loading markets" />}>
          {(rows) => <GameList games={rows} />}
        </QueryResult>
      </Section>
      <Section title="Starline">
        <StarlineBanner />
        <QueryResult query={slots} empty="No Starline slots today" loading={<ListSkeleton rows={4} rowHeight="64px" label="Loading Starline" />}>
          {(rows) => <StarlineList slots={rows} />}
        </QueryResult>
      </Section>
      <DownloadPopup />
    </Box>
  );
}

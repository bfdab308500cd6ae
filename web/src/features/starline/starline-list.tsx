/**
 * Starline slots under the banner 'Play Big & Win Big / Har Ghante Jeeto': each slot's time, result, message (green
 * while open) and Play. Play on an open slot remembers it and opens the Starline dashboard; otherwise it alerts.
 */
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
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
    <Box bgGradient="to-r" gradientFrom="brand.900" gradientTo="brand.600" color="white" rounded="lg" p="4" mb="3">
      <Text fontSize="xl" fontWeight="bold">
        {t.playBig}
      </Text>
      <Text color="yellow.200" fontWeight="semibold">
        {t.hourly}
      </Text>
      <Link asChild color="white" fontSize="sm" fontWeight="semibold" textDecoration="underline" mt="2">
        <RouterLink to="/starLine_chart_history">{t.starlineChart}</RouterLink>
      </Link>
    </Box>
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
    <Stack as="ul" gap="2" listStyleType="none">
      {slots.map((slot) => (
        <Flex as="li" key={slot.game_id} bg="bg" borderWidth="1px" rounded="lg" p="3" align="center" gap="3">
          <Box flex="1">
            <Heading as="h3" size="sm">
              {slot.open_time}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {t.slotTimes({ time: slot.open_time })}
            </Text>
            <Text fontFamily="mono" fontWeight="semibold" color="brand.fg">
              {slot.result}
            </Text>
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color={slot.msg_status === 1 ? 'status.open' : 'status.closed'}
              data-status={slot.msg_status === 1 ? 'open' : 'closed'}
            >
              {words(slot)}
            </Text>
          </Box>
          <Button size="sm" colorPalette="brand" onClick={() => play(slot)} aria-label={t.playAt({ time: slot.open_time })}>
            {t.play}
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}

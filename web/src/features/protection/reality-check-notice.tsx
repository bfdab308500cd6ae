/**
 * The reality-check notice: while a player is logged in, the session's time and net result are polled; each time a
 * whole interval has passed, a dialog shows them with links to the limits and the history.
 */
import { Button, Dialog, HStack, Link, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/client.ts';
import { formatPoints } from '../../lib/format.ts';
import { useSession } from '../auth/session.ts';
import { realityCheckQueryOptions } from './queries.ts';

export function RealityCheckNotice() {
  const { loggedIn } = useSession();
  const api = useApi();
  const check = useQuery({ ...realityCheckQueryOptions(api), enabled: loggedIn });
  const due = check.data?.checks_due ?? 0;
  // Which interval was last acknowledged in this login session (kept across reloads of the page).
  const key = check.data ? `realityCheckSeen:${check.data.session_started_at}` : '';
  const [acknowledged, setAcknowledged] = useState(0);
  const seen = Math.max(acknowledged, key ? Number(sessionStorage.getItem(key) ?? 0) : 0);
  const open = loggedIn && due > seen;
  const close = () => {
    sessionStorage.setItem(key, String(due));
    setAcknowledged(due);
  };
  if (!check.data) return null;
  const { minutes_played: minutes, net_result: net, staked, won } = check.data;
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(d) => !d.open && close()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Reality check</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                You have played for {Math.floor(minutes / 60)} h {minutes % 60} min this session.
              </Text>
              <Text>
                Staked {formatPoints(staked)}, won {formatPoints(won)}: net result {net > 0 ? '+' : ''}
                {formatPoints(net)} points.
              </Text>
              <HStack mt="3" gap="4">
                <Link asChild color="brand.fg" fontWeight="semibold" onClick={close}>
                  <RouterLink to="/my_limits">My Limits</RouterLink>
                </Link>
                <Link asChild color="brand.fg" fontWeight="semibold" onClick={close}>
                  <RouterLink to="/all_passbook">Passbook</RouterLink>
                </Link>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close}>
                Continue
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The reality-check dialog: time played and net result of the session, with links to the limits and the history. */
import { Button, Dialog, HStack, Link, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { formatPoints } from '../../lib/format.ts';
import { useMessages } from '../../i18n/index.ts';
import { protectionMessages } from './messages.ts';

interface Check {
  minutes_played: number;
  net_result: number;
  staked: number;
  won: number;
}

export default function RealityCheckDialog({ check, onClose: close }: { check: Check; onClose: () => void }) {
  const t = useMessages(protectionMessages);
  const { minutes_played: minutes, net_result: net, staked, won } = check;
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(d) => !d.open && close()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.realityTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t.played({ hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) })}</Text>
              <Text>{t.net({ staked: formatPoints(staked), won: formatPoints(won), net: `${net > 0 ? '+' : ''}${formatPoints(net)}` })}</Text>
              <HStack mt="3" gap="4">
                <Link asChild color="brand.fg" fontWeight="semibold" onClick={close}>
                  <RouterLink to="/my_limits">{t.myLimits}</RouterLink>
                </Link>
                <Link asChild color="brand.fg" fontWeight="semibold" onClick={close}>
                  <RouterLink to="/all_passbook">{t.passbook}</RouterLink>
                </Link>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close}>
                {t.continue}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The game list's two dialogs: a closed game's details (status 2) and a game's time table. */
import { Button, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { useMarketWords } from './market-words.ts';
import type { Game } from './queries.ts';

const messages = i18n('gameDialogs', {
  ok: 'OK',
  openResultTime: 'Open Result Time',
  closeResultTime: 'Close Result Time',
  timeTable: params<{ game: string }>('{game} Time Table'),
  openBidEnd: 'Open Bid End',
  closeBidEnd: 'Close Bid End',
  openResult: 'Open Result',
  closeResult: 'Close Result',
});

function InfoDialog({ game, title, onClose, children }: { game: Game | null; title: string; onClose: () => void; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <Dialog.Root open={game !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{t.ok}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Times({ rows }: { rows: Array<[string, string]> }) {
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Status 2: the game's message, name and result times. */
export function ClosedGameDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  const t = useMessages(messages);
  const words = useMarketWords();
  return (
    <InfoDialog game={game} title={game?.game_name ?? ''} onClose={onClose}>
      <Text color="status.closed" fontWeight="semibold" mb="3">
        {game && words(game)}
      </Text>
      <Times
        rows={[
          [t.openResultTime, game?.open_result_time ?? ''],
          [t.closeResultTime, game?.close_result_time ?? ''],
        ]}
      />
    </InfoDialog>
  );
}

export function TimeTableDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  const t = useMessages(messages);
  return (
    <InfoDialog game={game} title={t.timeTable({ game: game?.game_name ?? '' })} onClose={onClose}>
      <Times
        rows={[
          [t.openBidEnd, game?.open_time ?? ''],
          [t.closeBidEnd, game?.close_time ?? ''],
          [t.openResult, game?.open_result_time ?? ''],
          [t.closeResult, game?.close_result_time ?? ''],
        ]}
      />
    </InfoDialog>
  );
}

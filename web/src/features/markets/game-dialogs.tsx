/** The game list's two dialogs: a closed game's details (status 2) and a game's time table. */
import { Button, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Game } from './queries.ts';

function InfoDialog({ game, title, onClose, children }: { game: Game | null; title: string; onClose: () => void; children: ReactNode }) {
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
                <Button colorPalette="brand">OK</Button>
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
  return (
    <InfoDialog game={game} title={game?.game_name ?? ''} onClose={onClose}>
      <Text color="status.closed" fontWeight="semibold" mb="3">
        {game?.msg}
      </Text>
      <Times
        rows={[
          ['Open Result Time', game?.open_result_time ?? ''],
          ['Close Result Time', game?.close_result_time ?? ''],
        ]}
      />
    </InfoDialog>
  );
}

export function TimeTableDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  return (
    <InfoDialog game={game} title={`${game?.game_name ?? ''} Time Table`} onClose={onClose}>
      <Times
        rows={[
          ['Open Bid End', game?.open_time ?? ''],
          ['Close Bid End', game?.close_time ?? ''],
          ['Open Result', game?.open_result_time ?? ''],
          ['Close Result', game?.close_result_time ?? ''],
        ]}
      />
    </InfoDialog>
  );
}

/** A deposit's receipt image in a dialog, zoomable (fit, 100 %, 200 %) and scrollable when larger than the screen. */
import { Box, Button, CloseButton, Dialog, HStack, Image, Portal } from '@chakra-ui/react';
import { useState } from 'react';

const ZOOMS = [
  { label: 'Fit', width: '100%' },
  { label: '100 %', width: 'auto' },
  { label: '200 %', width: '200%' },
] as const;

export function ReceiptViewer({ url, requestId }: { url: string; requestId: string }) {
  const [zoom, setZoom] = useState(0);
  if (!url) return <>No receipt</>;
  const alt = `Payment receipt of deposit ${requestId}`;
  return (
    <Dialog.Root size="xl" placement="center" onExitComplete={() => setZoom(0)}>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`Open receipt of deposit ${requestId}`} p="0" h="auto">
          <Image src={url} alt="" boxSize="10" objectFit="cover" rounded="sm" loading="lazy" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Receipt of deposit {requestId}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack role="group" aria-label="Zoom" mb="3">
                {ZOOMS.map((option, index) => (
                  <Button
                    key={option.label}
                    size="xs"
                    variant={zoom === index ? 'solid' : 'outline'}
                    aria-pressed={zoom === index}
                    onClick={() => setZoom(index)}
                  >
                    {option.label}
                  </Button>
                ))}
              </HStack>
              <Box maxH="70vh" overflow="auto" tabIndex={0} role="region" aria-label="Receipt image">
                <Image src={url} alt={alt} width={ZOOMS[zoom]!.width} maxW={zoom === 0 ? '100%' : 'none'} />
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close receipt" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

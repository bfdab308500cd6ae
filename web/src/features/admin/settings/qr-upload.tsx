/** The payment QR image players scan: the current one, and a file field to replace it. */
import { HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { useUploadQr } from './queries.ts';

export function QrUpload({ current }: { current: string }) {
  const upload = useUploadQr();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a PNG, JPEG or WebP image.');
    upload.mutate(file, { onSuccess: (reply) => reportSuccess(reply.msg), onError: (error) => reportFailure(error) });
  };
  return (
    <form aria-label="Payment QR image" onSubmit={submit} noValidate>
      <HStack align="flex-start" gap="6" wrap="wrap">
        {current ? <Image src={current} alt="Current payment QR code" boxSize="40" objectFit="contain" borderWidth="1px" /> : <Text>No QR image yet.</Text>}
        <Stack gap="3">
          <FormField label="New QR image" error={problem} helper="PNG, JPEG or WebP, at most 5 MB">
            <Input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              p="1"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblem('');
              }}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={upload.isPending}>
            Upload QR image
          </Button>
        </Stack>
      </HStack>
    </form>
  );
}

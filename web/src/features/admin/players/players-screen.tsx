/** Players: open a player's page by their id (from a deposit, withdrawal or enquiry). */
import { Button, HStack, Input } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { ConsolePage } from '../console-page.tsx';

export function PlayersScreen() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{1,18}$/.test(id)) return setProblem('Enter the player id (digits).');
    void navigate({ to: '/admin/players/$userId', params: { userId: id } });
  };
  return (
    <ConsolePage title="Players">
      <Section title="Open a player">
        <form aria-label="Open a player" onSubmit={submit} noValidate>
          <HStack align="flex-end" gap="3">
            <FormField label="Player id" error={problem} w="auto">
              <Input inputMode="numeric" value={id} onChange={(e) => setId(e.target.value.trim())} />
            </FormField>
            <Button type="submit" colorPalette="brand">
              Open
            </Button>
          </HStack>
        </form>
      </Section>
    </ConsolePage>
  );
}

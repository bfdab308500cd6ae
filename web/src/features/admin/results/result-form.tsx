/**
 * Enter a result: the session, the panna (checked against the 220), a reason for a correction; then a confirmation
 * that says what the declaration or correction will do before anything is settled.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ankOf } from '../../../../../sdk/pannas.ts';
import { FormField } from '../../../components/form-field.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { pannaProblem } from './panna-input.ts';
import { CorrectionPreview, DeclarePreview, useCorrectionPreview, useDeclarePreview } from './preview.tsx';
import { type MarketDay, type Session, useDayAction } from './queries.ts';

interface ResultFormProps {
  day: MarketDay;
  mode: 'declare' | 'correct';
  sessions: Session[];
  describe: (session: Session, panna: string) => ReactNode;
  /** A Starline slot: its one result, not an open or a close panna. */
  starline?: boolean;
}

export function ResultForm({ day, mode, sessions, describe, starline = false }: ResultFormProps) {
  const queryClient = useQueryClient();
  const action = useDayAction(day.market_id, day.date);
  const [session, setSession] = useState<Session>(sessions[0] ?? 'open');
  const [panna, setPanna] = useState('');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const current = sessions.includes(session) ? session : (sessions[0] ?? 'open');
  const verb = mode === 'declare' ? 'Declare' : 'Correct';
  const ask = { marketId: day.market_id, date: day.date, session: current, panna };
  const declarePreview = useDeclarePreview(ask, confirming && mode === 'declare');
  const correctionPreview = useCorrectionPreview(ask, confirming && mode === 'correct');
  // Nothing is settled before its preview is on screen; the preview's version goes with the action.
  const seen = mode === 'declare' ? declarePreview.data?.settle_version : correctionPreview.data?.settle_version;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = pannaProblem(panna);
    setProblem(found);
    if (!found) setConfirming(true);
  };
  const confirm = (reason: string) => {
    if (seen === undefined) return;
    const settle_version = seen;
    action.mutate(
      mode === 'declare' ? { kind: 'declare', session: current, panna, settle_version } : { kind: 'correct', session: current, panna, reason, settle_version },
      {
        onSuccess: (next) => {
          const result = current === 'open' ? next.open_result : next.close_result;
          reportSuccess(`${next.game_name} ${current} result ${mode === 'declare' ? 'declared' : 'corrected'}: ${result}.`);
          setPanna('');
        },
        onError: (error) => reportFailure(error, queryClient),
        onSettled: () => setConfirming(false),
      },
    );
  };
  return (
    <form aria-label={`${verb} a result`} onSubmit={submit} noValidate>
      <Stack gap="3">
        <HStack align="flex-start" wrap="wrap" gap="3">
          {sessions.length > 1 && (
            <FormField label="Session" w="auto">
              <ChoiceSelect
                choices={sessions.map((item) => [item, item === 'open' ? 'Open' : 'Close'] as const)}
                value={current}
                onChange={(e) => setSession(e.target.value === 'close' ? 'close' : 'open')}
              />
            </FormField>
          )}
          <FormField
            label={starline ? 'Result panna' : `${current === 'open' ? 'Open' : 'Close'} panna`}
            error={problem}
            w="auto"
            helper="Three digits, e.g. 128"
          >
            <Input
              inputMode="numeric"
              maxLength={3}
              w="32"
              fontFamily="mono"
              value={panna}
              onChange={(e) => {
                setPanna(e.target.value.replace(/\D/g, ''));
                setProblem('');
              }}
            />
          </FormField>
        </HStack>
        <Button type="submit" colorPalette="brand" variant={mode === 'declare' ? 'solid' : 'outline'} alignSelf="flex-start">
          {mode === 'declare' ? 'Preview and declare' : 'Preview correction'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`${verb} the ${starline ? 'result' : `${current} panna`} ${panna} (ank ${panna.length === 3 ? ankOf(panna) : ''})?`}
        confirmLabel={mode === 'declare' ? 'Declare result' : 'Correct result'}
        reason={mode === 'correct' ? 'required' : undefined}
        reasonLabel="Reason for the correction"
        destructive={mode === 'correct'}
        busy={action.isPending}
        disabled={seen === undefined}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      >
        <Stack gap="2">
          {describe(current, panna)}
          {confirming && mode === 'declare' && <DeclarePreview query={declarePreview} />}
          {confirming && mode === 'correct' && <CorrectionPreview query={correctionPreview} />}
          <Text fontWeight="semibold">This settles the bids at once and cannot be undone except by a correction.</Text>
        </Stack>
      </ConfirmDialog>
    </form>
  );
}

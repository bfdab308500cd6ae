/** The game-type selector: Open or Close (only Close once the open bids have closed), with the spec's prompt. */
import { NativeSelect } from '@chakra-ui/react';
import { FormField } from '../../components/form-field.tsx';
import { SELECT_GAME_TYPE, SELECT_GAME_TYPE_PROMPT, type Session } from './rules.ts';

interface GameTypeSelectProps {
  session: Session | '';
  offered: Session[];
  onChange: (session: Session | '') => void;
  /** How an option reads (Half Sangam: 'KALYAN OPEN'). */
  optionLabel?: (session: Session) => string;
}

export function GameTypeSelect({ session, offered, onChange, optionLabel = (value) => value }: GameTypeSelectProps) {
  return (
    <FormField label="Game Type" error={session === '' ? SELECT_GAME_TYPE : undefined}>
      <NativeSelect.Root>
        <NativeSelect.Field value={session} onChange={(event) => onChange(event.target.value as Session | '')} bg="bg">
          <option value="">{SELECT_GAME_TYPE_PROMPT}</option>
          {offered.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The game-type selector: Open or Close (only Close once the open bids have closed), with the spec's prompt. */
import { NativeSelect } from '../../components/plain-controls.tsx';
import { PlainField } from '../../components/plain-field.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import { bidTypeMessages, sessionName } from '../markets/bid-types.ts';
import { bidRuleMessages, type Session } from './rules.ts';

const messages = i18n('gameTypeSelect', { gameType: 'Game Type' });

interface GameTypeSelectProps {
  session: Session | '';
  offered: Session[];
  onChange: (session: Session | '') => void;
  /** Bidding is closed (the screen says so): nothing to choose, so no prompt to choose. */
  closed: boolean;
  /** How an option reads (Half Sangam: 'KALYAN OPEN'). */
  optionLabel?: (session: Session) => string;
}

export function GameTypeSelect({ session, offered, onChange, optionLabel, closed }: GameTypeSelectProps) {
  const t = useMessages(messages);
  const rules = useMessages(bidRuleMessages);
  const types = useMessages(bidTypeMessages);
  const label = optionLabel ?? ((value: Session) => sessionName(value, types));
  return (
    <PlainField label={t.gameType} error={session === '' && !closed && offered.length > 0 ? rules.selectGameType : undefined}>
      <NativeSelect value={session} onChange={(event) => onChange(event.target.value as Session | '')}>
        <option value="">{rules.selectGameTypePrompt}</option>
        {offered.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </NativeSelect>
    </PlainField>
  );
}

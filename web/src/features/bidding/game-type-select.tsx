/** The game-type selector: Open or Close (only Close once the open bids have closed), with the spec's prompt. */
import { i18n, useMessages } from '../../i18n/index.ts';
import { bidTypeMessages, sessionName } from '../markets/bid-types.ts';
import { BidField } from './bid-field.tsx';
import { bidRuleMessages, type Session } from './rules.ts';

const messages = i18n('gameTypeSelect', { gameType: 'Game Type' });

interface GameTypeSelectProps {
  session: Session | '';
  offered: Session[];
  onChange: (session: Session | '') => void;
  /** How an option reads (Half Sangam: 'KALYAN OPEN'). */
  optionLabel?: (session: Session) => string;
}

export function GameTypeSelect({ session, offered, onChange, optionLabel }: GameTypeSelectProps) {
  const t = useMessages(messages);
  const rules = useMessages(bidRuleMessages);
  const types = useMessages(bidTypeMessages);
  const label = optionLabel ?? ((value: Session) => sessionName(value, types));
  return (
    <BidField label={t.gameType} error={session === '' ? rules.selectGameType : undefined}>
      {(control) => (
        <div className="f-select-root">
          <select {...control} className="f-select" value={session} onChange={(event) => onChange(event.target.value as Session | '')}>
            <option value="">{rules.selectGameTypePrompt}</option>
            {offered.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
          <svg className="f-select-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      )}
    </BidField>
  );
}

/**
 * Half Sangam and Full Sangam: one bid of an ank and a patti (Half) or two pattis (Full) with its amount. Each field
 * opens once the one before it is filled, in the order of the session: Half Sangam Open is Open Patti, Close Ank,
 * Amount; Close is Open Ank, Close Patti, Amount; Full Sangam is Open Patti, Close Patti, Amount. Plain elements
 * (web/src/theme/frame.css).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { TextInput } from '../../components/plain-controls.tsx';
import { PlainField } from '../../components/plain-field.tsx';
import { ActionBar, BidDateLine, SessionNotice } from './bid-parts.tsx';
import { GameTypeSelect } from './game-type-select.tsx';
import { bidDateQueryOptions } from './queries.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { formatPoints } from '../../lib/format.ts';
import { ankProblem, type BidRuleTexts, bidRuleMessages, isAnk, isPatti, MIN_SANGAM_POINTS, pattiProblem, type Session, slipOf, typedPoints } from './rules.ts';

const messages = i18n('sangamForm', {
  playHalf: 'Play Half Sangam',
  playFull: 'Play Full Sangam',
  bidOf: params<{ title: string }>('{title} bid'),
  halfSangam: 'Half Sangam',
  fullSangam: 'Full Sangam',
  openPatti: 'Open Patti',
  closePatti: 'Close Patti',
  openAnk: 'Open Ank',
  closeAnk: 'Close Ank',
  amount: 'Amount',
  minimum: params<{ points: string }>('Minimum {points} points'),
  option: params<{ game: string; session: string }>('{game} {session}'),
  open: 'OPEN',
  close: 'CLOSE',
});
import { type SelectedGame, useBidSession } from './selected-game.ts';
import { usePlaceSlip } from './use-place-slip.ts';

type FieldKind = 'ank' | 'patti';
interface SangamField {
  kind: FieldKind;
  label: 'openPatti' | 'closePatti' | 'openAnk' | 'closeAnk';
}

/** The two number fields in the order they are filled. */
function fieldsOf(variant: 'half' | 'full', session: Session | ''): [SangamField, SangamField] {
  if (variant === 'full')
    return [
      { kind: 'patti', label: 'openPatti' },
      { kind: 'patti', label: 'closePatti' },
    ];
  return session === 'Close'
    ? [
        { kind: 'ank', label: 'openAnk' },
        { kind: 'patti', label: 'closePatti' },
      ]
    : [
        { kind: 'patti', label: 'openPatti' },
        { kind: 'ank', label: 'closeAnk' },
      ];
}

const problemOf = (kind: FieldKind, value: string, t: BidRuleTexts) => (kind === 'ank' ? ankProblem(value, t) : pattiProblem(value, t));
const filled = (kind: FieldKind, value: string) => (kind === 'ank' ? isAnk(value) : isPatti(value));
const wholeProblem = (value: string, t: BidRuleTexts) => (value === '' || /^[0-9]+$/.test(value) ? undefined : t.wholePoints);
const EMPTY = { first: '', second: '', amount: '' };

export function SangamForm({ game, variant }: { game: SelectedGame; variant: 'half' | 'full' }) {
  const t = useMessages(messages);
  const rules = useMessages(bidRuleMessages);
  const api = useApi();
  const { data: bidDate, refetch } = useSuspenseQuery(bidDateQueryOptions(api, 'daily', game.id));
  // Half Sangam starts at Open (spec); its choice is its own. Both Sangams close with the open bids.
  const bid = useBidSession(variant === 'half' ? 'half-sangam' : 'open-only', bidDate, { remember: false });
  const [values, setValues] = useState(EMPTY);
  const [amountProblem, setAmountProblem] = useState<string>();
  const { place, pending } = usePlaceSlip('daily', { onPlaced: () => setValues(EMPTY), onRefused: () => void refetch() });

  const title = variant === 'half' ? 'Half Sangam' : 'Full Sangam';
  const shownTitle = variant === 'half' ? t.halfSangam : t.fullSangam;
  // A lapsed choice keeps its fields in the order the player filled them.
  const lapsed = bid.lapsed?.session === 'Close' ? 'Close' : bid.lapsed ? 'Open' : '';
  const session = variant === 'half' ? bid.shown || lapsed : '';
  const [first, second] = fieldsOf(variant, session);
  const firstReady = filled(first.kind, values.first);
  const secondReady = firstReady && filled(second.kind, values.second);
  const amount = typedPoints(values.amount);
  const canSubmit = bid.session !== null && secondReady && amount > 0;

  const edit = (name: keyof typeof EMPTY, value: string) => {
    if (name === 'amount') setAmountProblem(undefined);
    setValues((current) => ({ ...current, [name]: value.trim() }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || bid.session === null) return;
    if (amount < MIN_SANGAM_POINTS) return setAmountProblem(rules.minSangam({ points: formatPoints(MIN_SANGAM_POINTS) }));
    // Sangam entries carry the ank (Full Sangam: the open patti) in digits and the patti (close patti) in closedigits.
    const [digits, closedigits] = variant === 'full' || first.kind === 'ank' ? [values.first, values.second] : [values.second, values.first];
    place(
      slipOf({
        date: bidDate.date,
        gameId: game.id,
        gameName: game.name,
        label: title,
        session: bid.session,
        entries: [{ digits, closedigits, points: amount }],
      }),
    );
  };

  const changeSession = (next: Session | '') => {
    bid.choose(next);
    setValues(EMPTY);
  };

  return (
    <Page title={variant === 'half' ? t.playHalf : t.playFull} subtitle={game.name}>
      <BidDateLine date={bidDate.date} />
      <SessionNotice bid={bid} closedText={rules.bettingClosed} newDate={bidDate.date} />
      <form aria-label={t.bidOf({ title: shownTitle })} onSubmit={submit} noValidate>
        <Section>
          <fieldset className="f-bid-fieldset" disabled={bid.closed}>
            <div className="f-bid-stack">
              {variant === 'half' && (
                <GameTypeSelect
                  session={bid.shown}
                  offered={bid.offered}
                  closed={bid.closed}
                  onChange={changeSession}
                  optionLabel={(value) => t.option({ game: game.name, session: value === 'Open' ? t.open : t.close })}
                />
              )}
              <NumberField
                field={first}
                label={t[first.label]}
                value={values.first}
                disabled={variant === 'half' && session === ''}
                onChange={(value) => edit('first', value)}
              />
              <NumberField field={second} label={t[second.label]} value={values.second} disabled={!firstReady} onChange={(value) => edit('second', value)} />
              <PlainField
                label={t.amount}
                helper={t.minimum({ points: formatPoints(MIN_SANGAM_POINTS) })}
                error={amountProblem ?? wholeProblem(values.amount, rules)}
                disabled={!secondReady}
              >
                <TextInput
                  value={values.amount}
                  onChange={(event) => edit('amount', event.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={9}
                />
              </PlainField>
            </div>
          </fieldset>
        </Section>
        <ActionBar total={amount} canSubmit={canSubmit} pending={pending} onReset={() => setValues(EMPTY)} />
      </form>
    </Page>
  );
}

interface NumberFieldProps {
  field: SangamField;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function NumberField({ field, label, value, disabled, onChange }: NumberFieldProps) {
  const rules = useMessages(bidRuleMessages);
  return (
    <PlainField label={label} error={problemOf(field.kind, value, rules) ?? undefined} disabled={disabled}>
      <TextInput
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={field.kind === 'ank' ? 2 : 4}
        placeholder={field.kind === 'ank' ? '0-9' : '000-999'}
      />
    </PlainField>
  );
}

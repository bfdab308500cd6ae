/**
 * Quick entry on a grid screen: type a number and its points, then Add (or Enter); the points are added to what the
 * number already holds, as a tap on its cell adds a chip, so a slip of several numbers needs no scrolling through the
 * grid. The number must be one of the screen's own (a panna written as the grid writes it: never turned into another).
 */
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Section } from '../../components/page.tsx';
import { TextInput } from '../../components/plain-controls.tsx';
import { PlainField } from '../../components/plain-field.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { typedPoints } from './rules.ts';

const messages = i18n('quickEntry', {
  title: 'Quick Entry',
  hint: 'Type a number and its points, then Add: the points are added to that number.',
  number: 'Number',
  points: 'Points',
  add: 'Add',
  enterNumber: 'Enter a number',
  notHere: params<{ number: string }>('{number} is not one of the numbers on this screen'),
  enterPoints: 'Enter the points as a whole number above 0',
  added: params<{ points: string; number: string }>('Added {points} points to {number}'),
});

const digitsOnly = (event: ChangeEvent<HTMLInputElement>, maxLength: number) => event.target.value.replace(/\D/g, '').slice(0, maxLength);

export function QuickEntry({ numbers, onAdd }: { numbers: readonly string[]; onAdd: (digits: string, points: number) => void }) {
  const t = useMessages(messages);
  const [number, setNumber] = useState('');
  const [points, setPoints] = useState('');
  const [problems, setProblems] = useState<{ number?: string; points?: string }>({});
  const [added, setAdded] = useState('');
  const numberInput = useRef<HTMLInputElement>(null);
  const width = Math.max(...numbers.map((value) => value.length));

  const add = () => {
    const value = typedPoints(points);
    const next = {
      number: number === '' ? t.enterNumber : numbers.includes(number) ? undefined : t.notHere({ number }),
      points: value > 0 ? undefined : t.enterPoints,
    };
    setProblems(next);
    setAdded('');
    if (next.number || next.points) return;
    onAdd(number, value);
    setAdded(t.added({ points: String(value), number }));
    // The points stay for the next number, which is typed next.
    setNumber('');
    numberInput.current?.focus();
  };

  // Enter adds the entry; it never sends the slip (the bid form's Submit does).
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Section title={t.title}>
      <p className="f-bid-hint">{t.hint}</p>
      <div className="f-bid-quick">
        <PlainField label={t.number} error={problems.number}>
          <TextInput
            ref={numberInput}
            className="f-bid-mono"
            value={number}
            onChange={(event) => {
              setNumber(digitsOnly(event, width));
              setProblems((current) => ({ ...current, number: undefined }));
            }}
            onKeyDown={onEnter}
            inputMode="numeric"
            autoComplete="off"
          />
        </PlainField>
        <PlainField label={t.points} error={problems.points}>
          <TextInput
            value={points}
            onChange={(event) => {
              setPoints(digitsOnly(event, 9));
              setProblems((current) => ({ ...current, points: undefined }));
            }}
            onKeyDown={onEnter}
            inputMode="numeric"
            autoComplete="off"
          />
        </PlainField>
        <button type="button" className="f-button f-bid-outline f-button-md f-bid-add" onClick={add}>
          {t.add}
        </button>
      </div>
      <p role="status" aria-live="polite" className="f-bid-status">
        {added}
      </p>
    </Section>
  );
}

/** Results: choose a market day, then declare, correct or cancel it. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import { Section } from '../../../components/page.tsx';
import { ConsolePage } from '../console-page.tsx';
import { marketsOptions } from '../markets/queries.ts';
import { type DayChoice, DayPicker } from './day-picker.tsx';
import { DayView } from './day-view.tsx';
import { ResultHistory } from './result-history.tsx';

export function ResultsScreen({ choice, onChoose }: { choice: DayChoice; onChoose: (next: { market: string; date: string }) => void }) {
  const markets = useQuery(marketsOptions(useApi()));
  const market = markets.data?.find((item) => item.id === choice.market);
  return (
    <ConsolePage title="Results" subtitle="Declare the open panna, then the close panna. Every step is previewed before it settles.">
      <Section>
        <DayPicker key={`${choice.market}-${choice.date}`} value={choice} onChange={onChoose} label="Choose a market day" />
      </Section>
      {choice.market && choice.date && (
        <DayView key={`${choice.market}-${choice.date}`} marketId={choice.market} date={choice.date} starline={market?.family === 'starline'} />
      )}
      {choice.market && (
        <Section title="Past results">
          <ResultHistory marketId={choice.market} starline={market?.family === 'starline'} />
        </Section>
      )}
    </ConsolePage>
  );
}

/**
 * Stakes against payouts per day as a plain SVG bar chart: two bars a day, a labelled axis, a title and description
 * for screen readers, and the same figures in a table beneath (visually hidden) so nothing is only in the picture.
 */
import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { formatDay, formatPoints } from '../../../lib/format.ts';

export interface DayFigures {
  date: string;
  stakes: number;
  payouts: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 56, right: 8, top: 8, bottom: 24 };
const STAKE = '#5b21b6';
const PAYOUT = '#c2410c';

/** A round number at or above the largest value, for the axis top; even, so the middle line is whole points too. */
export function axisTop(max: number): number {
  if (max <= 0) return 2;
  const step = 10 ** Math.floor(Math.log10(max));
  const top = Math.ceil(max / step) * step;
  return top % 2 === 0 ? top : top + step;
}

/**
 * Which days get a date under the axis: the first, every seventh and the last, but not a seventh day so close to the
 * last that their dates would overlap.
 */
export function dayLabelled(index: number, count: number): boolean {
  if (index === count - 1) return true;
  return index % 7 === 0 && count - 1 - index >= 4;
}

export function StakesChart({ days, title }: { days: DayFigures[]; title: string }) {
  const id = useId();
  const top = axisTop(Math.max(0, ...days.flatMap((d) => [d.stakes, d.payouts])));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const bar = Math.max(1, slot / 2 - 1);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const totalStakes = days.reduce((sum, d) => sum + d.stakes, 0);
  const totalPayouts = days.reduce((sum, d) => sum + d.payouts, 0);
  // Scrolled to its newest days (at the right) when it is narrower than the chart: today is what an operator looks for.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [days.length]);
  return (
    <Box>
      <HStack gap="4" fontSize="sm" mb="2" aria-hidden="true">
        <HStack gap="1">
          <Box w="3" h="3" bg={STAKE} />
          <Text>Stakes</Text>
        </HStack>
        <HStack gap="1">
          <Box w="3" h="3" bg={PAYOUT} />
          <Text>Payouts</Text>
        </HStack>
      </HStack>
      {/* Never drawn narrower than it is made (its labels stay readable): on a phone it scrolls sideways in its box. */}
      <Box
        ref={scroller}
        overflowX="auto"
        tabIndex={0}
        aria-label={`${title}, scrolls sideways`}
        rounded="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ minWidth: WIDTH }} role="img" aria-labelledby={`${id}-t ${id}-d`}>
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{`${days.length} days: stakes ${formatPoints(totalStakes)} points, payouts ${formatPoints(totalPayouts)} points.`}</desc>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="#d4d4d8" />
              <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" fontSize="11" fill="#3f3f46">
                {formatPoints(top * f)}
              </text>
            </g>
          ))}
          {days.map((d, i) => (
            <g key={d.date}>
              <rect x={PAD.left + i * slot + 1} y={y(d.stakes)} width={bar} height={Math.max(0, y(0) - y(d.stakes))} fill={STAKE} />
              <rect x={PAD.left + i * slot + 1 + bar} y={y(d.payouts)} width={bar} height={Math.max(0, y(0) - y(d.payouts))} fill={PAYOUT} />
              {dayLabelled(i, days.length) && (
                <text x={PAD.left + i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#3f3f46">
                  {formatDay(d.date).slice(0, 5)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Stakes</th>
              <th scope="col">Payouts</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDay(d.date)}</th>
                <td>{formatPoints(d.stakes)}</td>
                <td>{formatPoints(d.payouts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

/**
 * The numbers of a bid screen (digits, jodis or pannas), in labelled groups: a tap on a number adds the chosen amount
 * to it, its box can also be typed into (which sets its points). The cells are compact (number above its points box)
 * and laid out by how many a group holds, so Jodi's 100 cells and the panna grids fit a phone in few screens. Plain
 * elements (web/src/theme/frame.css).
 */
import { type ReactNode, useId } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { bidBoardMessages } from './bid-board-messages.ts';
import type { EntryPoints } from './rules.ts';

export interface EntryGroup {
  /** The panna grids' ank: the group's heading reads 'Ank 0'; without it the grid's label names the group. */
  ank?: number;
  digits: readonly string[];
}

interface EntryGridProps {
  label: string;
  groups: readonly EntryGroup[];
  points: EntryPoints;
  onAdd: (digits: string) => void;
  onType: (digits: string, text: string) => void;
}

/**
 * Cells per row (a class of frame.css): Jodi 6 on a phone (10 from 768 px, a row per first digit); the 12 Single Pannas
 * of an ank 6 (one row of 12 on wide screens); ten digits, ten triples or the 9 Double Pannas of an ank 5 (one row on
 * wide screens). At 360 px six cells are still 48 px wide, room for a three-digit panna and four-digit points.
 */
export function columnsFor(cells: number) {
  if (cells > 12) return 'f-bid-grid f-bid-grid-many';
  if (cells > 10) return 'f-bid-grid f-bid-grid-12';
  return 'f-bid-grid';
}

export function EntryGrid({ label, groups, points, onAdd, onType }: EntryGridProps) {
  const t = useMessages(bidBoardMessages);
  return (
    <div className="f-bid-groups">
      {groups.map((group) => (
        <EntryGroupGrid
          key={group.ank ?? label}
          label={group.ank === undefined ? label : t.ank({ ank: String(group.ank) })}
          showTitle={group.ank !== undefined}
          cells={group.digits.length}
        >
          {group.digits.map((digits) => (
            <EntryCell key={digits} digits={digits} label={t.pointsFor({ digits })} points={points[digits] ?? 0} onAdd={onAdd} onType={onType} />
          ))}
        </EntryGroupGrid>
      ))}
    </div>
  );
}

function EntryGroupGrid({ label, showTitle, cells, children }: { label: string; showTitle: boolean; cells: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <div role="group" aria-label={showTitle ? undefined : label} aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle && (
        <h3 id={titleId} className="f-heading f-bid-group-title">
          {label}
        </h3>
      )}
      <div className={columnsFor(cells)}>{children}</div>
    </div>
  );
}

function EntryCell({
  digits,
  label,
  points,
  onAdd,
  onType,
}: {
  digits: string;
  label: string;
  points: number;
  onAdd: (digits: string) => void;
  onType: (digits: string, text: string) => void;
}) {
  const marked = points > 0;
  return (
    <div className="f-bid-cell" data-marked={marked || undefined}>
      <button type="button" className={`f-button f-bid-number ${marked ? 'f-button-brand' : 'f-button-subtle'}`} onClick={() => onAdd(digits)}>
        {digits}
      </button>
      <input
        className="f-input f-bid-points"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        aria-label={label}
        placeholder="0"
        value={marked ? String(points) : ''}
        onChange={(event) => onType(digits, event.target.value)}
      />
    </div>
  );
}

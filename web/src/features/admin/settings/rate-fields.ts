/** The rate pairs of each game: a bid of `val_1` points pays `val_2` points. */
export const DAILY_GAMES = [
  ['single_digit', 'Single Ank'],
  ['jodi_digit', 'Jodi'],
  ['single_pana', 'Single Pana'],
  ['double_pana', 'Double Pana'],
  ['tripple_pana', 'Triple Pana'],
  ['half_sangam', 'Half Sangam'],
  ['full_sangam', 'Full Sangam'],
] as const;

export const STARLINE_GAMES = DAILY_GAMES.filter(([key]) => ['single_digit', 'single_pana', 'double_pana', 'tripple_pana'].includes(key));

export function rateFields(games: readonly (readonly [string, string])[]) {
  return games.flatMap(([key, name]) => [
    { key: `${key}_val_1`, label: `${name}: bid`, type: 'number' as const },
    { key: `${key}_val_2`, label: `${name}: pays`, type: 'number' as const },
  ]);
}

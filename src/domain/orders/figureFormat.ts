/** How the order screens and the day summary PDF write figures: Indian grouping (1,00,000), rupees to the paisa. */

export { formatCount, formatRupees, formatWholeRupees } from '../format';

/** A margin; '—' when there is no revenue to take it of. */
export const formatMargin = (percent: number | null) => (percent === null ? '—' : `${percent.toFixed(2)}%`);

/** A change against the previous period, signed; null when the previous period had nothing. */
export function formatChange(percent: number | null): string {
  if (percent === null) return 'No previous figure';
  if (percent === 0) return 'No change';
  return `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

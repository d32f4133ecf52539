/** How the order screens and the day summary PDF write figures: Indian grouping (1,00,000), rupees to the paisa. */

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const formatRupees = (value: number) => rupees.format(value);

/** Orders and units; a unit count can have decimals when a label said '1.5'. */
export const formatCount = (value: number) => whole.format(value);

/** A margin; '—' when there is no revenue to take it of. */
export const formatMargin = (percent: number | null) => (percent === null ? '—' : `${percent.toFixed(2)}%`);

/** A change against the previous period, signed; null when the previous period had nothing. */
export function formatChange(percent: number | null): string {
  if (percent === null) return 'No previous figure';
  if (percent === 0) return 'No change';
  return `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

/** A yyyy-MM-dd day as the charts' axis writes it: '5 Mar'. Read as UTC so no time zone moves it. */
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const formatDay = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));

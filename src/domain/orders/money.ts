/**
 * Amounts are added up in whole paise, so that a day or a year of lines totals exactly to the
 * paisa however many there are; rupees (a number with at most two decimals) only at the end.
 */

/** Half away from zero, so that a loss rounds like the gain of the same size. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * A price in rupees as paise; anything that is not a finite amount counts as 0. Rounded as the
 * decimal was written: 1.005 x 100 is 100.49999999999999 in binary, but the price said 1.005.
 */
export function toPaise(rupees: number | null | undefined): number {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return 0;
  return roundHalfAway(Number((rupees * 100).toPrecision(12)));
}

/** A price times a quantity that may have decimals, still in whole paise. */
export const timesQuantity = (paise: number, quantity: number) => roundHalfAway(paise * quantity);

export const toRupees = (paise: number) => paise / 100;

/** part / whole as a percentage with two decimals; null when the whole is 0 (no sensible ratio). */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return roundHalfAway((part * 10_000) / whole) / 100;
}

/** The change from `previous` to `current` as a percentage; null when there was nothing before. */
export const changePercent = (current: number, previous: number) => percentOf(current - previous, previous);

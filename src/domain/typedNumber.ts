/**
 * What a number field holds, read as typed: a number field keeps the user's text and its rule
 * refuses what is not right, rather than the field rewriting it (docs/SPEC.md §12: `2.5` became 25, `-5`
 * became 5, `12.345` became 12.34).
 */

/** A plain decimal number: digits with an optional sign and point; no grouping, no exponent. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const MAX_PAISE_DECIMALS = 2;

/**
 * The number typed in `text`, null for an empty field, or NaN for text that is not a number
 * (which every number rule refuses with its message).
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Rupees carry at most two decimals (paise): `12.345` is refused, not cut to 12.34. */
const AMOUNT_DECIMALS_PROBLEM = 'Amounts have at most 2 decimals (paise)';

function amountDecimalsProblem(text: string): string | null {
  const point = text.trim().indexOf('.');
  return point >= 0 && text.trim().length - point - 1 > MAX_PAISE_DECIMALS ? AMOUNT_DECIMALS_PROBLEM : null;
}

/** Why the amount typed in `text` is refused by the field's `rule`, or by the paise rule; null when taken. */
export const typedAmountProblem = (text: string, rule: (value: number | null) => string | null): string | null =>
  rule(typedNumber(text)) ?? amountDecimalsProblem(text);

/** Why `value` is not a number (a whole one if `whole`) from `min` to `max`, naming it `what`; null when it is. */
export function rangeProblem(
  what: string,
  value: number | null,
  range: { min: number; max: number; whole: boolean },
): string | null {
  const fits = value !== null && value >= range.min && value <= range.max && (!range.whole || Number.isInteger(value));
  return fits ? null : `${what} must be ${range.whole ? 'a whole number' : 'a number'} from ${range.min} to ${range.max}`;
}

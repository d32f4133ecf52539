/**
 * Days written yyyy-MM-dd (docs/SPEC.md §9, order history date key), counted as whole days of the
 * proleptic Gregorian calendar: no Date, no time zone, so a range means the same on every station
 * and in every month, whatever its daylight saving.
 */

export interface DateRange {
  /** First day, yyyy-MM-dd, included. */
  from: string;
  /** Last day, yyyy-MM-dd, included. */
  to: string;
}

/** docs/SPEC.md §9: the order history is the last 30 days. */
export const ORDER_HISTORY_DAYS = 30;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_PER_ERA = 146_097;

// Howard Hinnant's days_from_civil / civil_from_days: exact integer arithmetic, day 0 = 1970-01-01.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - 719_468;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function dayKeyOf(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01; a string that is not a real calendar day is refused. */
function dayNumberOf(date: string): number {
  const match = DATE_KEY.exec(date);
  const number = match ? daysFromCivil(Number(match[1]), Number(match[2]), Number(match[3])) : Number.NaN;
  if (!match || dayKeyOf(number) !== date) throw new Error(`Not a day written yyyy-MM-dd: ${date}`);
  return number;
}

export function addDays(date: string, days: number): string {
  return dayKeyOf(dayNumberOf(date) + days);
}

/** Every day of the range, in order; none when it ends before it starts. */
export function daysOfRange(range: DateRange): string[] {
  const first = dayNumberOf(range.from);
  const count = dayNumberOf(range.to) - first + 1;
  return Array.from({ length: Math.max(0, count) }, (_, at) => dayKeyOf(first + at));
}

/** The same number of days just before the range: what its figures are compared with. */
export function previousPeriod(range: DateRange): DateRange {
  const length = Math.max(0, dayNumberOf(range.to) - dayNumberOf(range.from) + 1);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The `days` days ending on `lastDay`, it included: the order history and its chart. */
export function daysEndingOn(lastDay: string, days = ORDER_HISTORY_DAYS): DateRange {
  return { from: addDays(lastDay, 1 - days), to: lastDay };
}

/** Order Analytics' default range: the first of the month to today. */
export function monthToDate(today: string): DateRange {
  dayNumberOf(today);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

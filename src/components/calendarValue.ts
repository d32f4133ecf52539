import type { DateFormatter, DateValue } from '@mantine/dates';
import { formatCalendarDay, formatInstantDay } from '../domain/format';

/** A picked day as 27/11/2026: Mantine gives its days as yyyy-MM-dd text, a Date only if handed one. */
const pickedDay = (value: DateValue) => {
  if (value === null) return '';
  return typeof value === 'string' ? formatCalendarDay(value.slice(0, 10)) : formatInstantDay(value);
};

/**
 * How a date picker writes its value, through format.ts rather than a dayjs pattern, so a picked
 * day reads as every screen writes days (docs/SPEC.md §12): 02/01/2025, or 01/03/2025 – 10/03/2025.
 */
export const calendarValueFormatter: DateFormatter = ({ type, date, labelSeparator }) => {
  if (!Array.isArray(date)) return pickedDay(date);
  if (type !== 'range') return date.map(pickedDay).join(', ');
  const [from, to] = date;
  if (!from) return '';
  return `${pickedDay(from)} ${labelSeparator} ${to ? pickedDay(to) : ''}`;
};

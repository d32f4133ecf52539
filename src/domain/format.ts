/**
 * How every screen and PDF writes numbers, amounts and dates: Indian grouping and day/month/year
 * (₹1,23,456.00, 1,23,456, 27/11/2026), through Intl's en-IN. The formatters are made once: a
 * table of 100,000 rows formats with them without making one per cell.
 */

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const tenths = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const calendarDay = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const instantDay = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dayOfMonth = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const calendarMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** ₹1,23,456.00 */
export const formatRupees = (value: number) => rupees.format(value);

/** ₹1,23,456: an axis tick, where paise only lengthen the label (a tooltip gives them). */
export const formatWholeRupees = (value: number) => wholeRupees.format(value);

/** 1,23,456; a count can have decimals (a label's '1.5' units): 1.5. */
export const formatCount = (value: number) => count.format(value);

/**
 * A count kept as text (an order line's quantity, as its label gave it): grouped when it reads as a
 * number, otherwise shown as stored, so an odd record is seen rather than hidden.
 */
export function formatCountText(text: string): string {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? formatCount(value) : text;
}

/** A size or a rate to one decimal: 1,234.5. */
export const formatTenths = (value: number) => tenths.format(value);

/** What a screen shows for a date it cannot read (a record written by another client), rather than crash. */
const UNREADABLE_DATE = '—';

const readable = (format: Intl.DateTimeFormat, when: Date) =>
  Number.isNaN(when.getTime()) ? UNREADABLE_DATE : format.format(when);

const asDate = (when: string | Date) => (typeof when === 'string' ? new Date(when) : when);

/** A yyyy-MM-dd day key as 27/11/2026, the calendar day it names wherever the station is. */
export const formatCalendarDay = (day: string) => readable(calendarDay, new Date(`${day}T00:00:00Z`));

/** A yyyy-MM-dd day key without its year, as a chart's axis names a day of its range: 27/11. */
export const formatDayMonth = (day: string) => readable(dayOfMonth, new Date(`${day}T00:00:00Z`));

/** The day of an instant (ISO text or a Date) in the station's time zone: 27/11/2026. */
export const formatInstantDay = (when: string | Date) => readable(instantDay, asDate(when));

/** A yyyy-MM month key as Nov 2026. */
export const formatMonth = (month: string) => readable(calendarMonth, new Date(`${month}-01T00:00:00Z`));

/** An instant (ISO text or a Date) as 27/11/2026, 02:30 pm in the station's time zone. */
export const formatDateTime = (when: string | Date) => readable(dayAndTime, asDate(when));

/** An instant's time of day in the station's time zone: 02:30 pm. */
export const formatTime = (when: string | Date) => readable(timeOfDay, asDate(when));

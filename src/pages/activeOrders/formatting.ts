import dayjs from 'dayjs';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupees as the shop reads them: ₹1,23,456.50. */
export const formatMoney = (value: number) => rupees.format(value);

/** Counts grouped the Indian way (1,00,000); a quantity with decimals keeps up to two. */
export const formatCount = (value: number) => whole.format(value);

/** A margin with two decimals; a dash when there is no revenue to divide by. */
export const formatMargin = (percent: number | null) => (percent === null ? '—' : `${percent.toFixed(2)}%`);

/** 'Thu 2 Jan 2025' for a yyyy-MM-dd day key. */
export const formatDay = (date: string) => dayjs(date).format('ddd D MMM YYYY');

/** '2 Jan' for a chart's axis. */
export const formatShortDay = (date: string) => dayjs(date).format('D MMM');

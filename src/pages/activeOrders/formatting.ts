import dayjs from 'dayjs';

/** How Active Orders writes a day, in the date picker and in words: 'Thu 2 Jan 2025'. */
export const DAY_FORMAT = 'ddd D MMM YYYY';

export const formatDay = (date: string) => dayjs(date).format(DAY_FORMAT);

import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCount,
  formatCountText,
  formatDateTime,
  formatDayMonth,
  formatInstantDay,
  formatMonth,
  formatRupees,
  formatTenths,
  formatTime,
} from '../../../src/domain/format';

describe('Indian formats', () => {
  it('writes amounts in rupees with Indian grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(-1234.5)).toBe('-₹1,234.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('groups counts the Indian way', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(10000000)).toBe('1,00,00,000');
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCountText('1200')).toBe('1,200');
    expect(formatCountText(' 1.5 ')).toBe('1.5');
    expect(formatCountText('two')).toBe('two');
    expect(formatCountText('')).toBe('');
  });

  it('writes days as day/month/year', () => {
    expect(formatCalendarDay('2026-11-27')).toBe('27/11/2026');
    expect(formatCalendarDay('2026-01-05')).toBe('05/01/2026');
    expect(formatDayMonth('2026-03-05')).toBe('05/03');
    const noon = new Date(2026, 10, 27, 14, 30);
    expect(formatDateTime(noon)).toMatch(/^27\/11\/2026, 02:30 pm$/i);
    expect(formatTime(noon.toISOString())).toMatch(/^02:30 pm$/i);
  });

  it('writes the day of an instant, a month and a size to one decimal', () => {
    expect(formatInstantDay(new Date(2026, 10, 27, 23, 30))).toBe('27/11/2026');
    expect(formatInstantDay('not a date')).toBe('—');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatTenths(1234.56)).toBe('1,234.6');
    expect(formatTenths(2)).toBe('2.0');
  });

  it('formats 100,000 rows of an amount, a count and a day well within a second', () => {
    const started = performance.now();
    for (let row = 0; row < 100_000; row++) {
      formatRupees(row * 1.5);
      formatCount(row);
      formatCalendarDay('2026-11-27');
    }
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

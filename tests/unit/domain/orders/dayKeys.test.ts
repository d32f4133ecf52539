import { describe, expect, it } from 'vitest';
import { addDays, daysEndingOn, daysOfRange, monthToDate, previousPeriod } from '../../../../src/domain/orders/dayKeys';

describe('day keys', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2000-03-01', -1)).toBe('2000-02-29');
    expect(addDays('1900-03-01', -1)).toBe('1900-02-28');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
  });

  it('refuses what is not a real day written yyyy-MM-dd', () => {
    expect(() => addDays('2025-02-30', 0)).toThrow('Not a day written yyyy-MM-dd: 2025-02-30');
    expect(() => addDays('2025-3-01', 0)).toThrow('Not a day written yyyy-MM-dd: 2025-3-01');
  });

  it('lists every day of a range, both ends included; none when it ends before it starts', () => {
    expect(daysOfRange({ from: '2024-02-27', to: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysOfRange({ from: '2025-03-02', to: '2025-03-01' })).toEqual([]);
  });

  it('the previous period has as many days: March 2025 (31) against 2025-01-29 to 02-28', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(previousPeriod({ from: '2025-03-10', to: '2025-03-10' })).toEqual({ from: '2025-03-09', to: '2025-03-09' });
  });

  it('the order history is 30 days ending on the given day; the analytics default is month to date', () => {
    expect(daysEndingOn('2025-03-01')).toEqual({ from: '2025-01-31', to: '2025-03-01' });
    expect(monthToDate('2025-03-17')).toEqual({ from: '2025-03-01', to: '2025-03-17' });
  });
});

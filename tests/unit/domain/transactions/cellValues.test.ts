import { describe, expect, it } from 'vitest';
import { amountOf, dayOf, headerKey } from '../../../../src/domain/transactions/cellValues';

describe('amountOf', () => {
  it.each([
    ['1,234.50', 1234.5],
    ['1,23,456.00', 123456],
    ['-1,180.00', -1180],
    ['(25.00)', -25],
    ['₹ 99', 99],
    ['Rs.1,000', 1000],
    ['', 0],
    ['-', 0],
    [42.5, 42.5],
    [-0.01, -0.01],
  ])('reads %j as %d', (cell, expected) => {
    expect(amountOf(cell)).toBe(expected);
  });

  it.each(['12abc', 'N/A', '(12', '1.2.3'])('gives null for %j, which is no amount', (cell) => {
    expect(amountOf(cell)).toBeNull();
  });
});

describe('dayOf', () => {
  it.each([
    ['01-Apr-2025 10:15:32 AM UTC', '2025-04-01'],
    ['Apr 1, 2025 10:15:32 PM PDT', '2025-04-01'],
    ['2025-04-03', '2025-04-03'],
    ['2025-04-03T23:59:00+05:30', '2025-04-03'],
    ['04-04-2025', '2025-04-04'],
    ['31/12/2024', '2024-12-31'],
    [45749, '2025-04-02'],
  ])('reads %j as %s', (cell, expected) => {
    expect(dayOf(cell)).toBe(expected);
  });

  it.each(['31-02-2025', 'yesterday', '01-Foo-2025', 0])('gives null for %j', (cell) => {
    expect(dayOf(cell)).toBeNull();
  });
});

it('compares header names trimmed, spaces folded and case-blind', () => {
  expect(headerKey('Net Units ')).toBe('net units');
  expect(headerKey('  Order   Item ID')).toBe('order item id');
});

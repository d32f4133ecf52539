import { describe, expect, it } from 'vitest';
import { changePercent, percentOf, timesQuantity, toPaise } from '../../../../src/domain/orders/money';

describe('money in paise', () => {
  it('turns rupees into whole paise, anything else into 0', () => {
    expect(toPaise(199.99)).toBe(19999);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(Number.NaN)).toBe(0);
    expect(toPaise(null)).toBe(0);
  });

  it('rounds a quantity with decimals to the paisa, half away from zero', () => {
    expect(timesQuantity(999, 1.5)).toBe(1499);
    expect(timesQuantity(-999, 1.5)).toBe(-1499);
  });

  it('percentages have two decimals and are null against 0', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(-2, 3)).toBe(-66.67);
    expect(percentOf(5, 0)).toBeNull();
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(0, 100)).toBe(-100);
    expect(changePercent(100, 0)).toBeNull();
  });
});

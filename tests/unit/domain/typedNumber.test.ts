import { describe, expect, it } from 'vitest';
import { customCostPriceProblem, sellingPriceProblem } from '../../../src/domain/catalogue/productRules';
import { quantityProblem } from '../../../src/domain/stock';
import { typedAmountProblem, typedNumber } from '../../../src/domain/typedNumber';

describe('a number read as typed', () => {
  it.each([
    ['0', 0],
    ['-5', -5],
    ['2.5', 2.5],
    [' 12.345 ', 12.345],
    ['+7', 7],
    ['.5', 0.5],
    ['', null],
    ['   ', null],
  ])('reads %j as %s', (text, value) => {
    expect(typedNumber(text)).toBe(value);
  });

  it.each(['abc', '12abc', '1,234', '1e3', 'Infinity', '--5', '2.5.1', '₹12'])('reads %j as not a number', (text) => {
    expect(typedNumber(text)).toBeNaN();
  });

  it('lets the quantity rule refuse text that is not a number', () => {
    expect(quantityProblem(typedNumber('abc'))).toBe('Quantity must be a whole number above 0');
  });

  it.each([
    ['12.34', null],
    ['0', null],
    ['12.345', 'Amounts have at most 2 decimals (paise)'],
    ['-5', 'Selling price must be a number of 0 or more'],
    ['abc', 'Selling price must be a number of 0 or more'],
    ['', 'Selling price must be a number of 0 or more'],
  ])('refuses a selling price typed as %j with %j', (text, problem) => {
    expect(typedAmountProblem(text, sellingPriceProblem)).toBe(problem);
  });

  it('takes an empty custom cost price as none', () => {
    expect(typedAmountProblem('', customCostPriceProblem)).toBeNull();
  });
});

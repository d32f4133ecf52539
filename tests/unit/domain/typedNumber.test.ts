import { describe, expect, it } from 'vitest';
import { customCostPriceProblem, sellingPriceProblem } from '../../../src/domain/catalogue/productRules';
import { quantityProblem } from '../../../src/domain/stock';
import { rangeProblem, typedAmountProblem, typedNumber } from '../../../src/domain/typedNumber';

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

describe('a number in a range', () => {
  const pages = { min: 1, max: 4, whole: true };
  it.each([
    [1, null],
    [4, null],
    [0, 'Page must be a whole number from 1 to 4'],
    [2.5, 'Page must be a whole number from 1 to 4'],
    [Number.NaN, 'Page must be a whole number from 1 to 4'],
    [null, 'Page must be a whole number from 1 to 4'],
  ])('page %s: %j', (value, problem) => {
    expect(rangeProblem('Page', value, pages)).toBe(problem);
  });

  it('takes a fraction where it may be one', () => {
    expect(rangeProblem('Thickness', 2.5, { min: 1, max: 20, whole: false })).toBeNull();
    expect(rangeProblem('Thickness', 21, { min: 1, max: 20, whole: false })).toBe('Thickness must be a number from 1 to 20');
  });
});

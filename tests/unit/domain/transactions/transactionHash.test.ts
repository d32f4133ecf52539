import { describe, expect, it } from 'vitest';
import { occurrenceCounter, transactionHash } from '../../../../src/domain/transactions/transactionHash';

describe('transactionHash', () => {
  it('is SHA-256 (hex) of the parts joined by the unit separator', () => {
    // printf 'a\x1fb' | sha256sum
    expect(transactionHash(['a', 'b'])).toBe('f04cdced9736a69da6103f08a4daaf8c485dd481217d218a1b4993c8c3968e13');
  });

  it('tells parts apart by where they split, and numbers by their value', () => {
    expect(transactionHash(['a', 'bc'])).not.toBe(transactionHash(['ab', 'c']));
    expect(transactionHash(['x', 1234.5])).toBe(transactionHash(['x', 1234.5]));
    expect(transactionHash(['x', 1234.5])).not.toBe(transactionHash(['x', 1234.51]));
  });
});

it('numbers identical keys by their order of appearance', () => {
  const occurrence = occurrenceCounter();
  expect([occurrence('fee'), occurrence('order'), occurrence('fee'), occurrence('fee')]).toEqual([1, 1, 2, 3]);
});

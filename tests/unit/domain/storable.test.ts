import { describe, expect, it } from 'vitest';
import { assertStorable } from '../../../src/domain/storable';

describe('assertStorable', () => {
  it('accepts plain data, nulls, nested arrays and binary or date leaves', () => {
    expect(() =>
      assertStorable({
        sku: 'CH-PW-0001',
        customCostPrice: null,
        inventory: { quantity: 0, lowStockThreshold: 5 },
        tags: ['a', ['b', { c: false }]],
        when: new Date(0),
        blob: new Blob(['x']),
        buffer: new ArrayBuffer(4),
        bytes: new Uint8Array([1, 2]),
      }),
    ).not.toThrow();
    expect(() => assertStorable('text')).not.toThrow();
    expect(() => assertStorable(null)).not.toThrow();
  });

  it('names the dotted path of a nested undefined value', () => {
    expect(() => assertStorable({ inventory: { quantity: undefined } })).toThrow(
      new Error('Undefined value not allowed in Firestore at path: inventory.quantity'),
    );
  });

  it('counts array positions in the path', () => {
    const value = { data: { items: [{ name: 'a' }, { name: 'b' }, { name: undefined }] } };
    expect(() => assertStorable(value)).toThrow(new Error('Undefined value not allowed in Firestore at path: data.items.2.name'));
  });

  it('treats an array hole as undefined', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(() => assertStorable({ list: [1, , 3] })).toThrow(
      new Error('Undefined value not allowed in Firestore at path: list.1'),
    );
  });

  it('rejects functions anywhere with their path', () => {
    expect(() => assertStorable({ metadata: { format: () => 'x' } })).toThrow(
      new Error('Function values not allowed in Firestore at path: metadata.format'),
    );
    expect(() => assertStorable([[0, Math.max]])).toThrow(new Error('Function values not allowed in Firestore at path: 0.1'));
  });

  it('reports the root as the empty path, or as the name the caller gives', () => {
    expect(() => assertStorable(undefined)).toThrow(new Error('Undefined value not allowed in Firestore at path: '));
    expect(() => assertStorable({ sku: undefined }, 'product')).toThrow(
      new Error('Undefined value not allowed in Firestore at path: product.sku'),
    );
    expect(() => assertStorable(() => 0, 'callback')).toThrow(
      new Error('Function values not allowed in Firestore at path: callback'),
    );
  });
});

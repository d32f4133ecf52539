import { describe, expect, it } from 'vitest';
import {
  compact,
  groupLines,
  joinPieces,
  LINE_TOLERANCE,
  type TextPiece,
  textBetween,
} from '../../../../src/domain/labels/textLines';

const piece = (str: string, x: number, y: number, width = str.length * 4, height = 8): TextPiece => ({
  str,
  x,
  y,
  width,
  height,
});

describe('groupLines', () => {
  it('puts pieces within 5 units of y on one line, top of the page first, left to right', () => {
    expect(LINE_TOLERANCE).toBe(5);
    const lines = groupLines([
      piece('Qty', 300, 700),
      piece('Description', 60, 704.5),
      piece('next line', 60, 694),
      piece('1', 30, 700),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['1 Description Qty', 'next line']);
  });

  it('starts a new line more than 5 units below the first piece of a line', () => {
    const lines = groupLines([piece('a', 0, 100), piece('b', 10, 96), piece('c', 20, 94.9)]);
    expect(lines.map((line) => line.text)).toEqual(['a b', 'c']);
  });

  it('ignores blank pieces', () => {
    expect(groupLines([piece(' ', 0, 10), piece('', 0, 40)])).toEqual([]);
  });
});

describe('joinPieces', () => {
  it('joins pieces that touch without a space, as in split words', () => {
    expect(
      joinPieces([piece('Cus', 0, 0, 12), piece('tomer', 12, 0, 20), piece('addres', 36, 0, 24), piece('s', 60.2, 0, 4)]),
    ).toBe('Customer address');
    expect(joinPieces([piece('FA', 100, 0, 8), piece('GSWR2400006513', 108.5, 0, 56)])).toBe('FAGSWR2400006513');
  });

  it('puts one space for a gap and keeps spaces the pieces carry', () => {
    expect(joinPieces([piece('Order', 0, 0, 20), piece('Number:', 24, 0, 28), piece(' 403', 52, 0, 16)])).toBe(
      'Order Number: 403',
    );
  });

  it('gives the text of a column range', () => {
    const [line] = groupLines([piece('1 SKU | Name', 195, 700, 100), piece('2', 402, 700, 3)]);
    expect(line && textBetween(line, -Infinity, 396)).toBe('1 SKU | Name');
    expect(line && textBetween(line, 396, Infinity)).toBe('2');
  });
});

describe('joinPieces whitespace', () => {
  it('leaves one space between words whatever whitespace the pieces carry, and none at the ends', () => {
    expect(joinPieces([piece(' Order\u00a0 ', 0, 0, 30), piece('\tNumber ', 30, 0, 30)])).toBe('Order Number');
    expect(joinPieces([piece('Total  Qty', 0, 0, 40)])).toBe('Total Qty');
    expect(joinPieces([piece('SKU ID', 0, 0, 24), piece('| Description', 40, 0, 52)])).toBe('SKU ID | Description');
  });
});

describe("a line's compact text", () => {
  it("is the line's text without any whitespace", () => {
    const [line] = groupLines([piece('Or der', 0, 10, 24), piece('Number: 403 -', 30, 10, 52)]);
    if (!line) throw new Error('one line expected');
    expect(line.compact).toBe('OrderNumber:403-');
    expect(line.compact).toBe(compact(line.text));
  });

  it('keeps pieces that start with whitespace but show something, and drops blank ones', () => {
    expect(groupLines([piece('\u00a0x', 0, 10), piece('\u00a0 ', 10, 10), piece('\t', 20, 10)]).map((line) => line.text)).toEqual(
      ['x'],
    );
  });
});

import { describe, expect, it } from 'vitest';
import { changeText } from '../../../../src/pages/categories/stockFormatting';

describe('the change a history row shows', () => {
  it('is the signed amount when all of it was applied', () => {
    expect(changeText(5, 5)).toBe('+5');
    expect(changeText(-4, -4)).toBe('−4');
    expect(changeText(123_456, 123_456)).toBe('+1,23,456');
  });

  it('names the requested and the applied change when the clamp at 0 made it smaller', () => {
    expect(changeText(-10, -3)).toBe('requested −10, applied −3');
    // An order line whose category had nothing left.
    expect(changeText(-4, 0)).toBe('requested −4, applied 0');
  });
});

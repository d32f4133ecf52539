import { describe, expect, it } from 'vitest';
import { FLIPKART_CROP_LEFT, flipkartCropBox } from '../../../../src/domain/labels/flipkartCrop';

describe('flipkartCropBox (docs/SPEC.md §5)', () => {
  it('cuts 180 on the left, puts the bottom at half the height plus 38 and the top at the height minus 10', () => {
    expect(FLIPKART_CROP_LEFT).toBe(180);
    const crop = flipkartCropBox({ x: 0, y: 0, width: 595, height: 842 });
    expect(crop).toEqual({ x: 180, y: 459, width: 415, height: 373 });
    expect(crop.y + crop.height).toBe(832);
  });

  it('follows a media box that does not start at the origin', () => {
    expect(flipkartCropBox({ x: 10, y: 20, width: 600, height: 800 })).toEqual({ x: 190, y: 458, width: 420, height: 352 });
  });
});

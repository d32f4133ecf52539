/** docs/SPEC.md §5: 180 off the left, lower-left y at half the height plus 38, top at the height minus 10. */
export const FLIPKART_CROP_LEFT = 180;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The label band of a Flipkart page whose media box starts at (x, y). */
export function flipkartCropBox(page: Box): Box {
  const left = page.x + FLIPKART_CROP_LEFT;
  const bottom = page.y + page.height / 2 + 38;
  const top = page.y + page.height - 10;
  return { x: left, y: bottom, width: page.x + page.width - left, height: top - bottom };
}

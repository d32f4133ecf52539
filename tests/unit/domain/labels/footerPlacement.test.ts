import { describe, expect, it } from 'vitest';
import { clearSpace } from '../../../../src/domain/labels/clearSpace';
import { amazonFooterArea } from '../../../../src/domain/labels/footerArea';
import { placeFooterInRegions } from '../../../../src/domain/labels/footerPlacement';

/** Every character 0.5 of the font size wide: lines break where the arithmetic says. */
const wrap = (text: string, width: number, size: number): string[] => {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += perLine) lines.push(text.slice(at, at + perLine));
  return lines;
};

const NAME = 'N'.repeat(80);

describe('clear space around what a page draws', () => {
  it('keeps the strips and columns around the drawing, 2 from it and 2 inside the shown box', () => {
    const shown = { x: 180, y: 459, width: 415, height: 373 };
    // The label's box, and a line below the shown box that is cut off with it.
    const space = clearSpace(shown, [191, 461.2, 404.4, 832.4, 20, 451, 575, 453]);
    const [right, left] = [space.right, space.left];
    expect([right?.x, right?.y, right?.width, right?.height].map((n) => Math.round((n ?? NaN) * 100) / 100)).toEqual([
      406.4, 461, 186.6, 369,
    ]);
    expect([left?.x, left?.y, left?.width, left?.height]).toEqual([182, 461, 7, 369]);
    expect(space.bottom).toBeUndefined();
    expect(space.top).toBeUndefined();
  });

  it('is the whole shown box, less its margin, on a blank page', () => {
    expect(clearSpace({ x: 0, y: 0, width: 100, height: 50 }, [])).toEqual({ top: { x: 2, y: 2, width: 96, height: 46 } });
  });
});

describe('a footer placed in clear regions', () => {
  const item = (quantity: number, category: string | null) => ({ quantity, name: NAME, category });

  it('puts each item on lines of its own at the largest size that holds them all', () => {
    const placed = placeFooterInRegions(
      [item(1, 'Covers'), item(2, null)],
      { regions: [{ x: 400, y: 0, width: 190, height: 370 }], sizes: [12, 8, 5] },
      wrap,
    );
    expect(placed?.size).toBe(12);
    expect(placed?.cut).toBe(false);
    const texts = placed?.lines.map((line) => line.text) ?? [];
    expect(texts.join('')).toBe(`1 X [Covers] ${NAME}2 X [${NAME}]`);
    // 31 characters a line at 12 pt: each item starts a line.
    expect(texts[0]?.startsWith('1 X [Covers]')).toBe(true);
    expect(texts.find((text) => text.startsWith('2 X ['))).toBeDefined();
    // The first line's tallest glyph at the region's top, the next ones below it.
    expect(placed?.lines[0]?.baseline).toBeCloseTo(370 - 12 * 0.95);
    expect(placed?.lines.every((line) => line.x === 400)).toBe(true);
  });

  it('goes down in size, then shortens names, before it cuts an item; says there is no room when there is none', () => {
    const small = { x: 0, y: 0, width: 100, height: 20 };
    // Three lines of 40 characters at 5 pt: names of 32 are the longest that keep each item on one.
    const placed = placeFooterInRegions([item(1, 'A'), item(2, 'B')], { regions: [small], sizes: [12, 5] }, wrap);
    expect(placed?.size).toBe(5);
    expect(placed?.cut).toBe(false);
    expect(placed?.lines.map((line) => line.text)).toEqual([`1 X [A] ${'N'.repeat(31)}…`, `2 X [B] ${'N'.repeat(31)}…`]);
    // One line for three items: what fits, marked cut.
    const oneLine = { x: 0, y: 0, width: 100, height: 8 };
    const cut = placeFooterInRegions([item(1, 'A'), item(2, 'B'), item(3, 'C')], { regions: [oneLine], sizes: [5] }, wrap);
    expect(cut?.cut).toBe(true);
    expect(cut?.lines).toHaveLength(1);
    expect(
      placeFooterInRegions([item(1, 'A')], { regions: [{ x: 0, y: 0, width: 30, height: 400 }], sizes: [12, 5] }, wrap),
    ).toBeNull();
    expect(placeFooterInRegions([item(1, 'A')], { regions: [], sizes: [5] }, wrap)).toBeNull();
  });
});

describe('the Amazon footer', () => {
  const media = { x: 0, y: 0, width: 595, height: 842 };

  it('keeps the top-left lines that stay clear of the label', () => {
    // A 4x6 label scan from y 380 to 812: one 12 pt line above it.
    const area = amazonFooterArea(media, clearSpace(media, [20, 380, 308, 812]));
    expect('baselines' in area && area.baselines).toEqual([826]);
    // Not measured: the three lines as ever.
    expect(amazonFooterArea(media, null)).toEqual({ x: 10, maxWidth: 575, baselines: [826, 812, 798], size: 12 });
  });

  it('goes beside the label, in 12 pt, when the label reaches the top of the page', () => {
    const area = amazonFooterArea(media, clearSpace(media, [20, 380, 308, 842]));
    expect('regions' in area && area.sizes).toEqual([12]);
    expect('regions' in area && area.regions[0]?.x).toBe(310);
  });
});

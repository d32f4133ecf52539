import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { FLIPKART_FORMAT } from '../../../../src/domain/labels/formats/flipkart/format';
import type { LabelFormat } from '../../../../src/domain/labels/formats/labelFormat';
import { LABEL_FORMATS, labelFormats } from '../../../../src/domain/labels/formats/registry';
import { parseMergeCommand } from '../../../../src/cli/labelsArgs';
import type { Platform } from '../../../../src/domain/records';
import { type MergeRequest, mergeLabels } from '../../../../workers/labels/mergeLabels';
import { fixtureFile, inlineEnvironment, readBack } from '../../../support/labelTestKit';

/**
 * A marketplace that exists only in this test: Flipkart-shaped pages, output whole (no crop),
 * footed at the page's top left in 9 pt, and a default quantity of 7.
 */
const TEST_PLATFORM = 'testmarket' as Platform;
const TEST_FORMAT: LabelFormat = {
  ...FLIPKART_FORMAT,
  platform: TEST_PLATFORM,
  defaultQuantity: 7,
  toOrders(file, catalogue) {
    const read = FLIPKART_FORMAT.toOrders(file, catalogue);
    // The readings say 'flipkart-label'; the orders are this marketplace's.
    return {
      ...read,
      pages: read.pages.map((page) => ({ ...page, order: page.order && { ...page.order, platform: TEST_PLATFORM } })),
    };
  },
  crop: () => null,
  footerArea: (shown) => ({
    x: shown.x + 20,
    maxWidth: shown.width - 40,
    baselines: [shown.y + shown.height - 20],
    size: 9,
  }),
};

const registry = LABEL_FORMATS as Record<string, LabelFormat>;

describe('the label-format registry', { timeout: 30_000 }, () => {
  afterEach(() => {
    delete registry[TEST_PLATFORM];
  });

  it('holds Amazon, Flipkart then Meesho, each keyed by its own platform', () => {
    expect(labelFormats().map((format) => format.platform)).toEqual(['amazon', 'flipkart', 'meesho']);
    for (const [platform, format] of Object.entries(LABEL_FORMATS)) expect(format.platform).toBe(platform);
  });

  it("holds every format whichever module loads first: a format's module uses the marketplace table's names", async () => {
    const loadFirst = [
      () => import('../../../../src/domain/labels/formats/amazon/format'),
      () => import('../../../../src/domain/labels/formats/flipkart/format'),
      () => import('../../../../src/domain/labels/formats/meesho/format'),
      () => import('../../../../src/domain/labels/pageKind'),
      () => import('../../../../src/domain/marketplaces'),
    ];
    for (const load of loadFirst) {
      vi.resetModules();
      await load();
      const fresh = await import('../../../../src/domain/labels/formats/registry');
      expect(fresh.labelFormats().map((format) => format?.platform)).toEqual(['amazon', 'flipkart', 'meesho']);
    }
  });

  it('merges a marketplace given a label format, with nothing else changed: read, sorted after the others, its crop and footer', async () => {
    registry[TEST_PLATFORM] = TEST_FORMAT;
    const request = {
      amazon: [await fixtureFile('amazon-basic.pdf')],
      [TEST_PLATFORM]: [await fixtureFile('flipkart-basic.pdf')],
      catalogue: FIXTURE_CATALOGUE,
    } as MergeRequest;
    const result = await mergeLabels(request, inlineEnvironment());

    expect(result.summary.files.map((file) => [file.platform, file.pages])).toEqual([
      ['amazon', 14],
      [TEST_PLATFORM, 6],
    ]);
    const platforms = result.summary.lines.map((line) => line.platform);
    expect(platforms).toEqual([...Array<Platform>(7).fill('amazon'), ...Array<Platform>(6).fill(TEST_PLATFORM)]);
    expect(
      result.summary.lines.filter((line) => line.platform === TEST_PLATFORM).every((line) => line.orderId.startsWith('OD')),
    ).toBe(true);

    const pages = await readBack(result.pdf);
    const testPages = pages.slice(7);
    for (const page of testPages) {
      // Not cropped, unlike Flipkart's pages: the format's crop is the one used.
      expect(page.cropBox).toEqual(page.mediaBox);
      const footer = page.pieces.find((piece) => /^\d+ X \[/.test(piece.str));
      expect(footer?.y).toBeCloseTo(page.mediaBox[3] - 20, 0);
      expect(footer?.height).toBeCloseTo(9, 0);
    }
  });

  it("gives the command line a '--<platform> FILE' option for it", () => {
    registry[TEST_PLATFORM] = TEST_FORMAT;
    const command = parseMergeCommand(['merge', `--${TEST_PLATFORM}`, 'a.pdf', '--amazon', 'b.pdf', '--out', 'o.pdf']);
    expect(command.files).toEqual({ amazon: ['b.pdf'], flipkart: [], meesho: [], [TEST_PLATFORM]: ['a.pdf'] });
  });
});

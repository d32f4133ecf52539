import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../../src/domain/catalogue/listingReading';
import { inProcessImportEngine, parseListing } from '../../../../workers/import/parseListing';
import { amazonListingReport } from '../../../fixtures/listings/amazonListingReport';
import { AMAZON_ROWS } from '../../../fixtures/listings/listingFixtureData';
import { LISTING_FIXTURES, type ListingFixtureName } from '../../../fixtures/listings/listingFixtures';

const platformOf = (name: string) => (name.startsWith('amazon') ? 'amazon' : 'flipkart');
const parse = (name: ListingFixtureName) => parseListing({ platform: platformOf(name), name, data: LISTING_FIXTURES[name]() });

const AMAZON_DRAFTS = [
  {
    row: 2,
    sku: '6L-BCRX-3KUF',
    name: 'Labdhi Ashtagandha Chandan Tilak Paste – Pack of 2',
    description: 'Labdhi Ashtagandha Chandan Tilak Paste, Pack of 2',
    sellingPrice: 199,
    listingStatus: 'Active',
    moq: '1',
    serialNumber: 'B0CHANDAN1',
  },
  {
    row: 3,
    sku: 'SS-GOMTI-011',
    name: 'Gomti Chakra 11 pcs – 2 × 2 cm, Décor',
    description: '',
    sellingPrice: 149.5,
    listingStatus: 'Active',
    moq: '1',
    serialNumber: 'B0GOMTI011',
  },
  {
    row: 5,
    sku: 'SS-YANTRA-12',
    name: '12" Shri Yantra Frame',
    description: 'Framed yantra, 12 inch',
    sellingPrice: 0,
    listingStatus: 'Inactive',
    moq: '1',
    serialNumber: 'B0YANTRA12',
  },
];

describe('Amazon listing reports on generated files', () => {
  it.each(['amazon-utf8.txt', 'amazon-windows1252.txt'] as const)('reads %s the same way', async (name) => {
    const listing = await parse(name);
    expect(listing).toMatchObject({ platform: 'amazon', fileName: name, rowsRead: 4, unknownColumns: [] });
    expect(listing.drafts).toEqual(AMAZON_DRAFTS);
    expect(listing.issues.map(({ row, kind, skipped }) => [row, kind, skipped])).toEqual([
      [4, 'missing-sku', true],
      [5, 'bad-price', false],
    ]);
  });

  it('reads LF line ends and a UTF-8 byte order mark', async () => {
    const text = new TextDecoder().decode(amazonListingReport(AMAZON_ROWS)).replaceAll('\r\n', '\n');
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const listing = await parseListing({ platform: 'amazon', name: 'r.txt', data: bytes.buffer });
    expect(listing.drafts).toEqual(AMAZON_DRAFTS);
  });
});

describe('Flipkart listing exports on generated workbooks', () => {
  it.each(['flipkart.xlsx', 'flipkart.xls'] as const)(
    'reads the first sheet of %s, discarding the row after the header',
    async (name) => {
      const listing = await parse(name);
      expect(listing.rowsRead).toBe(5);
      expect(listing.drafts).toEqual([
        {
          row: 3,
          sku: 'SSHF001001',
          name: 'Hanuman Flag Medium',
          description: 'FLAG MEDIUM',
          sellingPrice: 149,
          listingStatus: 'ACTIVE',
          moq: '1',
          serialNumber: 'PUJFLAG0001',
        },
        {
          row: 4,
          sku: 'SSWK-21',
          name: 'White Kaudi Shells – 21 pcs',
          description: 'White Kaudi Shells – 21 pcs',
          sellingPrice: 89,
          listingStatus: 'INACTIVE',
          moq: '3',
          serialNumber: 'PUJKAUDI021',
        },
        {
          row: 6,
          sku: 'SSCAMPHOR100',
          name: 'Bhimseni Camphor 100 g',
          description: 'Bhimseni Camphor 100 g',
          sellingPrice: 0,
          listingStatus: 'ACTIVE',
          moq: '2',
          serialNumber: 'PUJCAMPH100',
        },
      ]);
      expect(listing.issues.map(({ row, kind, message }) => [row, kind, message])).toEqual([
        [2, 'description-row', 'The first row after the header is not a listing (Flipkart puts column descriptions there)'],
        [5, 'missing-sku', "No SKU: 'Seller SKU Id' is empty"],
        [6, 'bad-price', "Price 'price on request' is not a number: imported as 0"],
      ]);
    },
  );
});

describe('files that are not listings', () => {
  it.each([
    ['amazon-wrong-columns.txt', "Wrong columns for Amazon listings: expected 'seller-sku', 'item-name', 'price'."],
    [
      'flipkart-wrong-columns.xlsx',
      "Wrong columns for Flipkart listings: expected 'Seller SKU Id', 'Product Title', 'Your Selling Price'.",
    ],
    ['amazon-empty.txt', 'File is empty'],
    ['flipkart-empty.xlsx', 'File is empty'],
    ['amazon-junk.txt', 'Unsupported file format'],
    ['flipkart-junk.xlsx', 'Unsupported file format'],
    ['flipkart-text-named.xlsx', 'Unsupported file format'],
  ] as const)('%s: %s', async (name, message) => {
    await expect(parse(name)).rejects.toThrow(message);
  });

  it("says 'File is not set' without a file", async () => {
    await expect(parseListing({ platform: 'amazon', name: '', data: null })).rejects.toThrow(/^File is not set$/);
  });

  it("says 'Unsupported file format' for a zip that is not a workbook and a workbook given to Amazon", async () => {
    const zip = Uint8Array.of(0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(60));
    await expect(parseListing({ platform: 'flipkart', name: 'l.xlsx', data: zip })).rejects.toThrow(/^Unsupported file format$/);
    await expect(
      parseListing({ platform: 'amazon', name: 'flipkart.xlsx', data: LISTING_FIXTURES['flipkart.xlsx']() }),
    ).rejects.toThrow(/^Unsupported file format$/);
  });

  it("says 'File is empty' for a workbook with an empty first sheet", async () => {
    const { workbookOf } = await import('../../../fixtures/listings/flipkartListingWorkbook');
    await expect(parseListing({ platform: 'flipkart', name: 'l.xlsx', data: workbookOf([], 'xlsx') })).rejects.toThrow(
      /^File is empty$/,
    );
  });
});

describe('the in-process engine', () => {
  it('reports reading then checking, and stops when aborted', async () => {
    const seen: ImportProgress[] = [];
    await inProcessImportEngine.parseListing(
      { platform: 'flipkart', name: 'flipkart.xls', data: LISTING_FIXTURES['flipkart.xls']() },
      { onProgress: (progress) => seen.push(progress) },
    );
    expect(seen).toEqual([
      { stage: 'reading', done: 0, total: 1 },
      { stage: 'reading', done: 1, total: 1 },
      { stage: 'checking', done: 5, total: 5 },
    ]);
    const controller = new AbortController();
    controller.abort(new Error('Cancelled'));
    await expect(
      parseListing(
        { platform: 'amazon', name: 'r.txt', data: LISTING_FIXTURES['amazon-utf8.txt']() },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('Cancelled');
  });
});

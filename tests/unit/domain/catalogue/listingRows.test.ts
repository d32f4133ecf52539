import { describe, expect, it } from 'vitest';
import { cellText, parsePrice, readListingRows, type Cell } from '../../../../src/domain/catalogue/listingRows';

const AMAZON = ['item-name', 'item-description', 'seller-sku', 'price', 'asin1', 'status'];
const FLIPKART = [
  'Flipkart Serial Number',
  'Seller SKU Id',
  'Product Title',
  'Listing Status',
  'Your Selling Price',
  'Minimum Order Quantity',
];
const DESCRIPTIONS = ['Flipkart identifier', 'Your Identifier for a product', 'Title of your product', 'Status', 'Price', 'MOQ'];

const rowsOf = (rows: readonly (readonly Cell[])[], firstRowNumber = 1) => ({ rows, firstRowNumber });
const amazon = (rows: readonly (readonly Cell[])[]) => readListingRows('amazon', 'report.txt', rowsOf([AMAZON, ...rows]));
const flipkart = (rows: readonly (readonly Cell[])[]) =>
  readListingRows('flipkart', 'listings.xlsx', rowsOf([FLIPKART, DESCRIPTIONS, ...rows]));

describe('prices (docs/SPEC.md §5: a non-numeric price becomes 0)', () => {
  it.each([
    ['199.00', 199],
    [' 75 ', 75],
    ['.5', 0.5],
    [149, 149],
  ] as const)('reads %j as %d', (cell, value) => {
    expect(parsePrice(cell)).toEqual({ value, problem: null });
  });

  it.each([
    [' 1,299.50 ', 1299.5],
    ['₹249', 249],
    ['Rs. 75', 75],
  ] as const)("reads %j as %d and calls it 'read-as'", (cell, value) => {
    expect(parsePrice(cell)).toEqual({ value, problem: 'read-as' });
  });

  it.each(['N/A', 'abc', '12abc', '1.2.3', '-5', '$10'])("makes %j 0 and calls it 'bad'", (cell) => {
    expect(parsePrice(cell)).toEqual({ value: 0, problem: 'bad' });
  });

  it("makes an empty price 0 and calls it 'none'", () => {
    expect(parsePrice('')).toEqual({ value: 0, problem: 'none' });
    expect(parsePrice(undefined)).toEqual({ value: 0, problem: 'none' });
    expect(parsePrice(Number.NaN)).toEqual({ value: 0, problem: 'bad' });
  });

  it('reads cells as trimmed text', () => {
    expect([cellText(' a '), cellText(12), cellText(null), cellText(true)]).toEqual(['a', '12', '', 'true']);
  });
});

describe('Amazon report rows', () => {
  it('maps seller-sku, item-name, item-description, price, asin1 and status, with MOQ 1', () => {
    const listing = amazon([['Camphor 100 g', 'Bhimseni camphor', 'SS-CAMPH-100', '89.00', 'B0CAMPHOR1', 'Inactive']]);
    expect(listing).toEqual({
      platform: 'amazon',
      fileName: 'report.txt',
      rowsRead: 1,
      drafts: [
        {
          row: 2,
          sku: 'SS-CAMPH-100',
          name: 'Camphor 100 g',
          description: 'Bhimseni camphor',
          sellingPrice: 89,
          listingStatus: 'Inactive',
          moq: '1',
          serialNumber: 'B0CAMPHOR1',
        },
      ],
      issues: [],
      unknownColumns: [],
    });
  });

  it('drops rows without a seller-sku and says so per row', () => {
    const listing = amazon([
      ['No SKU here', '', '', '10', '', 'Active'],
      ['Blank SKU', '', '   ', '10', '', 'Active'],
      ['Kept', '', 'SS-1', '10', '', 'Active'],
    ]);
    expect(listing.drafts.map((draft) => draft.sku)).toEqual(['SS-1']);
    expect(listing.rowsRead).toBe(3);
    expect(listing.issues).toEqual([
      { row: 2, sku: '', kind: 'missing-sku', message: "No SKU: 'seller-sku' is empty", skipped: true },
      { row: 3, sku: '', kind: 'missing-sku', message: "No SKU: 'seller-sku' is empty", skipped: true },
    ]);
  });

  it('imports a bad or missing price as 0 with a note, not skipping the row', () => {
    const listing = amazon([
      ['A', '', 'SS-A', 'N/A', '', ''],
      ['B', '', 'SS-B', '', '', ''],
    ]);
    expect(listing.drafts.map((draft) => draft.sellingPrice)).toEqual([0, 0]);
    expect(listing.issues).toEqual([
      { row: 2, sku: 'SS-A', kind: 'bad-price', message: "Price 'N/A' is not a number: imported as 0", skipped: false },
      { row: 3, sku: 'SS-B', kind: 'bad-price', message: 'No price: imported as 0', skipped: false },
    ]);
  });

  it('keeps a price written with a currency mark or commas, and lists the row with what it was read as', () => {
    const listing = amazon([
      ['A', '', 'SS-A', 'Rs. 120', '', ''],
      ['B', '', 'SS-B', '₹1,250.50', '', ''],
      ['C', '', 'SS-C', '99.5', '', ''],
    ]);
    expect(listing.drafts.map((draft) => draft.sellingPrice)).toEqual([120, 1250.5, 99.5]);
    expect(listing.issues).toEqual([
      { row: 2, sku: 'SS-A', kind: 'price-read-as', message: "Price 'Rs. 120': price read as 120", skipped: false },
      { row: 3, sku: 'SS-B', kind: 'price-read-as', message: "Price '₹1,250.50': price read as 1250.5", skipped: false },
    ]);
  });

  it('overrides the description from the reference table where the SKU is in it', () => {
    const listing = amazon([
      ['Flag', 'Saffron flag', 'SSHF001001', '30', '', ''],
      ['Other', 'Own words', 'SS-OWN', '30', '', ''],
    ]);
    expect(listing.drafts.map((draft) => draft.description)).toEqual(['FLAG MEDIUM', 'Own words']);
  });

  it("defaults the listing status to 'active' when the report has none, and the serial number to null", () => {
    const listing = readListingRows(
      'amazon',
      'active.txt',
      rowsOf([
        ['seller-sku', 'item-name', 'price'],
        ['SS-1', 'Mala', '120'],
      ]),
    );
    expect(listing.drafts[0]).toMatchObject({ listingStatus: 'active', serialNumber: null, description: '', moq: '1' });
  });

  it('skips a row with values beyond the last column (an unknown column)', () => {
    const listing = amazon([['Tab\tin name', '', 'SS-1', '10', 'B0', 'Active', 'stray']]);
    expect(listing.drafts).toEqual([]);
    expect(listing.issues).toEqual([
      {
        row: 2,
        sku: 'SS-1',
        kind: 'unknown-column',
        message: 'Unknown column: 7 values for 6 columns, so the values cannot be matched to columns',
        skipped: true,
      },
    ]);
  });

  it('accepts trailing empty cells and short rows', () => {
    const listing = amazon([
      ['Mala', '', 'SS-1', '10', '', '', '', ''],
      ['Diya', '', 'SS-2', '12'],
    ]);
    expect(listing.drafts.map((draft) => [draft.sku, draft.listingStatus])).toEqual([
      ['SS-1', 'active'],
      ['SS-2', 'active'],
    ]);
  });

  it('keeps the first row of a SKU listed twice', () => {
    const listing = amazon([
      ['First', '', 'SS-1', '10', '', ''],
      ['Second', '', 'SS-1', '11', '', ''],
    ]);
    expect(listing.drafts.map((draft) => draft.name)).toEqual(['First']);
    expect(listing.issues).toEqual([
      { row: 3, sku: 'SS-1', kind: 'duplicate-sku', message: 'SKU SS-1 is already on row 2', skipped: true },
    ]);
  });

  it('does not count blank lines, and numbers rows as the file does', () => {
    const listing = amazon([[''], ['Mala', '', 'SS-1', '10', '', ''], [], ['', '', '', '', '', '']]);
    expect(listing.rowsRead).toBe(1);
    expect(listing.drafts[0]?.row).toBe(3);
  });

  it('lists header names an Amazon report does not have', () => {
    const listing = readListingRows(
      'amazon',
      'r.txt',
      rowsOf([
        [...AMAZON, 'open-date', 'Colour', 'Business Price'],
        ['Mala', '', 'SS-1', '10', '', ''],
      ]),
    );
    expect(listing.unknownColumns).toEqual(['Colour']);
  });

  it('says which columns it expected when the header is wrong', () => {
    expect(() =>
      readListingRows(
        'amazon',
        'r.txt',
        rowsOf([
          ['sku', 'item-name', 'amount'],
          ['SS-1', 'Mala', '10'],
        ]),
      ),
    ).toThrow("Wrong columns for Amazon listings: expected 'seller-sku', 'item-name', 'price'; missing 'seller-sku', 'price'.");
  });

  it("says 'File is empty' when there is not even a header", () => {
    expect(() => readListingRows('amazon', 'r.txt', rowsOf([]))).toThrow(/^File is empty$/);
    expect(() => readListingRows('amazon', 'r.txt', rowsOf([[''], ['', '']]))).toThrow(/^File is empty$/);
  });

  it('reads a header-only report as no rows', () => {
    expect(amazon([])).toMatchObject({ rowsRead: 0, drafts: [], issues: [] });
  });
});

describe('Flipkart export rows', () => {
  it('discards the first data row after the header and maps the Flipkart columns', () => {
    const listing = flipkart([['FSN1', 'SS-KAUDI-21', 'Kaudi 21 pcs', 'ACTIVE', 89, 3]]);
    expect(listing.rowsRead).toBe(2);
    expect(listing.issues).toEqual([
      {
        row: 2,
        sku: '',
        kind: 'description-row',
        message: 'The first row after the header is not a listing (Flipkart puts column descriptions there)',
        skipped: true,
      },
    ]);
    expect(listing.drafts).toEqual([
      {
        row: 3,
        sku: 'SS-KAUDI-21',
        name: 'Kaudi 21 pcs',
        description: 'Kaudi 21 pcs',
        sellingPrice: 89,
        listingStatus: 'ACTIVE',
        moq: '3',
        serialNumber: 'FSN1',
      },
    ]);
  });

  it("discards the first data row even when it is a listing, and defaults the MOQ to '1'", () => {
    const listing = readListingRows(
      'flipkart',
      'l.xlsx',
      rowsOf([FLIPKART, ['FSN0', 'SS-0', 'Zero', 'ACTIVE', 10, ''], ['FSN1', 'SS-1', 'One', 'ACTIVE', 10, '']]),
    );
    expect(listing.drafts.map((draft) => [draft.sku, draft.moq])).toEqual([['SS-1', '1']]);
  });

  it('finds the header below title rows and matches column names without regard to case or spacing', () => {
    const header = [
      'flipkart serial number',
      'Seller SKU ID',
      ' Product  Title ',
      'Listing Status',
      'YOUR SELLING PRICE',
      'Minimum Order Quantity',
    ];
    const listing = readListingRows(
      'flipkart',
      'l.xlsx',
      rowsOf([['Listings export'], [], header, DESCRIPTIONS, ['F', 'SS-9', 'Nine', 'ACTIVE', '9', 1]], 4),
    );
    expect(listing.drafts).toMatchObject([{ row: 8, sku: 'SS-9', name: 'Nine', sellingPrice: 9, moq: '1', serialNumber: 'F' }]);
  });

  it('reads numeric SKUs and serial numbers as text and ignores values past the header', () => {
    const listing = flipkart([[123456, 987654, 'Numbered', 'ACTIVE', 10, 2, 'note in an extra column']]);
    expect(listing.drafts[0]).toMatchObject({ sku: '987654', serialNumber: '123456', moq: '2' });
  });

  it('uses the reference description and drops rows without a Seller SKU Id', () => {
    const listing = flipkart([
      ['F', 'SSWK001021', 'Kaudi', 'ACTIVE', 47, ''],
      ['F2', '', 'No SKU', 'ACTIVE', 10, ''],
    ]);
    expect(listing.drafts.map((draft) => [draft.sku, draft.description])).toEqual([['SSWK001021', 'WHITE KAUDI 21 PCS']]);
    expect(listing.issues.at(-1)).toEqual({
      row: 4,
      sku: '',
      kind: 'missing-sku',
      message: "No SKU: 'Seller SKU Id' is empty",
      skipped: true,
    });
  });

  it('reports progress while checking rows', () => {
    const rows = Array.from({ length: 2500 }, (_, at) => ['F', `SS-${at}`, 'Name', 'ACTIVE', 10, 1]);
    const seen: [number, number][] = [];
    readListingRows('flipkart', 'l.xlsx', rowsOf([FLIPKART, ...rows]), (done, total) => seen.push([done, total]));
    expect(seen).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });
});

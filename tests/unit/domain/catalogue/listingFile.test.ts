import { describe, expect, it } from 'vitest';
import { listingFormat, requireListingBytes } from '../../../../src/domain/catalogue/listingFile';
import { binaryJunk } from '../../../fixtures/listings/listingFixtures';

const text = (value: string) => new TextEncoder().encode(value);
const ZIP_START = Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 1, 2, 3);
const OLE_START = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);

describe('listing file presence (docs/SPEC.md §5)', () => {
  it("says 'File is not set' for no file and 'File is empty' for zero bytes", () => {
    expect(() => requireListingBytes(null)).toThrow(/^File is not set$/);
    expect(() => requireListingBytes(new Uint8Array())).toThrow(/^File is empty$/);
    expect(requireListingBytes(text('x'))).toEqual(text('x'));
  });
});

describe('listing file type by extension and content', () => {
  it('takes plain text for amazon, .txt or .tsv', () => {
    expect(listingFormat('amazon', 'All Listings Report.txt', text('seller-sku\tprice\n'))).toBe('text');
    expect(listingFormat('amazon', 'report.TSV', text('seller-sku\tprice\n'))).toBe('text');
    expect(listingFormat('amazon', 'utf16.txt', Uint8Array.of(0xff, 0xfe, 0x73, 0))).toBe('text');
  });

  it('takes xlsx (zip) and xls (compound file) for flipkart, whichever of the two extensions they carry', () => {
    expect(listingFormat('flipkart', 'listings.xlsx', ZIP_START)).toBe('xlsx');
    expect(listingFormat('flipkart', 'listings.xls', OLE_START)).toBe('xls');
    expect(listingFormat('flipkart', 'listings.xls', ZIP_START)).toBe('xlsx');
  });

  it.each([
    ['amazon', 'report.csv', text('seller-sku,price\n')],
    ['amazon', 'report.pdf', text('%PDF-1.7')],
    ['amazon', 'report', text('seller-sku\tprice\n')],
    ['amazon', 'report.txt', binaryJunk()],
    ['amazon', 'report.txt', ZIP_START],
    ['amazon', 'report.txt', text('%PDF-1.7\n')],
    ['amazon', 'listings.xlsx', ZIP_START],
    ['flipkart', 'listings.txt', text('Seller SKU Id\tProduct Title\n')],
    ['flipkart', 'listings.xlsx', text('Seller SKU Id\tProduct Title\n')],
    ['flipkart', 'listings.xls', binaryJunk()],
    ['flipkart', 'listings.csv', ZIP_START],
  ] as const)("rejects %s file %s with 'Unsupported file format'", (platform, name, bytes) => {
    expect(() => listingFormat(platform, name, bytes)).toThrow(/^Unsupported file format$/);
  });
});

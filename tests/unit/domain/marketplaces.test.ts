import { describe, expect, it } from 'vitest';
import { platformChoices } from '../../../src/components/platformLabel';
import { LABEL_FORMATS, classifyPage, labelFormats } from '../../../src/domain/labels/formats/registry';
import { unexpectedPageMessage } from '../../../src/domain/labels/pageKind';
import { groupLines } from '../../../src/domain/labels/textLines';
import {
  LABEL_PLATFORMS,
  LISTING_PLATFORMS,
  MARKETPLACES,
  PAYMENT_PLATFORMS,
  PLATFORM_NAMES,
  PLATFORMS,
  perPlatform,
} from '../../../src/domain/marketplaces';

const page = (...texts: string[]) =>
  classifyPage(groupLines(texts.map((str, at) => ({ str, x: 10, y: 800 - at * 12, width: str.length * 5, height: 10 }))));

describe('the marketplace table', () => {
  it('gives every marketplace a display name and a place in every platform select, in table order', () => {
    const ids = MARKETPLACES.map((row) => row.id);
    expect(PLATFORMS).toEqual(ids);
    for (const platform of PLATFORMS) expect(PLATFORM_NAMES[platform]).toMatch(/^\S/);
    expect(platformChoices({ value: '', label: 'All' }).map((choice) => choice.value)).toEqual(['', ...ids]);
    expect(platformChoices({ value: 'all', label: 'All' }, PAYMENT_PLATFORMS).map((choice) => choice.label)).toEqual([
      'All',
      ...MARKETPLACES.filter((row) => row.paymentReports).map((row) => row.name),
    ]);
    expect(perPlatform((platform) => platform.length)).toEqual(Object.fromEntries(ids.map((id) => [id, id.length])));
  });

  it('gives every marketplace that supports labels its label format, in the same order, and only those', () => {
    expect(labelFormats().map((format) => format.platform)).toEqual(LABEL_PLATFORMS);
    for (const [platform, format] of Object.entries(LABEL_FORMATS)) expect(format.platform).toBe(platform);
    expect(LABEL_PLATFORMS).toEqual(MARKETPLACES.filter((row) => row.labels).map((row) => row.id));
  });

  it('says which marketplaces import listings and payment reports: Meesho does neither yet', () => {
    expect(LISTING_PLATFORMS).toEqual(['amazon', 'flipkart']);
    expect(PAYMENT_PLATFORMS).toEqual(['amazon', 'flipkart']);
  });
});

describe('page recognition, asked of the formats', () => {
  it('knows each marketplace page by the marks its format recognises', () => {
    expect(page('Tax Invoice', 'Order Number: 171-1234567-1234567')).toBe('amazon-invoice');
    expect(page('Ship to: A', '171-1234567-1234567')).toBe('amazon-label');
    expect(page('OD123456789012345678', 'AWB No. FMPC1234')).toBe('flipkart-label');
    expect(page('SKU Size Qty Color Order No.', 'MS-1 Free 1 NA 1234_1')).toBe('meesho-label');
  });

  it('takes a page without any format’s marks for the label of the one marketplace it names', () => {
    expect(page('Amazon Shipping', 'Ship to: A')).toBe('amazon-label');
    expect(page('meesho', 'Return address')).toBe('meesho-label');
    expect(page('Ship to: A')).toBe('unknown');
    expect(page()).toBe('no-text');
  });

  it('names the kinds by the table’s names', () => {
    expect(unexpectedPageMessage('a.pdf', 3, 'amazon-invoice', 'meesho-label')).toBe(
      'a.pdf page 3: expected an Amazon invoice, found a Meesho label',
    );
  });
});

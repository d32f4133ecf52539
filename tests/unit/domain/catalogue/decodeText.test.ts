import { describe, expect, it } from 'vitest';
import { decodeListingText } from '../../../../src/domain/catalogue/decodeText';
import { windows1252 } from '../../../fixtures/listings/amazonListingReport';

const NAME = 'Gomti Chakra – 2 × 2 cm, Décor ‘11’ €5 … ™';

describe('listing report text encoding', () => {
  it('reads UTF-8, dropping a byte order mark', () => {
    expect(decodeListingText(new TextEncoder().encode(NAME))).toBe(NAME);
    expect(decodeListingText(Uint8Array.of(0xef, 0xbb, 0xbf, ...new TextEncoder().encode('seller-sku')))).toBe('seller-sku');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8, the 0x80-0x9F characters included', () => {
    const bytes = windows1252(NAME);
    expect(bytes).toContain(0x96);
    expect(decodeListingText(bytes)).toBe(NAME);
  });

  it('maps every defined Windows-1252 byte from 0x80 to 0x9F as WHATWG does', () => {
    const expected = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
    const bytes = Uint8Array.from({ length: 32 }, (_, at) => 0x80 + at);
    expect(decodeListingText(bytes)).toBe(expected);
  });

  it('reads UTF-16 with a byte order mark', () => {
    const utf16 = Uint8Array.of(0xff, 0xfe, ...[...'sku\té'].flatMap((char) => [char.charCodeAt(0), 0]));
    expect(decodeListingText(utf16)).toBe('sku\té');
  });
});

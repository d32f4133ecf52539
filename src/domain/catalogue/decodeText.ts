import { hasUtf16Bom } from './listingFile';

/**
 * WHATWG's windows-1252 characters for bytes 0x80 to 0x9F (the five it leaves undefined map to
 * themselves). Node 20.18.3 and later decode these bytes as Latin-1 control characters
 * (nodejs/node#60888); browsers get them right, and then this table changes nothing.
 */
const WINDOWS_1252_C1: Record<string, string> = {
  '\u0080': '\u20ac',
  '\u0082': '\u201a',
  '\u0083': '\u0192',
  '\u0084': '\u201e',
  '\u0085': '\u2026',
  '\u0086': '\u2020',
  '\u0087': '\u2021',
  '\u0088': '\u02c6',
  '\u0089': '\u2030',
  '\u008a': '\u0160',
  '\u008b': '\u2039',
  '\u008c': '\u0152',
  '\u008e': '\u017d',
  '\u0091': '\u2018',
  '\u0092': '\u2019',
  '\u0093': '\u201c',
  '\u0094': '\u201d',
  '\u0095': '\u2022',
  '\u0096': '\u2013',
  '\u0097': '\u2014',
  '\u0098': '\u02dc',
  '\u0099': '\u2122',
  '\u009a': '\u0161',
  '\u009b': '\u203a',
  '\u009c': '\u0153',
  '\u009e': '\u017e',
  '\u009f': '\u0178',
};

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char] ?? char);
}

/**
 * The text of a listing report. Amazon's reports are often Windows-1252, not UTF-8: a file that
 * is not valid UTF-8 is read as Windows-1252, which every byte sequence is. A byte order mark
 * picks UTF-16; a UTF-8 one is dropped.
 */
export function decodeListingText(bytes: Uint8Array): string {
  if (hasUtf16Bom(bytes)) return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

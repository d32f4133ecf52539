import { LISTING_PLATFORMS, type ListingPlatform } from '../records';
import { FILE_EMPTY, FILE_NOT_SET, UNSUPPORTED_FORMAT } from './importMessages';

/** Amazon listing reports are tab-separated text; Flipkart exports are workbooks. */
export type ListingFormat = 'text' | 'xlsx' | 'xls';

/** File name endings each platform's listing file may have, for the file picker too. */
export const LISTING_EXTENSIONS: Record<ListingPlatform, readonly string[]> = {
  amazon: ['.txt', '.tsv'],
  flipkart: ['.xlsx', '.xls'],
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
/** Enough of the start of a file to tell text from binary. */
const SNIFF_BYTES = 8192;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, at) => bytes[at] === byte);

export const hasUtf16Bom = (bytes: Uint8Array) => UTF16_BOMS.some((bom) => startsWith(bytes, bom));

/** Text has no NUL bytes (UTF-16 aside, which announces itself with a byte order mark) and no binary signature. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (hasUtf16Bom(bytes)) return true;
  if ([ZIP, OLE_COMPOUND_FILE, PDF].some((signature) => startsWith(bytes, signature))) return false;
  const sniffed = bytes.subarray(0, SNIFF_BYTES);
  return !sniffed.includes(0);
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The marketplace whose listing files end like this name, if any. */
export function platformOfListingName(fileName: string): ListingPlatform | null {
  const extension = extensionOf(fileName);
  return LISTING_PLATFORMS.find((platform) => LISTING_EXTENSIONS[platform].includes(extension)) ?? null;
}

/** docs/SPEC.md §5: a missing file is 'File is not set', an empty one 'File is empty'. */
export function requireListingBytes(bytes: Uint8Array | null): Uint8Array {
  if (bytes === null) throw new Error(FILE_NOT_SET);
  if (bytes.length === 0) throw new Error(FILE_EMPTY);
  return bytes;
}

/**
 * docs/SPEC.md §5: plain text for amazon, a spreadsheet (xlsx or xls) for flipkart; decided by
 * the name's extension and the bytes themselves, since browsers' MIME types are unreliable.
 * A workbook saved under the other spreadsheet extension is read for what it is.
 */
export function listingFormat(platform: ListingPlatform, fileName: string, bytes: Uint8Array): ListingFormat {
  if (!LISTING_EXTENSIONS[platform].includes(extensionOf(fileName))) throw new Error(UNSUPPORTED_FORMAT);
  if (platform === 'amazon') {
    if (looksLikeText(bytes)) return 'text';
    throw new Error(UNSUPPORTED_FORMAT);
  }
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE_COMPOUND_FILE)) return 'xls';
  throw new Error(UNSUPPORTED_FORMAT);
}

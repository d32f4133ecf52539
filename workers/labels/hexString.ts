import { PDFHexString } from 'pdf-lib';

const HEX = Array.from({ length: 256 }, (_, byte) => (byte < 16 ? '0' : '') + byte.toString(16));

/** `bytes` as the hex digits of a PDF hex string, without its angle brackets. */
export function hexDigits(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return hex;
}

/** `bytes` as a PDF hex string: any bytes, written without escapes. */
export function hexString(bytes: Uint8Array): PDFHexString {
  return PDFHexString.of(hexDigits(bytes));
}

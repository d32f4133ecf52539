import { PDFHexString } from 'pdf-lib';

/** `bytes` as a PDF hex string: any bytes, written without escapes. */
export function hexString(bytes: Uint8Array): PDFHexString {
  let hex = '';
  for (const byte of bytes) hex += (byte < 16 ? '0' : '') + byte.toString(16);
  return PDFHexString.of(hex);
}

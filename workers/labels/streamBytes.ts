import type { PDFStream } from 'pdf-lib';
import type { PdfParts } from './pdfParts';

const encoder = new TextEncoder();
const STREAM = encoder.encode('\nstream\n');
const END_STREAM = encoder.encode('\nendstream');

/** What the stream keywords around a stream's contents add to its size. */
export const STREAM_KEYWORDS_SIZE = STREAM.length + END_STREAM.length;

/**
 * Writes a stream's contents, between its keywords, in one block at `offset` (pdf-lib copies
 * them a byte at a time); `contents` as text must be ASCII. Returns the bytes written.
 */
export function copyStreamContents(buffer: Uint8Array, offset: number, contents: Uint8Array | string): number {
  let at = offset;
  buffer.set(STREAM, at);
  at += STREAM.length;
  if (typeof contents === 'string') at += encoder.encodeInto(contents, buffer.subarray(at, at + contents.length)).written;
  else {
    buffer.set(contents, at);
    at += contents.length;
  }
  buffer.set(END_STREAM, at);
  return at + END_STREAM.length - offset;
}

/**
 * What a stream whose contents this project holds whole writes in place of pdf-lib's
 * `copyBytesInto`: its dictionary (its /Length brought up to date), then the contents in one block.
 */
export function copyStream(stream: PDFStream, buffer: Uint8Array, offset: number, contents: Uint8Array | string): number {
  stream.updateDict();
  const at = offset + stream.dict.copyBytesInto(buffer, offset);
  return at - offset + copyStreamContents(buffer, at, contents);
}

/** A stream's dictionary (its /Length brought up to date) and its contents, as parts. */
export function streamParts(stream: PDFStream, out: PdfParts, contents: Uint8Array): void {
  stream.updateDict();
  out.object(stream.dict);
  contentsParts(out, contents);
}

/** Stream contents between their keywords, as parts: the contents go out as they are held. */
export function contentsParts(out: PdfParts, contents: Uint8Array): void {
  out.bytes(STREAM);
  out.bytes(contents);
  out.bytes(END_STREAM);
}

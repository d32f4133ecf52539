import { inflateLimitMessage } from '../../../src/domain/labels/messages';
import { isDict, nameOf, numberOf, type PdfDict, type PdfValue, UnsupportedPdf } from './pdfObjects';

/**
 * zlib inflate, given by the thread: Node's own in reader threads, fflate in browsers. Past
 * `limit` bytes of output it stops and throws InflateLimitError, having held no more than that.
 * `cut`, where the thread has one, inflates the data's first `length` bytes alone: what they
 * inflate to, the start of the whole's output (a label's barcode is in the top third of its image),
 * about `size` bytes.
 */
export type Inflate = ((data: Uint8Array, limit: number) => Uint8Array) & {
  cut?: (data: Uint8Array, length: number, limit: number, size: number) => Uint8Array;
};

/**
 * What one page may inflate, its content and the fonts' maps and forms it draws together, and any
 * other stream alone: a label page inflates to well under 1 MB, while a 1 MB file can hold a
 * stream of 1 GB ('a decompression bomb') that took GBs of memory and tens of seconds to read.
 */
export const INFLATE_LIMIT = 64 * 1024 * 1024;

/** Deflate's best ratio: data shorter than a limit over this cannot inflate past it. */
export const MOST_INFLATED_PER_BYTE = 1032;

/** A stream inflating past the limit: the file is refused, never handed to pdf.js or pdf-lib to inflate. */
export class InflateLimitError extends Error {
  override name = 'InflateLimitError';

  constructor(
    readonly limit: number,
    message = `A compressed stream inflates to more than ${limit} bytes`,
  ) {
    super(message);
  }

  /** The refusal the user reads: the same limit, naming the file and, when known, its page. */
  of(fileName: string, page: number | null): InflateLimitError {
    return new InflateLimitError(this.limit, inflateLimitMessage(fileName, page, this.limit));
  }
}

/**
 * A zlib inflate that also reads complete data whose checksum is missing (its deflate data without
 * the two-byte zlib header, inflated raw), as pdf.js reads it; data cut short still fails, with
 * the zlib error (pdf.js, which fails on it too, is then left to say so).
 */
export function withoutChecksum(zlib: Inflate, raw: Inflate): Inflate {
  return (data, limit) => {
    try {
      return zlib(data, limit);
    } catch (error) {
      if (error instanceof InflateLimitError) throw error;
      try {
        return raw(data.subarray(2), limit);
      } catch (rawError) {
        if (rawError instanceof InflateLimitError) throw rawError;
        throw error;
      }
    }
  };
}

/** PNG row filters of /DecodeParms /Predictor 10-15 (cross-reference streams use them). */
function unpredictPng(data: Uint8Array, columns: number, colors: number, bits: number): Uint8Array {
  const pixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const row = Math.ceil((columns * colors * bits) / 8);
  const rows = Math.floor(data.length / (row + 1));
  const out = new Uint8Array(rows * row);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)];
    const source = r * (row + 1) + 1;
    const at = r * row;
    for (let i = 0; i < row; i++) {
      const raw = data[source + i] as number;
      const left = i >= pixel ? (out[at + i - pixel] as number) : 0;
      const up = r > 0 ? (out[at - row + i] as number) : 0;
      const upLeft = r > 0 && i >= pixel ? (out[at - row + i - pixel] as number) : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new UnsupportedPdf(`PNG predictor ${type}`);
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

/** A /Filter or /DecodeParms entry: one value, or an array of one (more filters than one are not read here). */
function only(value: PdfValue | undefined, resolve: Resolve): PdfValue | undefined {
  const resolved = resolve(value);
  if (!Array.isArray(resolved)) return resolved;
  if (resolved.length > 1) throw new UnsupportedPdf('More than one filter');
  return resolve(resolved[0]);
}

/** Whether the stream is in FlateDecode (false: no filter); UnsupportedPdf for a filter this reader does not read. */
function isDeflated(dict: PdfDict, resolve: Resolve): boolean {
  const filterEntry = only(dict.get('Filter'), resolve);
  if (filterEntry === undefined) return false;
  const filter = nameOf(filterEntry);
  if (filter === undefined) throw new UnsupportedPdf('Unreadable filter');
  if (filter !== 'FlateDecode' && filter !== 'Fl') throw new UnsupportedPdf(`Filter ${filter}`);
  return true;
}

const predictorOf = (parms: PdfValue | undefined, resolve: Resolve) =>
  (isDict(parms) ? numberOf(resolve(parms.get('Predictor'))) : undefined) ?? 1;

/**
 * A stream's decoded bytes. Only FlateDecode (with or without a PNG predictor) and no filter are
 * read here: label files use nothing else for content, fonts' maps and object streams.
 */
export function decodeStream(dict: PdfDict, raw: Uint8Array, inflate: Inflate, limit: number, resolve: Resolve): Uint8Array {
  if (!isDeflated(dict, resolve)) return raw;
  let data: Uint8Array;
  try {
    data = inflate(raw, limit);
  } catch (error) {
    if (error instanceof InflateLimitError) throw error;
    throw new UnsupportedPdf('Damaged compressed stream', { cause: error });
  }
  const parms = only(dict.get('DecodeParms') ?? dict.get('DP'), resolve);
  if (!isDict(parms)) return data;
  const predictor = predictorOf(parms, resolve);
  if (predictor === 1) return data;
  if (predictor < 10) throw new UnsupportedPdf(`Predictor ${predictor}`);
  return unpredictPng(
    data,
    numberOf(resolve(parms.get('Columns'))) ?? 1,
    numberOf(resolve(parms.get('Colors'))) ?? 1,
    numberOf(resolve(parms.get('BitsPerComponent'))) ?? 8,
  );
}

/**
 * Bytes a first cut takes past its share of the data. Data does not deflate evenly, but a label's
 * top deflates better than its whole: its share is enough there, and a cut too short is doubled.
 */
const CUT_SLACK = 64;

/**
 * At least the first `want` bytes of a stream's decoded data (all of it when shorter), of the
 * `expected` it decodes to whole: FlateDecode data without a predictor is inflated from a cut of it,
 * its share of the data and CUT_SLACK, twice as long each time that is not enough. Other streams,
 * and any where the thread's inflate cannot cut or a cut fails, are decoded whole (decodeStream).
 */
export function decodeStreamStart(
  dict: PdfDict,
  raw: Uint8Array,
  inflate: Inflate,
  want: number,
  expected: number,
  limit: number,
  resolve: Resolve,
): Uint8Array {
  const cut = inflate.cut;
  const plain =
    cut && isDeflated(dict, resolve) && predictorOf(only(dict.get('DecodeParms') ?? dict.get('DP'), resolve), resolve) === 1;
  if (plain && expected > 0)
    for (let length = Math.ceil((raw.length * want) / expected) + CUT_SLACK; length < raw.length; length *= 2) {
      let data: Uint8Array;
      try {
        data = cut(raw, length, limit, want);
      } catch (error) {
        if (error instanceof InflateLimitError) throw error;
        break;
      }
      if (data.length >= want) return data;
    }
  return decodeStream(dict, raw, inflate, limit, resolve);
}

import type { PdfFile } from './pdfFile';
import { isDict, nameOf, numberOf, type PdfDict, PdfStream, type PdfValue, UnsupportedPdf } from './pdfObjects';

/** A one-channel image, row by row: `darkRow` marks its printed pixels (1) apart from paper (0). */
export interface GrayImage {
  width: number;
  height: number;
  darkRow(y: number, into: Uint8Array): Uint8Array;
}

const GRAY_SPACES = new Set(['DeviceGray', 'G', 'CalGray']);

/**
 * Samples of 1 or 8 bits in one channel (a gray scan or a stencil mask); null for any other image.
 * Its data is inflated from the top only as far down as the rows read (a label's barcode is in its
 * top third), twice as far each time it grows; rows past where the data ends, or of data that
 * cannot be decoded, read as paper.
 */
function grayImage(file: PdfFile, image: PdfStream, width: number, height: number): GrayImage | null {
  const dict = image.dict;
  const mask = file.get(dict, 'ImageMask') === true;
  const bits = mask ? 1 : numberOf(file.get(dict, 'BitsPerComponent'));
  if (!mask && !GRAY_SPACES.has(nameOf(file.get(dict, 'ColorSpace')) ?? '')) return null;
  if (bits !== 1 && bits !== 8) return null;
  const decode = file.get(dict, 'Decode');
  const inverted = Array.isArray(decode) && numberOf(file.resolve(decode[0])) === 1;
  // Gray 0 is black; a mask paints where its sample is 0. A Decode of [1 0] swaps both.
  const darkSample = inverted ? 1 : 0;
  const rowBytes = Math.ceil((width * bits) / 8);
  const size = rowBytes * height;
  let data: Uint8Array = new Uint8Array(0);
  let whole = false;
  const reach = (end: number) => {
    if (whole || data.length >= end) return;
    const want = Math.min(size, Math.max(end, 2 * data.length));
    try {
      data = file.dataStart(image, want, size);
    } catch (error) {
      if (!(error instanceof UnsupportedPdf)) throw error;
      data = new Uint8Array(0);
    }
    whole = data.length < want || want === size;
  };
  const darkRow = (y: number, into: Uint8Array) => {
    const row = y * rowBytes;
    reach(row + rowBytes);
    if (data.length < row + rowBytes) return into.fill(0);
    if (bits === 1)
      for (let x = 0; x < width; x++) into[x] = (((data[row + (x >> 3)] as number) >> (7 - (x & 7))) & 1) === darkSample ? 1 : 0;
    else for (let x = 0; x < width; x++) into[x] = (data[row + x] as number) < 128 === (darkSample === 0) ? 1 : 0;
    return into;
  };
  return { width, height, darkRow };
}

/**
 * The largest image the page's resources hold, decoded when it is a gray scan (an Amazon label
 * page is one 1-bit image); null when there is none or it is not gray. Only that image is
 * inflated, as its rows are read, within the inflate budget of the page being read.
 */
export function largestGrayImage(file: PdfFile, resources: PdfValue | undefined): GrayImage | null {
  const own = file.resolve(resources);
  const objects = isDict(own) ? file.get(own, 'XObject') : undefined;
  if (!isDict(objects)) return null;
  let largest: { stream: PdfStream; width: number; height: number } | null = null;
  for (const value of objects.values()) {
    const stream = file.resolve(value);
    if (!(stream instanceof PdfStream)) continue;
    const dict: PdfDict = stream.dict;
    if (nameOf(file.get(dict, 'Subtype')) !== 'Image') continue;
    const width = numberOf(file.get(dict, 'Width')) ?? 0;
    const height = numberOf(file.get(dict, 'Height')) ?? 0;
    if (width > 0 && height > 0 && (!largest || width * height > largest.width * largest.height))
      largest = { stream, width, height };
  }
  return largest && grayImage(file, largest.stream, largest.width, largest.height);
}

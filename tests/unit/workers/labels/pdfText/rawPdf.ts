import { deflateSync } from 'node:zlib';

/**
 * PDFs written byte by byte for the text reader's tests: the structures pdf-lib does not write
 * (incremental updates, inline images, several content streams, simple fonts with /Widths).
 * Strings are Latin-1, so '\xNN' in a body is that byte.
 */
export type Body = string | Uint8Array | readonly (string | Uint8Array)[];

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

function bytesOf(body: Body): Uint8Array[] {
  if (typeof body === 'string') return [latin1(body)];
  if (body instanceof Uint8Array) return [body];
  return body.flatMap((part) => bytesOf(part));
}

const concat = (parts: readonly Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** A stream object's body: `dict` is the dictionary's inside, /Length is added. */
export function stream(dict: string, data: string | Uint8Array): Body {
  const bytes = typeof data === 'string' ? latin1(data) : data;
  return [`<< ${dict} /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream'];
}

/** `objects` after `base` (none for a new file) with a cross-reference table and trailer for them. */
function section(base: Uint8Array, objects: Record<number, Body>, trailer: string): Uint8Array {
  const parts: Uint8Array[] = [base.length ? concat([base, latin1('\n')]) : latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = new Map<number, number>();
  for (const [key, body] of Object.entries(objects)) {
    offsets.set(Number(key), length);
    for (const part of [latin1(`${key} 0 obj\n`), ...bytesOf(body), latin1('\nendobj\n')]) {
      parts.push(part);
      length += part.length;
    }
  }
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  let table = base.length ? 'xref\n' : 'xref\n0 1\n0000000000 65535 f \n';
  for (const number of numbers) table += `${number} 1\n${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`;
  parts.push(latin1(`${table}trailer\n<< ${trailer} >>\nstartxref\n${length}\n%%EOF\n`));
  return concat(parts);
}

/** A file of the given objects (1 must be the catalog), with a classic cross-reference table. */
export function rawPdf(objects: Record<number, Body>): Uint8Array {
  const size = Math.max(...Object.keys(objects).map(Number)) + 1;
  return section(new Uint8Array(), objects, `/Size ${size} /Root 1 0 R`);
}

/** `base` with an incremental update: the objects given replace or add to its own (/Prev). */
export function incrementalUpdate(base: Uint8Array, objects: Record<number, Body>, size: number, root = '1 0 R'): Uint8Array {
  const tail = Buffer.from(base.subarray(Math.max(0, base.length - 64))).toString('latin1');
  const previous = /startxref\s+(\d+)/.exec(tail)?.[1];
  if (previous === undefined) throw new Error('base has no startxref');
  return section(base, objects, `/Size ${size} /Root ${root} /Prev ${previous}`);
}

/** Helvetica's widths for codes 32-126: enough for a simple font that carries its /Widths. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** A simple font with WinAnsi codes and widths for 32-255 (500 above 126), no program. */
export function winAnsiFont(subtype: 'Type1' | 'TrueType', baseFont: string, extra = ''): string {
  const widths = [...ASCII_WIDTHS, ...Array.from({ length: 129 }, () => 500)];
  return `<< /Type /Font /Subtype /${subtype} /BaseFont /${baseFont} /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] /Encoding /WinAnsiEncoding ${extra}>>`;
}

export interface PageOptions {
  content: string | Uint8Array;
  /** The page's /Resources inside; by default /F1 is object 5, a WinAnsi Type1 font with widths. */
  resources?: string;
  mediaBox?: string;
  /** Extra page dictionary entries (/CropBox, /Rotate, ...). */
  page?: string;
  /** Objects 6 and up. */
  objects?: Record<number, Body>;
}

/** One page: 1 catalog, 2 pages, 3 the page, 4 its content, 5 its font /F1. */
export function onePage(options: PageOptions): Uint8Array {
  return rawPdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: `<< /Type /Page /Parent 2 0 R /MediaBox ${options.mediaBox ?? '[0 0 400 400]'} /Resources << ${options.resources ?? '/Font << /F1 5 0 R >>'} >> /Contents 4 0 R ${options.page ?? ''}>>`,
    4: stream('', options.content),
    5: winAnsiFont(
      'Type1',
      'LabelSans',
      '/FontDescriptor << /Type /FontDescriptor /FontName /LabelSans /Flags 32 /ItalicAngle 0 /Ascent 718 /Descent -207 /CapHeight 718 /StemV 88 /FontBBox [-166 -225 1000 931] >>',
    ),
    ...options.objects,
  });
}

/**
 * One page of `lines` lines of text in a WinAnsi TrueType font, its content Flate-compressed and
 * its last `cut` bytes left out: 4 is the checksum alone, more cuts the data itself.
 */
export function deflatedPage(lines: number, cut: number): Uint8Array {
  const content = Array.from(
    { length: lines },
    (_, k) => `BT /F1 10 Tf 20 ${380 - k * 15} Td (Line ${k} of the content) Tj ET`,
  ).join('\n');
  const packed = deflateSync(Buffer.from(content, 'latin1'));
  return rawPdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    4: stream('/Filter /FlateDecode', new Uint8Array(packed.subarray(0, packed.length - cut))),
    5: winAnsiFont('TrueType', 'LabelSans'),
  });
}

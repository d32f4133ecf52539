import { END, PdfLexer } from './pdfLexer';
import { isDict, nameOf, numberOf, type PdfDict, PdfRef, PdfStream, type PdfValue, UnsupportedPdf } from './pdfObjects';
import { decodeStream, decodeStreamStart, INFLATE_LIMIT, type Inflate } from './streamData';

type Entry = { offset: number } | { container: number; index: number } | { free: true };

const ascii = new TextDecoder('latin1');
const STARTXREF_WINDOW = 2048;

/**
 * A PDF file read through its cross-reference tables (classic, streams, object streams,
 * incremental updates), lazily: only the objects asked for are parsed. A file whose tables do not
 * lead to its objects is not repaired here (UnsupportedPdf): pdf.js reads it instead.
 */
export class PdfFile {
  private readonly entries = new Map<number, Entry>();
  private readonly objects = new Map<number, PdfValue>();
  /** What the page being read may still inflate (`readPage`); outside a page, each stream may inflate the limit. */
  private pageBudget: number | null = null;
  readonly trailer: PdfDict;

  constructor(
    readonly bytes: Uint8Array,
    readonly inflate: Inflate,
    readonly inflateLimit: number = INFLATE_LIMIT,
  ) {
    const tail = ascii.decode(bytes.subarray(Math.max(0, bytes.length - STARTXREF_WINDOW)));
    const found = /startxref\s+(\d+)/g;
    let start: number | undefined;
    for (const match of tail.matchAll(found)) start = Number(match[1]);
    if (start === undefined) throw new UnsupportedPdf('No startxref');
    this.trailer = this.readSections(start);
    if (this.trailer.has('Encrypt')) throw new UnsupportedPdf('Encrypted');
  }

  /** Reads the section at `offset` and those before it (/Prev); later sections win. */
  private readSections(offset: number): PdfDict {
    let first: PdfDict | undefined;
    const seen = new Set<number>();
    for (let at: number | undefined = offset; at !== undefined;) {
      if (seen.has(at) || at >= this.bytes.length) throw new UnsupportedPdf('Bad cross-reference chain');
      seen.add(at);
      const trailer = this.readSection(at);
      first ??= trailer;
      at = numberOf(trailer.get('Prev'));
    }
    if (!first) throw new UnsupportedPdf('No trailer');
    return first;
  }

  private readSection(offset: number): PdfDict {
    const lexer = new PdfLexer(this.bytes, offset);
    const head = lexer.read(false);
    if (head === 'xref') return this.readTable(lexer);
    const object = this.readObjectAt(offset);
    if (!(object instanceof PdfStream) || nameOf(object.dict.get('Type')) !== 'XRef')
      throw new UnsupportedPdf('startxref points at neither a table nor a stream');
    this.addStreamEntries(object);
    return object.dict;
  }

  private add(num: number, entry: Entry): void {
    if (!this.entries.has(num)) this.entries.set(num, entry);
  }

  private readTable(lexer: PdfLexer): PdfDict {
    for (;;) {
      const token = lexer.read(false);
      if (token === 'trailer') break;
      const first = numberOf(token as PdfValue);
      const count = numberOf(lexer.read(false) as PdfValue);
      if (first === undefined || count === undefined) throw new UnsupportedPdf('Bad cross-reference table');
      for (let k = 0; k < count; k++) {
        const offset = lexer.read(false);
        lexer.read(false);
        const kind = lexer.read(false);
        if (typeof offset !== 'number' || (kind !== 'n' && kind !== 'f')) throw new UnsupportedPdf('Bad cross-reference entry');
        // A later section's free entry hides the object from earlier ones: it reads as null.
        this.add(first + k, kind === 'n' && offset > 0 ? { offset } : { free: true });
      }
    }
    lexer.skipSpace();
    const trailer = lexer.readDict(true);
    // A hybrid file keeps its compressed objects in a stream named by the table's trailer.
    const hybrid = numberOf(trailer.get('XRefStm'));
    if (hybrid !== undefined) {
      const stream = this.readObjectAt(hybrid);
      if (stream instanceof PdfStream) this.addStreamEntries(stream);
    }
    return trailer;
  }

  private addStreamEntries(stream: PdfStream): void {
    const widths = (stream.dict.get('W') as number[] | undefined) ?? [];
    const [w0 = 0, w1 = 0, w2 = 0] = widths;
    const size = numberOf(stream.dict.get('Size')) ?? 0;
    const index = (stream.dict.get('Index') as number[] | undefined) ?? [0, size];
    const data = this.data(stream);
    const field = (at: number, width: number) => {
      let value = 0;
      for (let k = 0; k < width; k++) value = value * 256 + (data[at + k] as number);
      return value;
    };
    let at = 0;
    for (let range = 0; range + 1 < index.length; range += 2) {
      const first = index[range] as number;
      const count = index[range + 1] as number;
      for (let k = 0; k < count && at + w0 + w1 + w2 <= data.length; k++) {
        const type = w0 ? field(at, w0) : 1;
        const second = field(at + w0, w1);
        const third = field(at + w0 + w1, w2);
        at += w0 + w1 + w2;
        if (type === 1 && second > 0) this.add(first + k, { offset: second });
        else if (type === 2) this.add(first + k, { container: second, index: third });
        else if (type === 0) this.add(first + k, { free: true });
      }
    }
  }

  /** `n g obj ... endobj` at `offset`; a dictionary followed by `stream` is a stream. */
  private readObjectAt(offset: number): PdfValue {
    const lexer = new PdfLexer(this.bytes, offset);
    const num = lexer.read(false);
    lexer.read(false);
    if (typeof num !== 'number' || lexer.read(false) !== 'obj') throw new UnsupportedPdf(`No object at ${offset}`);
    const value = lexer.read(true);
    if (value === END || typeof value === 'string') throw new UnsupportedPdf(`Bad object at ${offset}`);
    if (!isDict(value)) return value;
    const after = lexer.pos;
    if (lexer.read(false) !== 'stream') {
      lexer.pos = after;
      return value;
    }
    let start = lexer.pos;
    if (this.bytes[start] === 0x0d) start++;
    if (this.bytes[start] === 0x0a) start++;
    return new PdfStream(value, this.bytes.subarray(start, this.streamEnd(start, value)));
  }

  /** Where the stream's data ends: by /Length when `endstream` follows it, else by looking. */
  private streamEnd(start: number, dict: PdfDict): number {
    const length = numberOf(this.resolve(dict.get('Length')));
    if (length !== undefined && start + length <= this.bytes.length) {
      const lexer = new PdfLexer(this.bytes, start + length);
      if (lexer.read(false) === 'endstream') return start + length;
    }
    const marker = this.bytes.indexOf(0x65, start);
    for (let at = marker; at !== -1; at = this.bytes.indexOf(0x65, at + 1))
      if (ascii.decode(this.bytes.subarray(at, at + 9)) === 'endstream') {
        let end = at;
        if (this.bytes[end - 1] === 0x0a) end--;
        if (this.bytes[end - 1] === 0x0d) end--;
        return end;
      }
    throw new UnsupportedPdf('Stream without endstream');
  }

  private fetch(num: number): PdfValue {
    if (this.objects.has(num)) return this.objects.get(num) as PdfValue;
    const entry = this.entries.get(num);
    if (!entry || 'free' in entry) return null;
    if ('offset' in entry) {
      const value = this.readObjectAt(entry.offset);
      this.objects.set(num, value);
      return value;
    }
    this.readObjectStream(entry.container);
    return this.objects.get(num) ?? null;
  }

  /** Parses every object of a compressed object stream at once: its objects are asked for together. */
  private readObjectStream(container: number): void {
    const stream = this.fetch(container);
    if (!(stream instanceof PdfStream)) throw new UnsupportedPdf('Missing object stream');
    const count = numberOf(stream.dict.get('N')) ?? 0;
    const first = numberOf(stream.dict.get('First')) ?? 0;
    const data = this.data(stream);
    const lexer = new PdfLexer(data);
    const heads: [number, number][] = [];
    for (let k = 0; k < count; k++) heads.push([lexer.read(false) as number, lexer.read(false) as number]);
    for (const [num, offset] of heads) {
      const entry = this.entries.get(num);
      if (!entry || !('container' in entry) || entry.container !== container || this.objects.has(num)) continue;
      lexer.pos = first + offset;
      const value = lexer.read(true);
      if (value !== END && typeof value !== 'string') this.objects.set(num, value);
    }
  }

  /** A value with a reference followed (once: references to references are not in label files). */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? this.fetch(value.num) : value;
  }

  /** The key of `dict`, its reference followed. */
  get(dict: PdfDict, key: string): PdfValue | undefined {
    return this.resolve(dict.get(key));
  }

  /** The decoded bytes of a stream; one inflating past what is left to inflate throws InflateLimitError. */
  data(stream: PdfStream): Uint8Array {
    const data = decodeStream(stream.dict, stream.raw, this.inflate, this.budget(), (value) => this.resolve(value));
    return this.spent(stream, data);
  }

  /**
   * At least the first `want` bytes of a stream's decoded data, of the `expected` it decodes to
   * (decodeStreamStart): all of them when fewer; within what is left to inflate as `data`.
   */
  dataStart(stream: PdfStream, want: number, expected: number): Uint8Array {
    const data = decodeStreamStart(stream.dict, stream.raw, this.inflate, want, expected, this.budget(), (value) =>
      this.resolve(value),
    );
    return this.spent(stream, data);
  }

  private budget(): number {
    return this.pageBudget ?? this.inflateLimit;
  }

  private spent(stream: PdfStream, data: Uint8Array): Uint8Array {
    // An unfiltered stream is the file's own bytes: nothing was inflated.
    if (this.pageBudget !== null && data !== stream.raw) this.pageBudget -= data.length;
    return data;
  }

  /** `read` (one page's reading) may inflate the limit in all, whatever number of streams it takes. */
  readPage<T>(read: () => T): T {
    this.pageBudget = this.inflateLimit;
    try {
      return read();
    } finally {
      this.pageBudget = null;
    }
  }
}

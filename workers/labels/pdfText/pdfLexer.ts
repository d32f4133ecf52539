import { PdfName, PdfRef, PdfString, type PdfDict, type PdfValue, UnsupportedPdf } from './pdfObjects';

/** A bare word: an operator in a content stream, or obj/stream/R/xref/trailer in the file. */
export type Keyword = string;
export type Token = PdfValue | Keyword;

export const END = Symbol('end of data');

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  FormFeed = 0x0c,
  Return = 0x0d,
  Space = 0x20,
  Percent = 0x25,
  OpenParen = 0x28,
  CloseParen = 0x29,
  Plus = 0x2b,
  Minus = 0x2d,
  Dot = 0x2e,
  Slash = 0x2f,
  Zero = 0x30,
  Nine = 0x39,
  Less = 0x3c,
  Greater = 0x3e,
  OpenBracket = 0x5b,
  Backslash = 0x5c,
  CloseBracket = 0x5d,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
}

/** 0: regular, 1: white space, 2: delimiter (PDF 32000-1, 7.2.2). */
const CLASS = new Uint8Array(256);
for (const c of [0x00, Char.Tab, Char.LineFeed, Char.FormFeed, Char.Return, Char.Space]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

const HEX = new Int8Array(256).fill(-1);
for (let d = 0; d < 16; d++) {
  HEX['0123456789abcdef'.charCodeAt(d)] = d;
  HEX['0123456789ABCDEF'.charCodeAt(d)] = d;
}

const latin1 = new TextDecoder('latin1');

/**
 * Words of one or two bytes by their bytes, in an array (a Map lookup cost more than the rest of
 * reading the word): content streams repeat the same few operators. Three bytes, in a Map.
 */
const shortWords: (string | undefined)[] = new Array<string | undefined>(0x10100).fill(undefined);
const threeByteWords = new Map<number, string>();

function shortWord(bytes: Uint8Array, start: number, end: number): string {
  const length = end - start;
  const first = bytes[start] as number;
  const key = length === 1 ? first : length === 2 ? 0x100 + ((first << 8) | (bytes[start + 1] as number)) : -1;
  let word =
    key >= 0
      ? shortWords[key]
      : threeByteWords.get((first << 16) | ((bytes[start + 1] as number) << 8) | (bytes[start + 2] as number));
  if (word === undefined) {
    word = latin1.decode(bytes.subarray(start, end));
    if (key >= 0) shortWords[key] = word;
    else threeByteWords.set((first << 16) | ((bytes[start + 1] as number) << 8) | (bytes[start + 2] as number), word);
  }
  return word;
}

/** Operators and names are short: building them by hand beats a TextDecoder call each. */
function ascii(bytes: Uint8Array, start: number, end: number): string {
  const length = end - start;
  if (length > 0 && length <= 3) return shortWord(bytes, start, end);
  if (length > 16) return latin1.decode(bytes.subarray(start, end));
  let text = '';
  for (let at = start; at < end; at++) text += String.fromCharCode(bytes[at] as number);
  return text;
}

/** Names by a hash of their bytes: content streams name the same few fonts hundreds of times a page. */
const namesByHash = new Map<number, PdfName>();

function spells(name: string, bytes: Uint8Array, start: number, end: number): boolean {
  if (name.length !== end - start) return false;
  for (let at = start; at < end; at++) if (name.charCodeAt(at - start) !== bytes[at]) return false;
  return true;
}

/** The name of these bytes (no `#` escapes), without making its string again once seen. */
function nameAt(bytes: Uint8Array, start: number, end: number): PdfName {
  let hash = end - start;
  for (let at = start; at < end; at++) hash = (Math.imul(hash, 31) + (bytes[at] as number)) | 0;
  // Kept within V8's small integers: a larger key is a heap number, made and hashed at each lookup.
  hash &= 0x3fffffff;
  const seen = namesByHash.get(hash);
  if (seen && spells(seen.name, bytes, start, end)) return seen;
  const name = PdfName.of(ascii(bytes, start, end));
  if (!seen) namesByHash.set(hash, name);
  return name;
}

/** Room first made for a literal string outside a content stream: most are dates and ids. */
const LITERAL_ROOM = 64;

function grown(bytes: Uint8Array): Uint8Array {
  const more = new Uint8Array(bytes.length * 2);
  more.set(bytes);
  return more;
}

/** A tokenizer and object parser over a PDF's bytes or a decoded content stream. */
export class PdfLexer {
  /**
   * Where the strings of a content stream are decoded, one after the other (forContent): a
   * stream's strings, decoded, are never longer than the stream, and a typed array made for each
   * string cost more than decoding it.
   */
  private strings: Uint8Array | null = null;
  private stringsEnd = 0;

  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
    private readonly sharesStrings = false,
  ) {}

  /** A lexer over a content stream or a CMap, read once: its strings share one array. */
  static forContent(bytes: Uint8Array): PdfLexer {
    return new PdfLexer(bytes, 0, true);
  }

  /** Room for a string of up to `length` bytes: the shared array, or one of its own. */
  private stringRoom(length: number): Uint8Array {
    if (!this.sharesStrings) return new Uint8Array(length);
    this.strings ??= new Uint8Array(this.bytes.length);
    return this.strings;
  }

  /** The string of `out` from `start` to `end` (stringRoom), the shared array's end moved past it. */
  private stringOf(out: Uint8Array, start: number, end: number): PdfString {
    if (out === this.strings) this.stringsEnd = end;
    return new PdfString(out, start, end);
  }

  skipSpace(): void {
    const { bytes } = this;
    let pos = this.pos;
    while (pos < bytes.length) {
      const c = bytes[pos] as number;
      if (CLASS[c] === 1) pos++;
      else if (c === Char.Percent) {
        while (pos < bytes.length && bytes[pos] !== Char.LineFeed && bytes[pos] !== Char.Return) pos++;
      } else break;
    }
    this.pos = pos;
  }

  /**
   * The next value or keyword; arrays and dictionaries whole. `refs` reads `n g R` as a
   * reference (file objects); content streams have none.
   */
  read(refs: boolean): Token | typeof END {
    this.skipSpace();
    const { bytes } = this;
    if (this.pos >= bytes.length) return END;
    const c = bytes[this.pos] as number;
    if ((c >= Char.Zero && c <= Char.Nine) || c === Char.Minus || c === Char.Plus || c === Char.Dot) {
      const value = this.readNumber();
      return refs && Number.isInteger(value) && value >= 0 ? this.maybeRef(value) : value;
    }
    switch (c) {
      case Char.Slash:
        return this.readName();
      case Char.OpenParen:
        return this.readLiteral();
      case Char.OpenBracket: {
        this.pos++;
        const items: PdfValue[] = [];
        for (;;) {
          this.skipSpace();
          if (bytes[this.pos] === Char.CloseBracket) {
            this.pos++;
            return items;
          }
          const item = this.read(refs);
          if (item === END) throw new UnsupportedPdf('Unterminated array');
          if (typeof item === 'string') throw new UnsupportedPdf(`Unexpected ${item} in array`);
          items.push(item);
        }
      }
      case Char.Less:
        if (bytes[this.pos + 1] === Char.Less) return this.readDict(refs);
        return this.readHex();
      case Char.Greater:
      case Char.CloseBracket:
      case Char.CloseParen:
      case Char.OpenBrace:
      case Char.CloseBrace:
        // Stray delimiters (`>>` read as an operator by a broken stream) end up as keywords.
        this.pos++;
        if (c === Char.Greater && bytes[this.pos] === Char.Greater) this.pos++;
        return String.fromCharCode(c);
      default: {
        const word = this.readKeyword();
        return word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : word;
      }
    }
  }

  readDict(refs: boolean): PdfDict {
    this.pos += 2;
    const dict: PdfDict = new Map();
    const { bytes } = this;
    for (;;) {
      this.skipSpace();
      if (bytes[this.pos] === Char.Greater && bytes[this.pos + 1] === Char.Greater) {
        this.pos += 2;
        return dict;
      }
      const key = this.read(refs);
      if (!(key instanceof PdfName)) throw new UnsupportedPdf('Dictionary key is not a name');
      const value = this.read(refs);
      if (value === END || typeof value === 'string') throw new UnsupportedPdf('Bad dictionary value');
      dict.set(key.name, value);
    }
  }

  private readNumber(): number {
    const { bytes } = this;
    const start = this.pos;
    let pos = start;
    if (bytes[pos] === Char.Minus || bytes[pos] === Char.Plus) pos++;
    let integer = 0;
    let digits = 0;
    while (pos < bytes.length && (bytes[pos] as number) >= Char.Zero && (bytes[pos] as number) <= Char.Nine) {
      integer = integer * 10 + ((bytes[pos] as number) - Char.Zero);
      pos++;
      digits++;
    }
    let value = integer;
    if (bytes[pos] === Char.Dot) {
      pos++;
      // Digits over a power of ten, divided once: 595.28 reads as 595.28, not 595.2800000000001.
      let scale = 1;
      while (pos < bytes.length && (bytes[pos] as number) >= Char.Zero && (bytes[pos] as number) <= Char.Nine) {
        value = value * 10 + ((bytes[pos] as number) - Char.Zero);
        scale *= 10;
        pos++;
        digits++;
      }
      value /= scale;
    }
    // Writers put '--5' or '-' alone at times: read as pdf.js does, a number where one can be had.
    while (pos < bytes.length && CLASS[bytes[pos] as number] === 0) pos++;
    this.pos = pos;
    if (!digits) return 0;
    return bytes[start] === Char.Minus ? -value : value;
  }

  /** After an integer: `g R` makes it a reference; otherwise the lexer stays after the integer. */
  private maybeRef(num: number): Token {
    const after = this.pos;
    this.skipSpace();
    const { bytes } = this;
    let pos = this.pos;
    let gen = 0;
    let digits = 0;
    while ((bytes[pos] as number) >= Char.Zero && (bytes[pos] as number) <= Char.Nine) {
      gen = gen * 10 + ((bytes[pos] as number) - Char.Zero);
      pos++;
      digits++;
    }
    if (digits && CLASS[bytes[pos] as number] !== 0) {
      while (CLASS[bytes[pos] as number] === 1) pos++;
      if (bytes[pos] === 0x52 && (pos + 1 >= bytes.length || CLASS[bytes[pos + 1] as number] !== 0)) {
        this.pos = pos + 1;
        return new PdfRef(num, gen);
      }
    }
    this.pos = after;
    return num;
  }

  private readName(): PdfName {
    const { bytes } = this;
    let pos = this.pos + 1;
    const start = pos;
    let escaped = false;
    while (pos < bytes.length && CLASS[bytes[pos] as number] === 0) {
      if (bytes[pos] === 0x23) escaped = true;
      pos++;
    }
    this.pos = pos;
    if (!escaped) return nameAt(bytes, start, pos);
    const raw = ascii(bytes, start, pos);
    return PdfName.of(raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }

  private readKeyword(): Keyword {
    const { bytes } = this;
    const start = this.pos;
    let pos = start;
    while (pos < bytes.length && CLASS[bytes[pos] as number] === 0) pos++;
    this.pos = pos;
    return ascii(bytes, start, pos);
  }

  private readHex(): PdfString {
    const { bytes } = this;
    let pos = this.pos + 1;
    let end = bytes.indexOf(Char.Greater, pos);
    if (end === -1) end = bytes.length;
    const out = this.stringRoom((end - pos + 1) >> 1);
    const first = out === this.strings ? this.stringsEnd : 0;
    let length = first;
    // Two digits at a time while there are two (content streams write hex strings unbroken).
    for (; pos + 1 < end; pos += 2) {
      const pair = ((HEX[bytes[pos] as number] as number) << 4) | (HEX[bytes[pos + 1] as number] as number);
      if (pair < 0) break;
      out[length++] = pair;
    }
    let high = -1;
    for (; pos < end; pos++) {
      const digit = HEX[bytes[pos] as number] as number;
      if (digit < 0) continue;
      if (high < 0) high = digit;
      else {
        out[length++] = (high << 4) | digit;
        high = -1;
      }
    }
    if (high >= 0) out[length++] = high << 4;
    this.pos = end + 1;
    return this.stringOf(out, first, length);
  }

  private readLiteral(): PdfString {
    const { bytes } = this;
    let pos = this.pos + 1;
    let depth = 1;
    // A shared array has room for every string of the data; an own one grows as it fills.
    let out = this.stringRoom(LITERAL_ROOM);
    const first = out === this.strings ? this.stringsEnd : 0;
    let length = first;
    while (pos < bytes.length) {
      if (length === out.length) out = grown(out);
      const c = bytes[pos++] as number;
      if (c === Char.OpenParen) depth++;
      else if (c === Char.CloseParen && --depth === 0) break;
      if (c !== Char.Backslash) {
        out[length++] = c;
        continue;
      }
      const e = bytes[pos++] as number;
      if (e >= Char.Zero && e <= 0x37) {
        let code = e - Char.Zero;
        for (let k = 0; k < 2 && (bytes[pos] as number) >= Char.Zero && (bytes[pos] as number) <= 0x37; k++)
          code = code * 8 + ((bytes[pos++] as number) - Char.Zero);
        // pdf.js keeps a code past 255 as such; what that shows is left to it.
        if (code > 0xff) throw new UnsupportedPdf('Octal escape past 255');
        out[length++] = code;
      } else if (e === 0x6e) out[length++] = Char.LineFeed;
      else if (e === 0x72) out[length++] = Char.Return;
      else if (e === 0x74) out[length++] = Char.Tab;
      else if (e === 0x62) out[length++] = 0x08;
      else if (e === 0x66) out[length++] = Char.FormFeed;
      else if (e === Char.Return) {
        if (bytes[pos] === Char.LineFeed) pos++;
      } else if (e !== Char.LineFeed) out[length++] = e;
    }
    this.pos = pos;
    return this.stringOf(out, first, length);
  }
}

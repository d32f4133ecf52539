import type { PDFObject } from 'pdf-lib';

/** Small writes go into chunks of this size; data this large or larger goes out as a part of its own. */
const CHUNK = 64 * 1024;
const LARGE = 8 * 1024;

/** An object that writes itself as parts: its stream contents as the bytes it holds, never copied. */
export interface WritesParts {
  writeParts(out: PdfParts): void;
}

/** What pdf-lib writes: objects, and the header, cross-reference table and trailer. */
type Writable = Pick<PDFObject, 'sizeInBytes' | 'copyBytesInto'>;

const writesParts = (object: Writable): object is Writable & WritesParts =>
  typeof (object as Partial<WritesParts>).writeParts === 'function';

/**
 * A PDF written as a list of byte arrays, in order. A day's merged labels are tens of MB, nearly
 * all of it image and font streams the input files hold already: those go out as the input's own
 * bytes instead of being copied into one buffer of the whole file, which cost as much again as
 * writing the file.
 */
export class PdfParts {
  private readonly parts: Uint8Array[] = [];
  private chunk = new Uint8Array(0);
  private used = 0;
  private done = 0;

  /** Bytes written so far: the offset of what is written next. */
  get offset(): number {
    return this.done + this.used;
  }

  private room(size: number): Uint8Array {
    if (this.used + size > this.chunk.length) {
      this.close();
      this.chunk = new Uint8Array(Math.max(CHUNK, size));
    }
    return this.chunk;
  }

  private close(): void {
    if (!this.used) return;
    this.parts.push(this.chunk.subarray(0, this.used));
    this.done += this.used;
    this.used = 0;
    this.chunk = new Uint8Array(0);
  }

  object(object: Writable): void {
    if (writesParts(object)) {
      object.writeParts(this);
      return;
    }
    const chunk = this.room(object.sizeInBytes());
    this.used += object.copyBytesInto(chunk, this.used);
  }

  bytes(data: Uint8Array): void {
    if (data.length < LARGE) {
      this.room(data.length).set(data, this.used);
      this.used += data.length;
      return;
    }
    this.close();
    this.parts.push(data);
    this.done += data.length;
  }

  /** ASCII text: keywords, numbers, names (short: written a character at a time, cheaper than encodeInto). */
  text(ascii: string): void {
    const chunk = this.room(ascii.length);
    for (let at = 0; at < ascii.length; at++) chunk[this.used++] = ascii.charCodeAt(at);
  }

  finish(): Uint8Array[] {
    this.close();
    return this.parts;
  }
}

import { type PDFContext, PDFStream } from 'pdf-lib';
import { copyStream } from './streamBytes';

const encoder = new TextEncoder();

/**
 * A content stream kept as the text of its operators, left uncompressed. The footers' few
 * operators a page were pdf-lib operator objects, each number a PDFNumber turned into text when
 * made and all of it written out again at save: the footers and the save are the merge's last
 * stage, which runs alone. Its text is ASCII (operators, numbers, names and hex strings only).
 */
export class TextContentStream extends PDFStream {
  private text = '';

  static in(context: PDFContext): TextContentStream {
    return new TextContentStream(context.obj({}));
  }

  append(operators: string): void {
    this.text += operators;
  }

  override clone(context?: PDFContext): TextContentStream {
    const copy = new TextContentStream(this.dict.clone(context));
    copy.text = this.text;
    return copy;
  }

  override getContentsString(): string {
    return this.text;
  }

  override getContents(): Uint8Array {
    return encoder.encode(this.text);
  }

  override getContentsSize(): number {
    return this.text.length;
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    return copyStream(this, buffer, offset, this.text);
  }
}

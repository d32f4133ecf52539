import { describe, expect, it } from 'vitest';
import { END, PdfLexer, type Token } from '../../../../../workers/labels/pdfText/pdfLexer';
import { PdfString } from '../../../../../workers/labels/pdfText/pdfObjects';

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

function tokens(lexer: PdfLexer): Token[] {
  const read: Token[] = [];
  for (let token = lexer.read(false); token !== END; token = lexer.read(false)) read.push(token);
  return read;
}

/** Each string's bytes as an array, through arrays, for comparing. */
const plain = (token: Token): unknown =>
  token instanceof PdfString ? [...token.bytes] : Array.isArray(token) ? token.map((item) => plain(item)) : token;

describe('the lexer reads strings', () => {
  const content = latin1('[<0041> -250 (B\\(c\\)) <43 44 4>] TJ (\\101\\nx) Tj <> Tj () Tj');
  const expected = [
    [[0x00, 0x41], -250, [0x42, 0x28, 0x63, 0x29], [0x43, 0x44, 0x40]],
    'TJ',
    [0x41, 0x0a, 0x78],
    'Tj',
    [],
    'Tj',
    [],
    'Tj',
  ];

  it('in a content stream, one after the other in one array: each keeps its bytes as the next are read', () => {
    const read = tokens(PdfLexer.forContent(content));
    expect(read.map(plain)).toEqual(expected);
    const [array] = read as [PdfString[]];
    expect(array[0]?.data).toBe((read[2] as PdfString).data);
    expect((read[2] as PdfString).length).toBe(3);
  });

  it('in a file, each in its own array, a long literal string growing its own', () => {
    expect(tokens(new PdfLexer(content)).map(plain)).toEqual(expected);
    const long = `${'a\\)'.repeat(100)}\\\nb`;
    const [string] = tokens(new PdfLexer(latin1(`(${long})`))) as [PdfString];
    expect(Buffer.from(string.bytes).toString('latin1')).toBe(`${'a)'.repeat(100)}b`);
  });
});

import { type Inflate, InflateLimitError, MOST_INFLATED_PER_BYTE } from './streamData';

const latin1 = new TextDecoder('latin1');
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const STREAM = ascii('stream');
const END_STREAM = ascii('endstream');
/** How far back from `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 1024;

const at = (bytes: Uint8Array, offset: number, word: Uint8Array) => word.every((byte, k) => bytes[offset + k] === byte);

/** Where `word` next starts from `from`, or -1. */
function find(bytes: Uint8Array, word: Uint8Array, from: number): number {
  for (let offset = bytes.indexOf(word[0] as number, from); offset !== -1; offset = bytes.indexOf(word[0] as number, offset + 1))
    if (at(bytes, offset, word)) return offset;
  return -1;
}

/**
 * Whether a stream of the file inflates past `limit`, found without parsing the file: for a file
 * that pdf.js or pdf-lib reads instead of this project's parser, which inflate whatever a page or
 * an object stream holds, with no limit. Every stream long enough to inflate past the limit is
 * tried as zlib data, except images, which reading text never inflates; one that is not zlib data
 * (or is encrypted) fails at once and is passed over.
 */
export function hasOversizedStream(bytes: Uint8Array, inflate: Inflate, limit: number): boolean {
  for (let keyword = find(bytes, STREAM, 0); keyword !== -1;) {
    let start = keyword + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = find(bytes, END_STREAM, start);
    if (end === -1) break;
    const dictionary = latin1.decode(bytes.subarray(Math.max(0, keyword - DICTIONARY_WINDOW), keyword));
    const own = dictionary.slice(Math.max(0, dictionary.lastIndexOf('obj')));
    if ((end - start) * MOST_INFLATED_PER_BYTE > limit && !/\/Subtype\s*\/Image\b/.test(own))
      try {
        inflate(bytes.subarray(start, end), limit);
      } catch (error) {
        if (error instanceof InflateLimitError) return true;
      }
    keyword = find(bytes, STREAM, end + END_STREAM.length);
  }
  return false;
}

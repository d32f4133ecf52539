/**
 * Text extraction does not need the font programs of composite fonts that carry a /ToUnicode map:
 * the text comes from ToUnicode and the widths from /W. pdf.js still parses and repairs every
 * embedded TrueType program (and inflates it first), which on marketplace label files (full
 * DejaVu fonts, a new pair every 10 pages) is a third of the reading time. This hides those
 * programs from pdf.js by renaming the descriptor's /FontFile2 (or /FontFile3) key in place, one
 * byte, so that no offset moves.
 *
 * Only a descriptor whose every user is a CIDFontType0/2 descendant of a Type0 font with a
 * /ToUnicode stream is touched; simple fonts (whose text may come from the program's built-in
 * encoding) are left alone, and so is every file with compressed object streams (a user hidden
 * in one could not be checked).
 */

const ASCII = new TextDecoder('latin1');
const OBJECT_HEADER = /(\d+)\s+(\d+)\s+obj\b/g;
/** How far back from a key its object's header may be: font dictionaries are small. */
const LOOK_BACK = 4096;
const LOOK_AHEAD = 8192;

interface Found {
  object: number;
  dict: string;
}

/** Offsets of each name (all starting with '/'), in one pass over the bytes. */
function occurrences(bytes: Uint8Array, names: readonly string[]): number[][] {
  const patterns = names.map((name) => new TextEncoder().encode(name));
  const found = names.map((): number[] => []);
  const slash = 0x2f;
  for (let at = bytes.indexOf(slash); at !== -1; at = bytes.indexOf(slash, at + 1)) {
    patterns.forEach((pattern, which) => {
      if (at + pattern.length > bytes.length) return;
      for (let k = 1; k < pattern.length; k++) if (bytes[at + k] !== pattern[k]) return;
      found[which]?.push(at);
    });
  }
  return found;
}

/** The object holding the key at `at`, and its dictionary text up to its stream or its end. */
function enclosing(bytes: Uint8Array, at: number): Found | undefined {
  const start = Math.max(0, at - LOOK_BACK);
  const before = ASCII.decode(bytes.subarray(start, at));
  let header: RegExpExecArray | undefined;
  for (const match of before.matchAll(OBJECT_HEADER)) header = match;
  if (!header || before.lastIndexOf('endobj') > header.index) return undefined;
  const after = ASCII.decode(bytes.subarray(at, Math.min(bytes.length, at + LOOK_AHEAD)));
  // A dictionary longer than the window (a /W array of every glyph) is cut: a key missing from
  // the cut only makes the font look unusable here, which is the safe side.
  const end = after.search(/endobj|stream/);
  return { object: Number(header[1]), dict: before.slice(header.index) + (end === -1 ? after : after.slice(0, end)) };
}

const reference = (dict: string, key: string) => new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict)?.[1];

/** Renames the font-program key of every descriptor that text extraction can do without; returns how many. */
export function skipFontPrograms(bytes: Uint8Array): number {
  const [descendantKeys = [], descriptorKeys = [], programKeys = [], objectStreams = []] = occurrences(bytes, [
    '/DescendantFonts',
    '/FontDescriptor',
    '/FontFile',
    '/ObjStm',
  ]);
  if (objectStreams.length || !programKeys.length) return 0;
  // Which Type0 fonts have a ToUnicode stream, by their descendant CID font.
  const readableDescendants = new Set<number>();
  for (const at of descendantKeys) {
    const font = enclosing(bytes, at);
    if (!font || !/\/Subtype\s*\/Type0\b/.test(font.dict) || !reference(font.dict, 'ToUnicode')) continue;
    const descendant = /\/DescendantFonts\s*\[\s*(\d+)\s+\d+\s+R\s*\]/.exec(font.dict)?.[1];
    if (descendant) readableDescendants.add(Number(descendant));
  }
  if (!readableDescendants.size) return 0;
  // Every user of each descriptor must be such a descendant.
  const usable = new Map<number, boolean>();
  for (const at of descriptorKeys) {
    const descriptor = /^\/FontDescriptor\s+(\d+)\s+\d+\s+R/.exec(
      ASCII.decode(bytes.subarray(at, Math.min(bytes.length, at + 64))),
    )?.[1];
    if (!descriptor) continue; // '/Type /FontDescriptor' itself
    const user = enclosing(bytes, at);
    const cid = !!user && /\/Subtype\s*\/CIDFontType[02]\b/.test(user.dict) && readableDescendants.has(user.object);
    const id = Number(descriptor);
    usable.set(id, (usable.get(id) ?? true) && cid);
  }
  let renamed = 0;
  for (const at of programKeys) {
    const kind = bytes[at + 9];
    if (kind !== 0x32 && kind !== 0x33) continue; // /FontFile2 (TrueType) or /FontFile3 (CFF) only
    const descriptor = enclosing(bytes, at);
    if (!descriptor || !/\/Type\s*\/FontDescriptor\b/.test(descriptor.dict) || !usable.get(descriptor.object)) continue;
    bytes[at + 9] = 0x58; // '/FontFile2' -> '/FontFileX': pdf.js no longer sees a program
    renamed += 1;
  }
  return renamed;
}

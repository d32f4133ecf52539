import { cbc } from '@noble/ciphers/aes.js';
import { md5 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import {
  type PDFContext,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFWriter,
  ParseSpeeds,
} from 'pdf-lib';
import { noPagesMessage, passwordProtectedMessage, unsupportedEncryptionMessage } from '../../src/domain/labels/messages';
import { hexString } from './hexString';
import { joinBytes } from './joinBytes';

/*
 * Opening marketplace PDFs that carry an /Encrypt dictionary. Most are encrypted with an empty
 * user password (only an owner password, which merely asks viewers to restrict printing or
 * copying): every viewer opens them, so they are decrypted here and merged like any other file.
 * pdf-lib 1.17 cannot decrypt, so its object graph is decrypted in place: the standard security
 * handler (ISO 32000-2 section 7.6.4), RC4 40 to 128 bits (V1/V2, R2/R3), crypt filters (V4, R4:
 * RC4 or AES-128) and AES-256 (V5, R5 and R6). MD5 and SHA-2 come from @noble/hashes, AES-CBC
 * from @noble/ciphers: not Web Crypto, which a station on plain http (no secure context) lacks.
 */

const LOAD_OPTIONS = { updateMetadata: false, parseSpeed: ParseSpeeds.Fast } as const;

/**
 * A file's bytes as pdf-lib's parser gets them: it takes each stream's contents with `slice`,
 * which copied every stream of every file (a day's inputs are over 100 MB). Here a slice is a
 * plain view on the file instead, so a parsed file holds on to its bytes (the merge's output
 * holds its large streams' files until it is saved: less memory than the copies took).
 */
class ViewSlices extends Uint8Array<ArrayBuffer> {
  static get [Symbol.species]() {
    return Uint8Array;
  }

  override slice(start?: number, end?: number): Uint8Array<ArrayBuffer> {
    return this.subarray(start, end);
  }
}

const viewSlicing = (data: Uint8Array): Uint8Array =>
  data.buffer instanceof ArrayBuffer ? new ViewSlices(data.buffer, data.byteOffset, data.byteLength) : data;

/** Padding for passwords, ISO 32000-2 7.6.4.3.2 step a. */
const PASSWORD_PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0,
  0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);
const AES_SALT = Uint8Array.from([0x73, 0x41, 0x6c, 0x54]); // 'sAlT'
const NO_PASSWORD = new Uint8Array(0);

/**
 * A file refused for a reason its message gives, naming the file ('a.pdf is password-protected',
 * 'a.pdf has no pages'), unlike a file that merely fails to parse.
 */
export class FileRefusedError extends Error {
  override name = 'FileRefusedError';
}

/**
 * Parses a PDF for copying pages. An encrypted one whose user password is empty comes back
 * decrypted (no /Encrypt, every string and stream in clear), so its pages copy like any other;
 * `data` is left as it was, for pdf.js to read (pdf.js decrypts by itself). pdf-lib's
 * `isEncrypted` may still say true: it was set when the file was parsed.
 * Throws a `FileRefusedError`: `<name> is password-protected` when a password is needed,
 * `<name> has no pages` for a document without pages, `<name> is encrypted in a way that cannot
 * be read` for an unknown revision. A file pdf-lib cannot parse throws pdf-lib's own error.
 */
export async function openForCopy(data: Uint8Array, name: string): Promise<PDFDocument> {
  let document = await PDFDocument.load(viewSlicing(data), { ...LOAD_OPTIONS, ignoreEncryption: true });
  if (document.isEncrypted) document = await decrypted(document, name);
  if (document.getPageCount() === 0) throw new FileRefusedError(noPagesMessage(name));
  return document;
}

/** `openForCopy`, saved: bytes any PDF reader opens without a password. */
export async function decryptedPdfBytes(data: Uint8Array, name: string): Promise<Uint8Array> {
  return (await openForCopy(data, name)).save({ useObjectStreams: false, updateFieldAppearances: false });
}

// ---------------------------------------------------------------------------------------------
// The document graph

async function decrypted(document: PDFDocument, name: string): Promise<PDFDocument> {
  const { context } = document;
  const encryptEntry = context.trailerInfo.Encrypt;
  const encrypt = context.lookup(encryptEntry);
  if (!(encrypt instanceof PDFDict)) return document;
  const handler = securityHandler(encrypt, firstFileId(context), name);

  // Objects parsed from the file's body: each is encrypted under its own number.
  const objectStreams: [PDFRef, PDFRawStream][] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref === encryptEntry) continue;
    if (object instanceof PDFRawStream) {
      if (isNamed(object.dict, 'Type', 'XRef')) continue;
      decryptStrings(object.dict, ref, handler);
      context.assign(ref, decryptStream(object, ref, handler));
    } else if (object instanceof PDFInvalidObject) {
      // pdf-lib could not unpack an object stream whose bytes were still encrypted.
      const stream = reparsed(object, context);
      if (stream && isNamed(stream.dict, 'Type', 'ObjStm')) objectStreams.push([ref, stream]);
    } else {
      decryptStrings(object, ref, handler);
    }
  }
  // Objects inside an object stream are in clear once the stream is.
  for (const [ref, stream] of objectStreams) {
    const plain = decryptStream(stream, ref, handler);
    context.delete(ref);
    await PDFObjectStreamParser.forStream(plain).parseIntoContext();
  }

  context.trailerInfo.Encrypt = undefined;
  if (encryptEntry instanceof PDFRef) context.delete(encryptEntry);
  // The catalog was inside an object stream: pdf-lib's document never saw it, so parse anew.
  if (context.lookup(context.trailerInfo.Root) !== document.catalog) {
    const bytes = await PDFWriter.forContext(context, ParseSpeeds.Fast).serializeToBuffer();
    return PDFDocument.load(bytes, LOAD_OPTIONS);
  }
  return document;
}

function reparsed(object: PDFInvalidObject, context: PDFContext): PDFRawStream | undefined {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  try {
    const parsed = PDFObjectParser.forBytes(bytes, context).parseObject();
    return parsed instanceof PDFRawStream ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function firstFileId(context: PDFContext): Uint8Array {
  const ids = context.lookup(context.trailerInfo.ID);
  const first = ids instanceof PDFArray ? ids.lookup(0) : undefined;
  return stringBytes(first) ?? NO_PASSWORD;
}

const stringBytes = (object: PDFObject | undefined): Uint8Array | undefined =>
  object instanceof PDFString || object instanceof PDFHexString ? object.asBytes() : undefined;

const isNamed = (dict: PDFDict, key: string, value: string) => dict.get(PDFName.of(key)) === PDFName.of(value);

/** Decrypts the strings held directly in an object (not through references), in place. */
function decryptStrings(object: PDFObject, ref: PDFRef, handler: SecurityHandler): void {
  const decryptValue = (value: PDFObject): PDFObject | undefined => {
    const bytes = stringBytes(value);
    if (bytes) return hexString(handler.strings.decrypt(bytes, ref));
    decryptStrings(value, ref, handler);
    return undefined;
  };
  if (object instanceof PDFDict) {
    // A signature's /Contents is never encrypted (ISO 32000-2 7.6.2).
    const signature = isNamed(object, 'Type', 'Sig') || isNamed(object, 'Type', 'DocTimeStamp');
    for (const [key, value] of object.entries()) {
      if (signature && key === PDFName.of('Contents')) continue;
      const replaced = decryptValue(value);
      if (replaced) object.set(key, replaced);
    }
  } else if (object instanceof PDFArray) {
    for (let at = 0; at < object.size(); at++) {
      const replaced = decryptValue(object.get(at));
      if (replaced) object.set(at, replaced);
    }
  }
}

function decryptStream(stream: PDFRawStream, ref: PDFRef, handler: SecurityHandler): PDFRawStream {
  const { dict } = stream;
  if (!handler.encryptMetadata && isNamed(dict, 'Type', 'Metadata')) return stream;
  const filters = dict.lookup(PDFName.of('Filter'));
  const first = filters instanceof PDFArray ? filters.lookup(0) : filters;
  let cipher = handler.streams;
  if (first === PDFName.of('Crypt')) {
    // A stream that names its own crypt filter (ISO 32000-2 7.4.10), which then leaves its filters.
    const params = dict.lookup(PDFName.of('DecodeParms'));
    const ownParams = params instanceof PDFArray ? params.lookup(0) : params;
    const filterName = ownParams instanceof PDFDict ? ownParams.lookup(PDFName.of('Name')) : undefined;
    cipher = handler.filter(filterName instanceof PDFName ? filterName.decodeText() : 'Identity');
    if (filters instanceof PDFArray) {
      filters.remove(0);
      if (params instanceof PDFArray) params.remove(0);
      if (filters.size() === 0) dict.delete(PDFName.of('Filter'));
    } else {
      dict.delete(PDFName.of('Filter'));
      dict.delete(PDFName.of('DecodeParms'));
    }
  }
  return PDFRawStream.of(dict, cipher.decrypt(stream.contents, ref));
}

// ---------------------------------------------------------------------------------------------
// The standard security handler

interface Cipher {
  decrypt(data: Uint8Array, ref: PDFRef): Uint8Array;
}

interface SecurityHandler {
  strings: Cipher;
  streams: Cipher;
  encryptMetadata: boolean;
  /** The crypt filter a stream names for itself. */
  filter(name: string): Cipher;
}

const IDENTITY: Cipher = { decrypt: (data) => data };

class PasswordNeeded extends Error {}
class Unsupported extends Error {}

function securityHandler(encrypt: PDFDict, fileId: Uint8Array, name: string): SecurityHandler {
  try {
    return standardHandler(encrypt, fileId);
  } catch (error) {
    if (error instanceof PasswordNeeded) throw new FileRefusedError(passwordProtectedMessage(name), { cause: error });
    if (error instanceof Unsupported) throw new FileRefusedError(unsupportedEncryptionMessage(name), { cause: error });
    throw error;
  }
}

const numberIn = (dict: PDFDict, key: string): number | undefined => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
};

function standardHandler(encrypt: PDFDict, fileId: Uint8Array): SecurityHandler {
  // Another filter (/Adobe.PubSec) needs a certificate's private key: a password, in effect.
  if (!isNamed(encrypt, 'Filter', 'Standard')) throw new PasswordNeeded('Not the standard security handler');
  const version = numberIn(encrypt, 'V') ?? 0;
  const revision = numberIn(encrypt, 'R') ?? 0;
  const owner = stringBytes(encrypt.lookup(PDFName.of('O')));
  const user = stringBytes(encrypt.lookup(PDFName.of('U')));
  if (!owner || !user || ![1, 2, 4, 5].includes(version) || revision < 2 || revision > 6) {
    throw new Unsupported(`V ${version} R ${revision}`);
  }
  const metadataFlag = encrypt.lookup(PDFName.of('EncryptMetadata'));
  const encryptMetadata = !(metadataFlag instanceof PDFBool) || metadataFlag.asBoolean();
  const cryptFilters = encrypt.lookup(PDFName.of('CF'));
  const filterDict = (filterName: string) => {
    const found = cryptFilters instanceof PDFDict ? cryptFilters.lookup(PDFName.of(filterName)) : undefined;
    return found instanceof PDFDict ? found : undefined;
  };
  const streamFilterName = encrypt.lookup(PDFName.of('StmF'));
  const stringFilterName = encrypt.lookup(PDFName.of('StrF'));
  const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : 'Identity');

  if (version === 5) {
    const fileKey = aes256FileKey(encrypt, owner, user, revision);
    const aes256: Cipher = { decrypt: (data) => aesDecrypt(fileKey, data) };
    const pick = (filterName: string): Cipher => {
      if (filterName === 'Identity') return IDENTITY;
      const method = filterDict(filterName)?.lookup(PDFName.of('CFM'));
      return method === PDFName.of('None') ? IDENTITY : aes256;
    };
    return {
      strings: pick(nameOf(stringFilterName)),
      streams: pick(nameOf(streamFilterName)),
      encryptMetadata,
      filter: pick,
    };
  }

  let bits = numberIn(encrypt, 'Length');
  if (version === 4 && bits === undefined) bits = numberIn(filterDict(nameOf(streamFilterName)) ?? encrypt, 'Length') ?? 128;
  bits ??= 40;
  if (bits < 40) bits *= 8; // Some producers give a crypt filter's length in bytes.
  const keyLength = revision === 2 ? 5 : Math.min(16, Math.max(5, Math.floor(bits / 8)));
  const permissions = numberIn(encrypt, 'P') ?? 0;
  const fileKey = md5FileKey(NO_PASSWORD, owner, permissions, fileId, revision, keyLength, encryptMetadata);
  if (!userPasswordMatches(fileKey, user, fileId, revision)) throw new PasswordNeeded('The user password is not empty');

  const rc4Cipher: Cipher = { decrypt: (data, ref) => rc4(objectKey(fileKey, ref, false), data) };
  const aes128Cipher: Cipher = { decrypt: (data, ref) => aesDecrypt(objectKey(fileKey, ref, true), data) };
  if (version !== 4) return { strings: rc4Cipher, streams: rc4Cipher, encryptMetadata: true, filter: () => rc4Cipher };
  const pick = (filterName: string): Cipher => {
    if (filterName === 'Identity') return IDENTITY;
    const method = filterDict(filterName)?.lookup(PDFName.of('CFM'));
    if (method === PDFName.of('AESV2')) return aes128Cipher;
    if (method === PDFName.of('V2')) return rc4Cipher;
    if (method === PDFName.of('None')) return IDENTITY;
    throw new Unsupported(`Crypt filter method ${String(method)}`);
  };
  return { strings: pick(nameOf(stringFilterName)), streams: pick(nameOf(streamFilterName)), encryptMetadata, filter: pick };
}

const concat = (...parts: Uint8Array[]) => joinBytes(parts);

const padded = (password: Uint8Array) =>
  concat(password.subarray(0, 32), PASSWORD_PAD.subarray(0, 32 - Math.min(32, password.length)));

/** Algorithm 2: the file key from a user password (revisions 2 to 4). */
function md5FileKey(
  password: Uint8Array,
  owner: Uint8Array,
  permissions: number,
  fileId: Uint8Array,
  revision: number,
  keyLength: number,
  encryptMetadata: boolean,
): Uint8Array {
  const p = new Uint8Array(4);
  new DataView(p.buffer).setInt32(0, permissions | 0, true);
  const extra = revision >= 4 && !encryptMetadata ? Uint8Array.from([0xff, 0xff, 0xff, 0xff]) : NO_PASSWORD;
  let hash = md5(concat(padded(password), owner.subarray(0, 32), p, fileId, extra));
  if (revision >= 3) for (let round = 0; round < 50; round++) hash = md5(hash.subarray(0, keyLength));
  return hash.slice(0, keyLength);
}

/** Algorithms 4 and 5, compared as algorithm 6 does. */
function userPasswordMatches(fileKey: Uint8Array, user: Uint8Array, fileId: Uint8Array, revision: number): boolean {
  if (revision === 2) return equalBytes(rc4(fileKey, PASSWORD_PAD), user.subarray(0, 32));
  let check = rc4(fileKey, md5(concat(PASSWORD_PAD, fileId)));
  for (let round = 1; round <= 19; round++)
    check = rc4(
      fileKey.map((byte) => byte ^ round),
      check,
    );
  return equalBytes(check, user.subarray(0, 16));
}

/** Algorithm 1: each object's own key. */
function objectKey(fileKey: Uint8Array, ref: PDFRef, aes: boolean): Uint8Array {
  const { objectNumber: number, generationNumber: generation } = ref;
  const suffix = Uint8Array.from([
    number & 0xff,
    (number >> 8) & 0xff,
    (number >> 16) & 0xff,
    generation & 0xff,
    (generation >> 8) & 0xff,
  ]);
  return md5(concat(fileKey, suffix, aes ? AES_SALT : NO_PASSWORD)).slice(0, Math.min(fileKey.length + 5, 16));
}

/** Algorithm 2.A: the file key of AES-256 from the empty user password. */
function aes256FileKey(encrypt: PDFDict, owner: Uint8Array, user: Uint8Array, revision: number): Uint8Array {
  const userKey = stringBytes(encrypt.lookup(PDFName.of('UE')));
  if (user.length < 48 || owner.length < 48 || !userKey || userKey.length < 32) throw new Unsupported('AES-256 keys are missing');
  const hash = revision === 6 ? hardenedHash : (password: Uint8Array, salt: Uint8Array) => sha256(concat(password, salt));
  const validation = hash(NO_PASSWORD, user.subarray(32, 40));
  if (!equalBytes(validation, user.subarray(0, 32))) throw new PasswordNeeded('The user password is not empty');
  const intermediate = hash(NO_PASSWORD, user.subarray(40, 48));
  return aesDecrypt(intermediate, concat(new Uint8Array(16), userKey.subarray(0, 32)), false);
}

/** Algorithm 2.B (revision 6), for the user password (no /U data mixed in). */
function hardenedHash(password: Uint8Array, salt: Uint8Array): Uint8Array {
  let key: Uint8Array = sha256(concat(password, salt));
  let last: Uint8Array = new Uint8Array(0);
  for (let round = 0; round < 64 || (last.at(-1) ?? 0) > round - 32; round++) {
    const once = concat(password, key);
    const repeated = new Uint8Array(once.length * 64);
    for (let at = 0; at < 64; at++) repeated.set(once, at * once.length);
    last = cbc(key.subarray(0, 16), key.subarray(16, 32), { disablePadding: true }).encrypt(repeated);
    let sum = 0;
    for (let at = 0; at < 16; at++) sum += last[at] ?? 0;
    key = [sha256, sha384, sha512][sum % 3]!(last);
  }
  return key.slice(0, 32);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  return a.every((byte, at) => byte === b[at]);
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = new Uint8Array(256);
  for (let i = 0; i < 256; i++) state[i] = i;
  let j = 0;
  for (let i = 0; i < 256; i++) {
    const si = state[i]!;
    j = (j + si + key[i % key.length]!) & 0xff;
    state[i] = state[j]!;
    state[j] = si;
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let at = 0; at < data.length; at++) {
    i = (i + 1) & 0xff;
    const si = state[i]!;
    j = (j + si) & 0xff;
    const sj = state[j]!;
    state[i] = sj;
    state[j] = si;
    out[at] = data[at]! ^ state[(si + sj) & 0xff]!;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// AES-CBC

/**
 * Decrypts `iv + ciphertext`. The file's padding is removed here, leniently (a file with broken
 * padding keeps its bytes, a trailing partial block goes), or not at all for unpadded data.
 */
function aesDecrypt(key: Uint8Array, data: Uint8Array, unpad = true): Uint8Array {
  const blocks = Math.floor(data.length / 16) - 1;
  if (blocks < 1) return new Uint8Array(0);
  const plain = cbc(key, data.subarray(0, 16), { disablePadding: true }).decrypt(data.subarray(16, 16 + blocks * 16));
  if (!unpad) return plain;
  const pad = plain.at(-1) ?? 0;
  if (pad < 1 || pad > 16 || pad > plain.length) return plain;
  for (let at = plain.length - pad; at < plain.length; at++) if (plain[at] !== pad) return plain;
  return plain.subarray(0, plain.length - pad);
}

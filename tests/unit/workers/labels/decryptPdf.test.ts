import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zeroPagePdf } from '../../../fixtures/brokenFixturePdfs';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { labelFixture } from '../../../fixtures/labelFixtures';
import {
  ENCRYPTED_PAGE_TEXT,
  ENCRYPTED_SUBJECT,
  ENCRYPTED_TITLE,
  type EncryptionScheme,
  qpdfEncrypted,
} from '../../../fixtures/qpdfEncryptedPdfs';
import { decryptedPdfBytes, FileRefusedError, openForCopy } from '../../../../workers/labels/decryptPdf';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { openDocument } from '../../../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { joinBytes } from '../../../../workers/labels/joinBytes';
import { inlineEnvironment, pageTexts } from '../../../support/labelTestKit';

/** What the merge does with a file: copy its pages into a new document and save that. */
async function copiedOut(source: PDFDocument): Promise<Uint8Array> {
  const output = await PDFDocument.create();
  for (const page of await output.copyPages(source, source.getPageIndices())) output.addPage(page);
  return output.save();
}

async function expectReadableCopy(bytes: Uint8Array, name = 'label.pdf'): Promise<PDFDocument> {
  const before = bytes.slice();
  const source = await openForCopy(bytes, name);
  expect(bytes).toEqual(before);
  expect(source.getPageCount()).toBe(1);
  expect(source.context.trailerInfo.Encrypt).toBeUndefined();
  const out = await copiedOut(source);
  expect((await PDFDocument.load(out)).isEncrypted).toBe(false);
  expect(await pageTexts(out)).toEqual([ENCRYPTED_PAGE_TEXT]);
  return source;
}

const SCHEMES: EncryptionScheme[] = ['rc4-40', 'rc4-128', 'rc4-128-r4', 'aes-128', 'aes-256-r5', 'aes-256'];
const withCryptFilters = (scheme: EncryptionScheme) => ['rc4-128-r4', 'aes-128', 'aes-256-r5', 'aes-256'].includes(scheme);

describe('openForCopy: files with only an owner password open, decrypted', { timeout: 20_000 }, () => {
  describe.each(SCHEMES)('%s', (scheme) => {
    it('strings and streams decrypted, the copied page reads back', async () => {
      const bytes = await qpdfEncrypted({ scheme });
      await expect(PDFDocument.load(bytes)).rejects.toThrow(/encrypted/);
      expect(await pageTexts(bytes)).toEqual([ENCRYPTED_PAGE_TEXT]);
      const source = await expectReadableCopy(bytes);
      expect(source.getTitle()).toBe(ENCRYPTED_TITLE);
      expect(source.getSubject()).toBe(ENCRYPTED_SUBJECT);
    });

    it('with the catalog and pages inside an encrypted object stream', async () => {
      const source = await expectReadableCopy(await qpdfEncrypted({ scheme, objectStreams: true }));
      expect(source.getTitle()).toBe(ENCRYPTED_TITLE);
      expect(source.getSubject()).toBe(ENCRYPTED_SUBJECT);
    });

    it("a user password refuses the file with '<name> is password-protected'", async () => {
      for (const objectStreams of [false, true]) {
        const bytes = await qpdfEncrypted({ scheme, userPassword: 'secret', objectStreams });
        await expect(openForCopy(bytes, 'locked.pdf')).rejects.toThrow(/^locked\.pdf is password-protected$/);
      }
    });
  });

  describe.each(SCHEMES.filter(withCryptFilters))('%s with /EncryptMetadata false', (scheme) => {
    it.each([false, true])('the metadata stays as it was, in clear (object streams: %s)', async (objectStreams) => {
      const source = await expectReadableCopy(await qpdfEncrypted({ scheme, plainMetadata: true, objectStreams }));
      const metadata = source.catalog.lookup(PDFName.of('Metadata'));
      expect(metadata).toBeInstanceOf(PDFRawStream);
      expect(new TextDecoder().decode((metadata as PDFRawStream).contents)).toContain('adobe:ns:meta/');
      expect(source.getTitle()).toBe(ENCRYPTED_TITLE);
    });
  });

  it('decryptedPdfBytes: a file any reader opens without a password', async () => {
    const bytes = await decryptedPdfBytes(await qpdfEncrypted({ scheme: 'aes-256', objectStreams: true }), 'label.pdf');
    const plain = await PDFDocument.load(bytes);
    expect(plain.isEncrypted).toBe(false);
    expect(plain.getTitle()).toBe(ENCRYPTED_TITLE);
    expect(await pageTexts(bytes)).toEqual([ENCRYPTED_PAGE_TEXT]);
  });
});

describe('openForCopy: files it refuses, naming them', () => {
  it("a user password: '<name> is password-protected'", async () => {
    const refused = openForCopy(await qpdfEncrypted({ scheme: 'rc4-40', userPassword: 'secret' }), 'encrypted.pdf');
    await expect(refused).rejects.toThrow(/^encrypted\.pdf is password-protected$/);
    await expect(refused).rejects.toBeInstanceOf(FileRefusedError);
  });

  it('an encryption revision it does not know: says so, naming the file', async () => {
    const text = Buffer.from(await qpdfEncrypted({ scheme: 'rc4-40' }))
      .toString('latin1')
      .replace('/V 1 >>', '/V 3 >>');
    await expect(openForCopy(new Uint8Array(Buffer.from(text, 'latin1')), 'odd.pdf')).rejects.toThrow(
      /^odd\.pdf is encrypted in a way that cannot be read$/,
    );
  });

  it("no pages: '<name> has no pages'", async () => {
    await expect(openForCopy(zeroPagePdf(), 'zero.pdf')).rejects.toThrow(/^zero\.pdf has no pages$/);
    await expect(openForCopy(zeroPagePdf(), 'zero.pdf')).rejects.toMatchObject({ name: 'FileRefusedError' });
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    await expect(openForCopy(empty, 'blank.pdf')).rejects.toThrow(/^blank\.pdf has no pages$/);
  });

  it('a file that is no PDF still fails as pdf-lib fails', async () => {
    const failure = await openForCopy(new TextEncoder().encode('not a pdf'), 'x.pdf').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(FileRefusedError);
  });
});

describe('openForCopy: plain files', () => {
  it('come back as pdf-lib parses them', async () => {
    const doc = await PDFDocument.create();
    doc.setTitle('Plain');
    const page = doc.addPage([300, 300]);
    page.drawText(ENCRYPTED_PAGE_TEXT, { x: 20, y: 150, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
    const source = await openForCopy(await doc.save(), 'plain.pdf');
    expect(source.isEncrypted).toBe(false);
    expect(source.getTitle()).toBe('Plain');
    expect(await pageTexts(await copiedOut(source))).toEqual([ENCRYPTED_PAGE_TEXT]);
  });

  it("hold their streams' contents as views on the file's bytes, not copies, and copy out whole", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    page.drawText(ENCRYPTED_PAGE_TEXT, { x: 20, y: 150, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
    const bytes = await doc.save({ useObjectStreams: false });
    const source = await openForCopy(bytes, 'plain.pdf');
    const streams = source.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
    expect(streams.length).toBeGreaterThan(0);
    for (const stream of streams) expect(stream.contents.buffer).toBe(bytes.buffer);
    expect(await pageTexts(await copiedOut(source))).toEqual([ENCRYPTED_PAGE_TEXT]);
  });
});

describe('pdf.js (the text reader) on encrypted files', () => {
  it("opens owner-only files and refuses user-password ones with '<name> is password-protected'", async () => {
    const pdfjs = await loadNodePdfJs();
    for (const scheme of SCHEMES) {
      const owner = await openDocument(pdfjs, await qpdfEncrypted({ scheme, objectStreams: true }), 'owner.pdf');
      expect(owner.numPages).toBe(1);
      await owner.destroy();
      const refused = openDocument(pdfjs, await qpdfEncrypted({ scheme, userPassword: 'secret' }), 'locked.pdf');
      await expect(refused).rejects.toThrow(/^locked\.pdf is password-protected$/);
      await expect(refused).rejects.toMatchObject({ name: 'PasswordException' });
    }
  });
});

describe('without Web Crypto (a station on plain http has no crypto.subtle)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens and merges an owner-locked label file qpdf encrypted with AES-256 as the same file unlocked', async () => {
    const plain = await labelFixture('flipkart-basic.pdf');
    const locked = await qpdfEncrypted({ scheme: 'aes-256', objectStreams: true }, plain);
    const merged = async (data: Uint8Array) => {
      const result = await mergeLabels(
        { amazon: [], flipkart: [{ name: 'flipkart.pdf', data }], catalogue: FIXTURE_CATALOGUE },
        inlineEnvironment(),
      );
      return pageTexts(joinBytes(result.pdf));
    };
    const expected = await merged(plain);
    expect(expected.length).toBeGreaterThan(1);

    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    for (const scheme of ['aes-128', 'aes-256'] as const) {
      expect((await openForCopy(await qpdfEncrypted({ scheme }), `${scheme}.pdf`)).getTitle()).toBe(ENCRYPTED_TITLE);
    }
    expect(await merged(locked)).toEqual(expected);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../src/db/localDatabase';
import { markUploaded } from '../../../src/db/storedFiles';
import { openViewerPdf } from '../../../src/stores/pdfViewerFile';
import { storedFile } from '../db/fixtures';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

// Node 20 has no navigator; queueFiles asks it for persistent storage, which may be missing.
beforeEach(() => {
  vi.stubGlobal('navigator', {});
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await localDatabase().files.clear();
  await localDatabase().outbox.clear();
});

describe('openViewerPdf', () => {
  it('reads a stored file from the station, keeps its bytes while open and lets go on close', async () => {
    const file = storedFile({ name: 'labels.pdf', blob: new Blob(['%PDF-1.7 local']) });
    await localDatabase().files.put(file);

    const pdf = await openViewerPdf({ kind: 'stored', fileId: file.id });
    expect(pdf.name).toBe('labels.pdf');
    expect(text(pdf.bytes)).toBe('%PDF-1.7 local');
    await markUploaded(localDatabase(), file.id);
    expect((await localDatabase().files.get(file.id))?.blob).toBeInstanceOf(Blob);

    await pdf.close();
    expect(await localDatabase().files.get(file.id)).toMatchObject({ uploaded: true, blob: null });
  });

  it('stores the annotated copy as a new file beside the original, which stays as it was', async () => {
    const file = storedFile({ name: 'labels.pdf', kind: 'merged-labels', day: '2025-01-02', batchId: 'batch0000000001' });
    await localDatabase().files.put(file);
    const pdf = await openViewerPdf({ kind: 'stored', fileId: file.id });

    expect(await pdf.saveCopy(new TextEncoder().encode('%PDF-1.7 annotated'))).toBe('labels (annotated).pdf');
    await pdf.close();

    const files = await localDatabase().files.toArray();
    expect(files).toHaveLength(2);
    const copy = files.find((stored) => stored.id !== file.id);
    expect(copy).toMatchObject({
      name: 'labels (annotated).pdf',
      contentType: 'application/pdf',
      kind: 'merged-labels',
      day: '2025-01-02',
      batchId: 'batch0000000001',
      uploaded: false,
    });
    expect(await copy?.blob?.text()).toBe('%PDF-1.7 annotated');
    expect(await (await localDatabase().files.get(file.id))?.blob?.text()).toBe('%PDF');
  });

  it('says Missing PDF for a file the station does not know or that was deleted', async () => {
    const deleted = storedFile({ deleted: true });
    await localDatabase().files.put(deleted);
    await expect(openViewerPdf({ kind: 'stored', fileId: 'nosuchfile00000' })).rejects.toThrow('Missing PDF');
    await expect(openViewerPdf({ kind: 'stored', fileId: deleted.id })).rejects.toThrow('Missing PDF');
  });

  it('opens a PDF in hand and stores its annotated copy as another file of its day', async () => {
    const pdf = await openViewerPdf({ kind: 'blob', blob: new Blob(['%PDF-1.7 merged']), name: 'merged.pdf', day: '2025-03-04' });
    expect(pdf.name).toBe('merged.pdf');
    expect(text(pdf.bytes)).toBe('%PDF-1.7 merged');

    await pdf.saveCopy(new TextEncoder().encode('%PDF-1.7 annotated'));
    expect(await localDatabase().files.toArray()).toEqual([
      expect.objectContaining({ name: 'merged (annotated).pdf', kind: 'other', day: '2025-03-04' }),
    ]);
  });

  it('stores the annotated copy of a merge result as merged labels of its batch', async () => {
    const pdf = await openViewerPdf({
      kind: 'blob',
      blob: new Blob(['%PDF-1.7 merged']),
      name: 'labels-2025-03-04.pdf',
      day: '2025-03-04',
      fileKind: 'merged-labels',
      batchId: 'batch0000000001',
    });
    await pdf.saveCopy(new TextEncoder().encode('%PDF-1.7 annotated'));
    expect(await localDatabase().files.toArray()).toEqual([
      expect.objectContaining({
        name: 'labels-2025-03-04 (annotated).pdf',
        kind: 'merged-labels',
        day: '2025-03-04',
        batchId: 'batch0000000001',
      }),
    ]);
  });
});

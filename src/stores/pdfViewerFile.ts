/**
 * The PDF in the viewer (docs/SPEC.md §15): its name and bytes, and where its annotated copy goes. A stored
 * file's bytes are the station's copy first, the server's otherwise, and its local copy is held
 * while it is open (an upload finishing meanwhile does not release it). The annotated copy is a new
 * stored file beside the original, never the original itself, queued like any file (offline too).
 */
import { localDatabase } from '../db/localDatabase';
import { holdFileOpen, letGoOfFile } from '../db/storedFiles';
import { MISSING_PDF, storedFileMessage } from '../domain/files/pdfViewerMessages';
import { annotatedCopyName } from '../domain/files/storedFiles';
import { localDateKey } from '../domain/orders/orderLines';
import type { FileKind } from '../domain/records';
import type { PdfViewerSource } from './pdfViewer';
import { fileBytes, queueFiles } from './storedFiles';
import { readableRow } from '../db/readableRows';

export interface ViewerPdf {
  name: string;
  bytes: Uint8Array;
  /** Stores the PDF with its annotations as a new file; resolves to the new file's name. */
  saveCopy(bytes: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

interface CopyPlace {
  name: string;
  kind: FileKind;
  day: string;
  batchId?: string;
}

async function storeCopy(original: CopyPlace, bytes: Uint8Array): Promise<string> {
  const name = annotatedCopyName(original.name);
  await queueFiles([
    {
      name,
      blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      kind: original.kind,
      day: original.day,
      batchId: original.batchId,
      description: `Annotated copy of ${original.name}`,
    },
  ]);
  return name;
}

async function openStored(fileId: string): Promise<ViewerPdf> {
  const db = localDatabase();
  const file = readableRow(db, 'files', await db.files.get(fileId));
  if (!file || file.deleted) throw new Error(MISSING_PDF);
  holdFileOpen(file.id);
  const close = () => letGoOfFile(db, file.id);
  let blob: Blob;
  try {
    blob = await fileBytes(file);
  } catch (cause) {
    await close();
    throw new Error(storedFileMessage(cause), { cause });
  }
  return {
    name: file.name,
    bytes: new Uint8Array(await blob.arrayBuffer()),
    saveCopy: (bytes) => storeCopy(file, bytes),
    close,
  };
}

export async function openViewerPdf(source: PdfViewerSource): Promise<ViewerPdf> {
  if (source.kind === 'stored') return openStored(source.fileId);
  const place: CopyPlace = {
    name: source.name,
    kind: source.fileKind ?? 'other',
    day: source.day ?? localDateKey(new Date()),
    batchId: source.batchId,
  };
  return {
    name: source.name,
    bytes: new Uint8Array(await source.blob.arrayBuffer()),
    saveCopy: (bytes) => storeCopy(place, bytes),
    close: async () => undefined,
  };
}

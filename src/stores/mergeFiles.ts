/**
 * A merge's files kept in Files (docs/SPEC.md §15): the merged PDF as the day's merged labels and, when
 * the user asks, the marketplaces' downloads it was made from, all linked to the merge's batch.
 */
import type { NewStoredFile } from '../db/storedFiles';
import { causeMessage } from '../domain/errors';
import type { StoredFile } from '../domain/records';

/** What became of a merge's files; the merged PDF stays on the screen whatever happens here. */
export type KeptFiles =
  | { status: 'saving' }
  | { status: 'saved'; merged: Pick<StoredFile, 'id' | 'name'>; inputs: number }
  /** A re-merge that recorded nothing new on a day with merged labels in Files: none is added. */
  | { status: 'already' }
  | { status: 'failed'; message: string };

/** Queues files for upload with the station's other stored files (stores/storedFiles.ts). */
export type KeepFiles = (files: readonly NewStoredFile[]) => Promise<StoredFile[]>;

/** The merged labels already stored for a day (db/batchFiles.ts). */
export type DayMergedLabels = (day: string) => Promise<readonly StoredFile[]>;

export interface MergedFiles {
  pdf: Blob;
  /** The downloads to keep beside it; none unless the user asked. */
  inputs: readonly File[];
  /** The day the orders were recorded for. */
  date: string;
  batchId: string;
  pages: number;
  mergedAt: Date;
}

/** The merged PDF's name: the one its download gets. */
export const mergedPdfName = (date: string) => `labels-${date}.pdf`;

const clock = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

function filesToKeep(merged: MergedFiles): NewStoredFile[] {
  const { date, batchId } = merged;
  const at = clock(merged.mergedAt);
  return [
    {
      name: mergedPdfName(date),
      blob: merged.pdf,
      kind: 'merged-labels',
      day: date,
      batchId,
      description: `${merged.pages} pages, merged at ${at}`,
    },
    ...merged.inputs.map((file): NewStoredFile => ({
      name: file.name,
      blob: file,
      kind: 'marketplace-download',
      day: date,
      batchId,
      description: `Merged into ${mergedPdfName(date)} at ${at}`,
    })),
  ];
}

/** Stores the files, all or none; a failure is reported, never thrown, so the merge is not lost. */
export async function keepMergeFiles(keep: KeepFiles, merged: MergedFiles): Promise<KeptFiles> {
  try {
    const [pdf, ...inputs] = await keep(filesToKeep(merged));
    if (!pdf) throw new Error('nothing was stored');
    return { status: 'saved', merged: { id: pdf.id, name: pdf.name }, inputs: inputs.length };
  } catch (error) {
    return {
      status: 'failed',
      message: `The merged labels were not saved to Files: ${causeMessage(error)}. Open, download or print them here.`,
    };
  }
}

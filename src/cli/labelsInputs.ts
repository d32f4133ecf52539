import { open, readFile } from 'node:fs/promises';
import { parseCatalogue } from '../domain/labels/catalogueInput';
import { EMPTY_CATALOGUE } from '../domain/labels/catalogue';
import type { Catalogue, Platform } from '../domain/records';
import { causeMessage } from '../domain/errors';
import { readFailedMessage } from '../domain/labels/messages';
import type { LabelFileInput, MergeFiles } from '../../workers/labels/mergeLabels';
import type { MergeCommand } from './labelsArgs';

export interface MergeInputs {
  files: MergeFiles;
  catalogue: Catalogue;
}

/**
 * A file's bytes in memory the reader threads share: they are handed the same bytes instead of
 * reading the file again themselves. On the machines measured, putting a file in fresh memory
 * cost four times what reading it did (a page fault every 4 KB), once here and once more in
 * every thread that read it.
 */
async function readShared(path: string): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    let read = 0;
    while (read < size) {
      const { bytesRead } = await file.read(bytes, read, size - read, read);
      if (!bytesRead) break;
      read += bytesRead;
    }
    return read === size ? bytes : bytes.subarray(0, read);
  } finally {
    await file.close();
  }
}

/** A file the disk cannot give comes back without data. */
async function readFiles(paths: readonly string[]): Promise<LabelFileInput[]> {
  return Promise.all(
    paths.map(async (path) => {
      try {
        return { name: path, data: await readShared(path) };
      } catch {
        return { name: path, data: null };
      }
    }),
  );
}

async function readCatalogue(path: string | null): Promise<Catalogue> {
  if (!path) return EMPTY_CATALOGUE;
  try {
    return parseCatalogue(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    throw new Error(`Failed to read catalogue ${path}: ${causeMessage(error)}`);
  }
}

/**
 * The label files and the catalogue of a merge command, from disk. Light on purpose (no PDF
 * library): the command starts it first, so the disk works while the merge's modules load.
 */
export async function readMergeInputs(command: MergeCommand): Promise<MergeInputs> {
  const platforms = Object.entries(command.files) as [Platform, string[]][];
  const read = await Promise.all(platforms.map(([, paths]) => readFiles(paths)));
  // Named in the spec's read error, like PDFs that cannot be parsed, in the command's order.
  const failed = read.flat().filter((input) => input.data === null);
  if (failed.length) throw new Error(readFailedMessage(failed.map((input) => input.name)));
  const files: MergeFiles = Object.fromEntries(platforms.map(([platform], at) => [platform, read[at]]));
  return { files, catalogue: await readCatalogue(command.catalogue) };
}

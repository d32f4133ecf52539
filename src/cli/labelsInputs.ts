import { readFile } from 'node:fs/promises';
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

/** A file the disk cannot give comes back without data. */
async function readFiles(paths: readonly string[]): Promise<LabelFileInput[]> {
  return Promise.all(
    paths.map(async (path) => {
      try {
        // A Buffer is a Uint8Array already: wrapping it in a new one would copy every file once more.
        const data = await readFile(path);
        // The reader threads read the file again themselves: this thread lets its bytes go once the
        // pages are copied.
        return { name: path, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), source: path };
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

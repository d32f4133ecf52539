import { readFile } from 'node:fs/promises';
import { parseCatalogue } from '../domain/labels/catalogueInput';
import { EMPTY_CATALOGUE } from '../domain/labels/catalogue';
import type { Catalogue, Platform } from '../domain/records';
import { type MergeSummary, unknownSkuWarning } from '../domain/labels/mergeSummary';
import { causeMessage } from '../domain/errors';
import { readFailedMessage } from '../domain/labels/messages';
import { type LabelFileInput, type MergeFiles, mergeLabels } from '../../workers/labels/mergeLabels';
import { nodeFooterFonts } from '../../workers/labels/nodeFonts';
import type { ReaderPool } from '../../workers/labels/readerPool';
import type { MergeCommand } from './labelsArgs';
import { type OutputFile, writeTogether } from './writeTogether';

/** The --summary file's documented shape: one line per output page, without the per-item detail. */
function summaryFile(summary: MergeSummary) {
  return { ...summary, lines: summary.lines.map(({ items: _items, ...line }) => line) };
}

/** Each page dropped as the copy of an earlier one, for the log: the screen lists them too. */
function duplicateLines(summary: MergeSummary): string[] {
  return summary.duplicates.map((duplicate) => {
    const [kept, ...dropped] = duplicate.found;
    const awb = duplicate.awb ? ` (AWB ${duplicate.awb})` : '';
    return `duplicate: ${duplicate.platform} order ${duplicate.orderId}${awb} printed once from ${kept}; dropped ${dropped.join(', ')}`;
  });
}

/** Files the disk cannot give are named in the spec's read error, like PDFs that cannot be parsed. */
async function readInputs(paths: readonly string[], failed: string[]): Promise<LabelFileInput[]> {
  return Promise.all(
    paths.map(async (path) => {
      try {
        // A Buffer is a Uint8Array already: wrapping it in a new one would copy every file once more.
        const data = await readFile(path);
        // The reader threads read the file again themselves: this thread lets its bytes go once the
        // pages are copied.
        return { name: path, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), source: path };
      } catch {
        failed.push(path);
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

/** The merge itself, once the reader threads are starting: read the inputs, merge, write the outputs together. */
export async function runLabelsMerge(command: MergeCommand, starting: Promise<ReaderPool>): Promise<void> {
  const failed: string[] = [];
  const files: MergeFiles = {};
  for (const [platform, paths] of Object.entries(command.files) as [Platform, string[]][])
    files[platform] = await readInputs(paths, failed);
  if (failed.length) throw new Error(readFailedMessage(failed));
  const catalogue = await readCatalogue(command.catalogue);
  const pool = await starting;
  try {
    const result = await mergeLabels(
      {
        ...files,
        catalogue,
        sort: command.sort,
        keepDuplicates: command.keepDuplicates,
        pickList: command.pickList,
        layout: command.layout,
      },
      { pool, fonts: nodeFooterFonts, closePoolAfterReading: true, takeInputs: true },
    );
    const outputs: OutputFile[] = [{ path: command.out, data: result.pdf }];
    if (command.summary)
      outputs.push({ path: command.summary, data: `${JSON.stringify(summaryFile(result.summary), null, 2)}\n` });
    await writeTogether(outputs);
    if (!command.keepDuplicates) for (const line of duplicateLines(result.summary)) process.stderr.write(`${line}\n`);
    for (const warning of [...result.summary.warnings, ...result.summary.unknownSkus.map(unknownSkuWarning)])
      process.stderr.write(`warning: ${warning}\n`);
    process.stdout.write(`${result.summary.pages} pages written to ${command.out}\n`);
  } finally {
    await pool.close();
  }
}

import { deflateSync } from 'node:zlib';
import { type MergeSummary, unknownSkuWarning } from '../domain/labels/mergeSummary';
import { mergeLabels } from '../../workers/labels/mergeLabels';
import { nodeFooterFonts } from '../../workers/labels/nodeFonts';
import type { ReaderPool } from '../../workers/labels/readerPool';
import type { MergeCommand } from './labelsArgs';
import type { MergeInputs } from './labelsInputs';
import { type OutputFile, writeTogether } from './writeTogether';

/**
 * The --summary file's documented shape: one line per output page, without the per-item detail
 * or the parcel key (the AWB, or the items again), which says nothing the line does not.
 */
function summaryFile(summary: MergeSummary) {
  return {
    ...summary,
    lines: summary.lines.map(({ items: _items, parcel: _parcel, ...line }) => line),
    duplicates: summary.duplicates.map(({ parcel: _parcel, ...duplicate }) => duplicate),
  };
}

/** Each page dropped as the copy of an earlier one, for the log: the screen lists them too. */
function duplicateLines(summary: MergeSummary): string[] {
  return summary.duplicates.map((duplicate) => {
    const [kept, ...dropped] = duplicate.found;
    const awb = duplicate.awb ? ` (AWB ${duplicate.awb})` : '';
    return `duplicate: ${duplicate.platform} order ${duplicate.orderId}${awb} printed once from ${kept}; dropped ${dropped.join(', ')}`;
  });
}

/** The merge itself, once the reader threads are starting and the inputs are read: merge, write the outputs together. */
export async function runLabelsMerge(command: MergeCommand, inputs: MergeInputs, starting: Promise<ReaderPool>): Promise<void> {
  const { files, catalogue } = inputs;
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
      { pool, fonts: nodeFooterFonts, closePoolAfterReading: true, takeInputs: true, deflate: deflateSync },
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

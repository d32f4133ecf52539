import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { causeMessage } from '../domain/errors';
import { createPageReader } from '../../workers/labels/pageReader';
import { nodeReaderPool, nodeReaderPoolWithThisThread } from '../../workers/labels/nodeReaderPool';
import { nodePdfJsLoader } from '../../workers/labels/pdfjsCodeCache.node';
import { nodeInflate } from '../../workers/labels/pdfText/nodeInflate';
import { inlineReaderPool, type ReaderPool } from '../../workers/labels/readerPool';
import { LABELS_USAGE, parseMergeCommand } from './labelsArgs';
import { readMergeInputs } from './labelsInputs';

/**
 * A reader thread costs a tenth of a second or so of a core to start, and real-shaped label pages
 * run at ~80 KB each: a second thread pays only on a few MB of input, and below a page or two of
 * a real download (one carries its fonts, ~0.75 MB) this thread reads faster than a thread starts.
 */
const BYTES_PER_READER = 4 * 1024 * 1024;
const READ_HERE_UP_TO = 1024 * 1024;

function readerPoolFor(paths: readonly string[]): Promise<ReaderPool> {
  const bytes = paths.reduce((total, path) => total + (statSync(path, { throwIfNoEntry: false })?.size ?? 0), 0);
  if (bytes <= READ_HERE_UP_TO) return Promise.resolve(inlineReaderPool(nodePdfJsLoader(import.meta.url), nodeInflate));
  const readers = Math.min(availableParallelism(), Math.ceil(bytes / BYTES_PER_READER));
  // One reader thread reads while this thread copies the pages; with more, this thread is one of them.
  if (readers < 2) return nodeReaderPool(1);
  return nodeReaderPoolWithThisThread(readers - 1, createPageReader(nodePdfJsLoader(import.meta.url), nodeInflate));
}

/**
 * `labels merge`: the reader threads are started and the files read from disk before anything
 * else is loaded, so that both go on while this thread loads pdf-lib (the merge module, which the
 * bundle evaluates only when it is imported).
 */
async function main(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${LABELS_USAGE}\n`);
    return;
  }
  const command = parseMergeCommand(argv);
  const starting = readerPoolFor(Object.values(command.files).flat());
  starting.catch(() => undefined);
  const inputs = readMergeInputs(command);
  inputs.catch(() => undefined);
  const { runLabelsMerge } = await import('./labelsMerge');
  await runLabelsMerge(command, await inputs, starting);
  for (const note of new Set(libraryNotes)) process.stderr.write(`warning: ${note}\n`);
}

/**
 * pdf-lib says on the console how it read past a damaged object ('Trying to parse invalid
 * object'). Kept for the end: after a merge that worked they are warnings like the command's own,
 * the hint that a file was damaged; after one that failed, the command's message says why.
 */
const libraryNotes: string[] = [];
console.warn = (...parts: unknown[]) => {
  libraryNotes.push(parts.map(String).join(' '));
};

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${causeMessage(error)}\n`);
    process.exit(1);
  },
);

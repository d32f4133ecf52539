import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { causeMessage } from '../domain/errors';
import { nodeReaderPool } from '../../workers/labels/nodeReaderPool';
import { parseMergeCommand } from './labelsArgs';

/**
 * `labels merge`: the reader threads are started before anything else is loaded, because each
 * spends about a third of a second loading pdf.js, and this thread can load pdf-lib and fontkit
 * (the merge module, its own chunk of the bundle) and read the files meanwhile.
 */
/**
 * A reader thread costs about a third of a second of a core to start, and real-shaped label pages
 * run at ~80 KB each and ~10 ms each to read: a second thread pays only from ~60 pages, ~4 MB.
 */
const BYTES_PER_READER = 4 * 1024 * 1024;

function readerThreadsFor(paths: readonly string[]): number {
  const bytes = paths.reduce((total, path) => total + (statSync(path, { throwIfNoEntry: false })?.size ?? 0), 0);
  return Math.min(availableParallelism(), Math.max(1, Math.ceil(bytes / BYTES_PER_READER)));
}

async function main(argv: readonly string[]): Promise<void> {
  const command = parseMergeCommand(argv);
  const starting = nodeReaderPool(readerThreadsFor(Object.values(command.files).flat()));
  starting.catch(() => undefined);
  const { runLabelsMerge } = await import('./labelsMerge');
  await runLabelsMerge(command, starting);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${causeMessage(error)}\n`);
    process.exit(1);
  },
);

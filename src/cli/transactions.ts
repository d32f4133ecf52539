import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { causeMessage } from '../domain/errors';
import { planTransactionImport, type TransactionImportPlan } from '../domain/transactions/transactionImportPlan';
import { SOURCE_NAMES } from '../domain/transactions/transactionRecord';
import { readTransactions } from '../../workers/import/readTransactions';

const USAGE = 'usage: transactions import FILE... [--json]';

/** The preview as the command prints it: the screen's figures, with each skipped row and why. */
function previewOf(plan: TransactionImportPlan) {
  return {
    files: plan.files.map(({ fileName, source, rowsRead, skipped }) => ({ file: fileName, kind: source, rowsRead, skipped })),
    rowsRead: plan.rowsRead,
    new: plan.create.length,
    duplicate: plan.duplicateInBatch,
    alreadyImported: plan.alreadyImported,
    skipped: plan.skipped,
    dateSpan: plan.dateSpan,
    byKind: plan.byKind,
  };
}

function text(plan: TransactionImportPlan): string {
  const lines = plan.files.map(
    ({ fileName, source, rowsRead, skipped }) =>
      `${fileName}: ${SOURCE_NAMES[source]}, ${rowsRead} rows read, ${skipped.length} skipped`,
  );
  for (const file of plan.files)
    for (const { row, reason } of file.skipped) lines.push(`  ${file.fileName} row ${row}: skipped: ${reason}`);
  const span = plan.dateSpan ? `${plan.dateSpan.from} to ${plan.dateSpan.to}` : 'no dates';
  lines.push(
    `Rows read: ${plan.rowsRead}; new: ${plan.create.length}; duplicate: ${plan.duplicateInBatch}; skipped: ${plan.skipped}; dates: ${span}`,
  );
  for (const [kind, total] of Object.entries(plan.byKind)) lines.push(`  ${kind}: ${total.count} (net ${total.net.toFixed(2)})`);
  return `${lines.join('\n')}\n`;
}

/**
 * `transactions import FILE... [--json]`: what importing the payment reports into an empty
 * station would do, with the screen's reading and de-duplication. Writes nothing.
 */
async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'import') throw new Error(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
  const { values, positionals } = parseArgs({
    args: rest,
    strict: true,
    allowPositionals: true,
    options: { json: { type: 'boolean' } },
  });
  if (positionals.length === 0) throw new Error(USAGE);
  const files = await Promise.all(
    positionals.map(async (name) => {
      const data = await readFile(name).catch((error: unknown) => {
        throw new Error(`Failed to read file: ${name}`, { cause: error });
      });
      return { name, data: new Uint8Array(data) };
    }),
  );
  const plan = planTransactionImport(await readTransactions(files), () => false);
  process.stdout.write(values.json ? `${JSON.stringify(previewOf(plan), null, 2)}\n` : text(plan));
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${causeMessage(error)}\n`);
    process.exit(1);
  },
);

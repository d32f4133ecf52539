import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransactionFixtures } from '../../fixtures/transactions/transactionFixtures';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('../../../src/cli/transactions.ts', import.meta.url));
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'transactions-cli-'));
  await writeTransactionFixtures(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const run = (...args: string[]) => spawnSync(TSX, [CLI, ...args], { encoding: 'utf8', cwd: folder });

describe('transactions import on the command line', () => {
  it('prints what importing both marketplaces would do, overlapping files de-duplicated, as JSON', async () => {
    const before = await readdir(folder);
    const result = run(
      'import',
      'amazon-date-range.csv',
      'amazon-date-range-early.csv',
      'flipkart-pnl.xlsx',
      'flipkart-settlement.xlsx',
      '--json',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const preview = JSON.parse(result.stdout);
    // 5 + 2 + 4 + 2 rows; the early report's 2 are in the full one; the P&L totals row is skipped.
    expect(preview).toMatchObject({
      rowsRead: 13,
      new: 10,
      duplicate: 2,
      alreadyImported: 0,
      skipped: 1,
      dateSpan: { from: '2025-04-01', to: '2025-04-10' },
    });
    expect(preview.files.map((file: { kind: string }) => file.kind)).toEqual([
      'amazon-date-range',
      'amazon-date-range',
      'flipkart-pnl',
      'flipkart-settlement',
    ]);
    // Amazon's nets: 1005.80 order, -524.66 refund, 2 x -1180 fees, -2500 transfer; Flipkart's bank settlements.
    expect(preview.byKind).toEqual({
      order: { count: 4, net: 3062.8 },
      refund: { count: 1, net: -524.66 },
      'service-fee': { count: 2, net: -2360 },
      transfer: { count: 1, net: -2500 },
      settlement: { count: 2, net: 744.61 },
    });
    expect(await readdir(folder)).toEqual(before);
  });

  it('prints a readable summary without --json', () => {
    const result = run('import', 'flipkart-pnl.xlsx');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        'flipkart-pnl.xlsx: Flipkart Profit & Loss report, 4 rows read, 1 skipped',
        "  flipkart-pnl.xlsx row 6: skipped: No 'Order Item ID': not an order line (a total or a note)",
        'Rows read: 4; new: 3; duplicate: 0; skipped: 1; dates: 2025-04-02 to 2025-04-04',
        '  order: 3 (net 2057.00)',
        '',
      ].join('\n'),
    );
  });

  it("refuses a file of another kind or an empty one with the specification's words", () => {
    const wrong = run('import', 'listing.xlsx');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/^Unsupported file format: 'listing.xlsx' is not a payment report\. Expected /);
    const empty = run('import', 'empty.csv');
    expect(empty.status).toBe(1);
    expect(empty.stderr).toBe('File is empty\n');
  });
});

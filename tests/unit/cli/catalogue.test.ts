import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeListingFixtures } from '../../fixtures/listings/listingFixtures';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('../../../src/cli/catalogue.ts', import.meta.url));
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'catalogue-cli-'));
  await writeListingFixtures(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const run = (...args: string[]) => spawnSync(TSX, [CLI, ...args], { encoding: 'utf8' });

describe('catalogue import on the command line', () => {
  it('prints the preview of a Flipkart workbook as JSON', () => {
    const result = run('import', join(folder, 'flipkart.xls'), '--platform', 'flipkart');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const preview = JSON.parse(result.stdout);
    expect(preview).toMatchObject({
      platform: 'flipkart',
      rowsRead: 5,
      toCreate: 3,
      toUpdate: 0,
      skipped: 2,
      unknownColumns: [],
    });
    expect(preview.rows.map((row: { row: number; result: string }) => [row.row, row.result])).toEqual([
      [2, 'skipped'],
      [5, 'skipped'],
      [6, 'imported'],
    ]);
    expect(preview.products[0]).toEqual({
      sku: 'SSHF001001',
      name: 'Hanuman Flag Medium',
      description: 'FLAG MEDIUM',
      sellingPrice: 149,
      listingStatus: 'ACTIVE',
      moq: '1',
      serialNumber: 'PUJFLAG0001',
    });
  });

  it('fails with the specification message and a usage line', () => {
    const junk = run('import', join(folder, 'amazon-junk.txt'), '--platform', 'amazon');
    expect([junk.status, junk.stderr]).toEqual([1, 'Unsupported file format\n']);
    const usage = run('import', join(folder, 'flipkart.xlsx'));
    expect([usage.status, usage.stderr]).toEqual([1, 'usage: catalogue import FILE --platform amazon|flipkart\n']);
  });
});

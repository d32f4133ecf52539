import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergeSummary } from '../../../src/domain/labels/mergeSummary';
import { ensureLabelFixtures } from '../../fixtures/labelFixtures';
import { pageTexts } from '../../support/labelTestKit';
import { labelsCli as labels } from '../../support/labelsCli';

/** qpdf, installed by tests/support/ensure-test-tools.sh. */
const qpdf = (args: string[]) => promisify(execFile)('/usr/bin/qpdf', args);

describe('labels merge (command line)', { timeout: 60_000 }, () => {
  let fixtures: string;
  let out: string;
  beforeAll(async () => {
    fixtures = await ensureLabelFixtures();
    out = await mkdtemp(join(tmpdir(), 'labels-cli-'));
  });
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });
  const fixture = (name: string) => join(fixtures, name);

  it('merges, writes the PDF and the summary JSON, and exits 0', async () => {
    const run = await labels([
      'merge',
      '--amazon',
      fixture('amazon-basic.pdf'),
      '--flipkart',
      fixture('flipkart-basic.pdf'),
      '--flipkart',
      fixture('flipkart-split-words.pdf'),
      '--catalogue',
      fixture('catalogue.json'),
      '--out',
      join(out, 'merged.pdf'),
      '--summary',
      join(out, 'summary.json'),
      '--picklist',
    ]);
    expect(run.code).toBe(0);
    const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')) as MergeSummary;
    expect(Object.keys(summary)).toEqual(['pages', 'files', 'lines', 'duplicates', 'unknownSkus', 'warnings']);
    expect(summary.pages).toBe(16);
    expect(summary.files.map((file) => [file.platform, file.pages])).toEqual([
      ['amazon', 14],
      ['flipkart', 6],
      ['flipkart', 2],
    ]);
    expect(summary.lines).toHaveLength(15);
    expect(summary.lines[0]).toEqual({
      page: 2,
      platform: 'amazon',
      orderId: '403-1111111-0000005',
      awb: '',
      courier: '',
      sku: 'CAMPHOR (100G)',
      name: 'Bhimseni Camphor Tablets 100 g',
      quantity: 4,
      category: 'Camphor',
    });
    expect(summary.lines.at(-1)).toMatchObject({ page: 16, platform: 'flipkart', category: 'Uncategorized' });
    const pdf = await PDFDocument.load(await readFile(join(out, 'merged.pdf')));
    expect(pdf.getPageCount()).toBe(16);
    expect(run.stderr).toContain('SKU FK UNKNOWN/7 is not in the catalogue');
  });

  it('passes the sort options and --keep-duplicates to the merge', async () => {
    const summaryOf = async (extra: string[]) => {
      const file = join(out, `summary-${extra.join('')}.json`);
      const run = await labels([
        'merge',
        '--amazon',
        fixture('amazon-basic.pdf'),
        '--amazon',
        fixture('amazon-redownload.pdf'),
        '--catalogue',
        fixture('catalogue.json'),
        '--out',
        join(out, 'sorted.pdf'),
        '--summary',
        file,
        ...extra,
      ]);
      expect(run.code).toBe(0);
      return JSON.parse(await readFile(file, 'utf8')) as MergeSummary;
    };
    const byDefault = await summaryOf([]);
    const byPrice = await summaryOf(['--primary', 'price', '--secondary', 'name', '--order', 'desc', '--keep-duplicates']);
    expect(byDefault.lines.map((line) => line.sku)).toEqual([
      'CAMPHOR (100G)',
      'KK-X2KQ-2DRV',
      'KK-X2KQ-2DRV',
      'DIYA-BRASS',
      'FLAG RED 2M',
      'GOMTI/CHAKRA-11',
      'SSGN006001 && KAUDI_25+PACK',
      'RM-108 BEADS',
    ]);
    expect(byDefault.duplicates).toHaveLength(2);
    expect(byPrice.lines).toHaveLength(10);
    expect(byPrice.lines.map((line) => line.sku)).toEqual([
      'DIYA-BRASS',
      'GOMTI/CHAKRA-11',
      'FLAG RED 2M',
      'FLAG RED 2M',
      'SSGN006001 && KAUDI_25+PACK',
      'KK-X2KQ-2DRV',
      'KK-X2KQ-2DRV',
      'KK-X2KQ-2DRV',
      'CAMPHOR (100G)',
      'RM-108 BEADS',
    ]);
  });

  it('writes 4x6 thermal pages with --layout thermal-4x6, and refuses another layout', async () => {
    const run = await labels([
      'merge',
      '--flipkart',
      fixture('flipkart-basic.pdf'),
      '--layout',
      'thermal-4x6',
      '--picklist',
      '--out',
      join(out, 'thermal.pdf'),
    ]);
    expect(run.code).toBe(0);
    const pages = (await PDFDocument.load(await readFile(join(out, 'thermal.pdf')))).getPages();
    expect(pages.length).toBeGreaterThan(6);
    for (const page of pages) expect([page.getWidth(), page.getHeight()]).toEqual([288, 432]);

    const letter = await labels([
      'merge',
      '--flipkart',
      fixture('flipkart-basic.pdf'),
      '--layout',
      'letter',
      '--out',
      join(out, 'x.pdf'),
    ]);
    expect(letter.code).not.toBe(0);
    expect(letter.stderr.trim()).toBe('--layout must be one of a4, thermal-4x6');
  });

  it('reads in its own thread, with pdf.js, a small file only pdf.js opens (an owner password alone)', async () => {
    const run = await labels(['merge', '--flipkart', fixture('owner-locked.pdf'), '--out', join(out, 'owner.pdf')]);
    // pdf.js read its page: a page, though no Flipkart label.
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      `${fixture('owner-locked.pdf')} page 1: expected a Flipkart label, found a page that is no marketplace label`,
    );
  });

  it('exits non-zero with the error on stderr', async () => {
    const unreadable = await labels([
      'merge',
      '--amazon',
      fixture('encrypted.pdf'),
      '--flipkart',
      fixture('flipkart-basic.pdf'),
      '--out',
      join(out, 'x.pdf'),
    ]);
    expect(unreadable.code).not.toBe(0);
    expect(unreadable.stderr.trim().split('\n').at(-1)).toBe(`${fixture('encrypted.pdf')} is password-protected`);

    const none = await labels(['merge', '--out', join(out, 'x.pdf')]);
    expect(none.code).not.toBe(0);
    expect(none.stderr.trim()).toBe('No files provided');

    const badOption = await labels([
      'merge',
      '--amazon',
      fixture('amazon-basic.pdf'),
      '--primary',
      'colour',
      '--out',
      join(out, 'x.pdf'),
    ]);
    expect(badOption.code).not.toBe(0);
    expect(badOption.stderr.trim()).toBe('--primary must be one of category, name, price, sku');

    const noOut = await labels(['merge', '--amazon', fixture('amazon-basic.pdf')]);
    expect(noOut.code).not.toBe(0);
    expect(noOut.stderr).toContain('--out FILE is required');
  });

  it('writes the PDF and the summary together or not at all', async () => {
    const folder = await mkdtemp(join(out, 'together-'));
    const mergeTo = (pdf: string, summary: string) =>
      labels(['merge', '--amazon', fixture('amazon-basic.pdf'), '--out', join(folder, pdf), '--summary', join(folder, summary)]);
    const run = await mergeTo('merged.pdf', join('no-such-folder', 'summary.json'));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('no-such-folder');
    expect(await readdir(folder)).toEqual([]);

    // A folder where the summary should go: found before the PDF of an earlier run is replaced.
    await writeFile(join(folder, 'merged.pdf'), 'earlier run');
    await mkdir(join(folder, 'summary.json'));
    const onFolder = await mergeTo('merged.pdf', 'summary.json');
    expect(onFolder.code).not.toBe(0);
    expect(onFolder.stderr.trim()).toBe(`Cannot write ${join(folder, 'summary.json')}: it is a folder`);
    expect(await readFile(join(folder, 'merged.pdf'), 'utf8')).toBe('earlier run');
    expect((await readdir(folder)).sort()).toEqual(['merged.pdf', 'summary.json']);

    const samePath = await mergeTo('merged.pdf', 'merged.pdf');
    expect(samePath.code).not.toBe(0);
    expect(samePath.stderr.trim()).toBe('--summary must name another file than --out');
    expect(await readFile(join(folder, 'merged.pdf'), 'utf8')).toBe('earlier run');
  });

  it('shows its usage on --help, and with an option it does not know', async () => {
    const help = await labels(['merge', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: labels merge \[--amazon FILE\]\.\.\. \[--flipkart FILE\]\.\.\./);
    expect(help.stdout).toContain('--keep-duplicates');

    const unknown = await labels(['merge', '--colour', 'red', '--out', join(out, 'x.pdf')]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("Unknown option '--colour'");
    expect(unknown.stderr).toContain('usage: labels merge');
  });

  it('prints each dropped duplicate on stderr', async () => {
    const run = await labels([
      'merge',
      '--flipkart',
      fixture('flipkart-basic.pdf'),
      '--flipkart',
      fixture('flipkart-redownload.pdf'),
      '--catalogue',
      fixture('catalogue.json'),
      '--out',
      join(out, 'dups.pdf'),
    ]);
    expect(run.code).toBe(0);
    const dropped = run.stderr.split('\n').filter((line) => line.startsWith('duplicate: '));
    expect(dropped).toEqual([
      `duplicate: flipkart order OD000000000000000002 (AWB FMPC1000000002) printed once from ${fixture('flipkart-basic.pdf')} page 2; dropped ${fixture('flipkart-redownload.pdf')} page 1`,
      `duplicate: flipkart order OD000000000000000006 (AWB FMPC1000000006) printed once from ${fixture('flipkart-basic.pdf')} page 6; dropped ${fixture('flipkart-redownload.pdf')} page 3`,
    ]);
  });

  it('merges a download locked with only an owner password (qpdf, AES-256) as the same file unlocked', async () => {
    const locked = join(out, 'flipkart-owner-locked.pdf');
    await qpdf(['--encrypt', '', 'owner-secret', '256', '--', fixture('flipkart-basic.pdf'), locked]);
    const merged = async (file: string, name: string) => {
      const target = join(out, name);
      const result = await labels(['merge', '--flipkart', file, '--catalogue', fixture('catalogue.json'), '--out', target]);
      expect(result.code, result.stderr).toBe(0);
      return pageTexts(new Uint8Array(await readFile(target)));
    };
    const plain = await merged(fixture('flipkart-basic.pdf'), 'plain.pdf');
    expect(plain.length).toBeGreaterThan(1);
    expect(await merged(locked, 'unlocked.pdf')).toEqual(plain);
  });

  it('merges a file with a damaged object that pdf-lib reads past, and warns of it after', async () => {
    const bytes = await readFile(fixture('flipkart-basic.pdf'));
    const xref = bytes.lastIndexOf('\nxref') + 1;
    const damaged = join(out, 'damaged-object.pdf');
    await writeFile(
      damaged,
      Buffer.concat([bytes.subarray(0, xref), Buffer.from('999 0 obj\n<< /Broken [ 1 2 >>\nendobj\n'), bytes.subarray(xref)]),
    );

    const result = await labels([
      'merge',
      '--flipkart',
      damaged,
      '--catalogue',
      fixture('catalogue.json'),
      '--out',
      join(out, 'damaged-out.pdf'),
    ]);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^warning: Trying to parse invalid object: .*\nwarning: Invalid object ref: 999 0 R\n$/m);
    expect(await pageTexts(new Uint8Array(await readFile(join(out, 'damaged-out.pdf'))))).toHaveLength(6);
  });

  it('refuses a shifted, foreign, empty or damaged file, naming it and the page, writing nothing', async () => {
    const target = join(out, 'refused.pdf');
    const cases: [string[], string][] = [
      [
        ['--amazon', fixture('amazon-missing-page.pdf')],
        `${fixture('amazon-missing-page.pdf')} page 3: expected an Amazon label, found an Amazon invoice`,
      ],
      [['--amazon', fixture('meesho.pdf')], `${fixture('meesho.pdf')} page 1: expected an Amazon label, found a Meesho label`],
      [['--flipkart', fixture('meesho.pdf')], `${fixture('meesho.pdf')} page 1: expected a Flipkart label, found a Meesho label`],
      [['--flipkart', fixture('no-pages.pdf')], `${fixture('no-pages.pdf')} has no pages`],
      [['--amazon', fixture('corrupt.pdf')], `Failed to read file: ${fixture('corrupt.pdf')}`],
    ];
    for (const [files, message] of cases) {
      const run = await labels(['merge', ...files, '--flipkart', fixture('flipkart-basic.pdf'), '--out', target]);
      expect(run.code, message).not.toBe(0);
      expect(run.stderr).toBe(`${message}\n`);
      await expect(readFile(target)).rejects.toThrow(/ENOENT/);
    }
  });

  it('refuses a file given as the wrong marketplace, writing nothing', async () => {
    const target = join(out, 'wrong.pdf');
    const run = await labels(['merge', '--amazon', fixture('flipkart-basic.pdf'), '--out', target]);
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim()).toBe(`${fixture('flipkart-basic.pdf')} page 1: expected an Amazon label, found a Flipkart label`);
    await expect(readFile(target)).rejects.toThrow(/ENOENT/);
  });

  it("keeps a successful run's compiled code beside its bundle, and gives the same merge from it", async () => {
    const cache = fileURLToPath(new URL('../../../build/cli/labels.cjs.cache', import.meta.url));
    await rm(cache, { force: true });
    const merge = (name: string) =>
      labels([
        'merge',
        '--flipkart',
        fixture('flipkart-basic.pdf'),
        '--catalogue',
        fixture('catalogue.json'),
        '--out',
        join(out, name),
      ]);
    const first = await merge('compiled.pdf');
    expect(first.code).toBe(0);
    expect((await stat(cache)).size).toBeGreaterThan(0);
    const second = await merge('cached.pdf');
    expect(second).toEqual({ ...first, stdout: first.stdout.replace('compiled.pdf', 'cached.pdf') });
    const texts = async (name: string) => pageTexts(new Uint8Array(await readFile(join(out, name))));
    expect(await texts('cached.pdf')).toEqual(await texts('compiled.pdf'));

    // The bundle it ran is built with fontkit's data made on first use (bin/lazyFontkitData.mjs).
    const bundled = await readFile(fileURLToPath(new URL('../../../build/cli/labels.cjs', import.meta.url)), 'utf8');
    expect(bundled).toMatch(/defineProperty\([\w$]+,"dictionary",\{configurable:!0/);
    expect(
      bundled.match(/\{get:function\([\w$]+\)\{var [\w$]+=new [\w$]+\([\w$]+\(\)\);return this\.get=function/g),
    ).toHaveLength(4);
  });
});

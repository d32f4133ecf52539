import { describe, expect, it } from 'vitest';
import {
  annotatedCopyName,
  expiryAfter,
  defaultExpiryDays,
  fileTotals,
  filterFiles,
  formatBytes,
  groupByDay,
  storedTypeOf,
  uploadProblem,
} from '../../../../src/domain/files/storedFiles';
import { storedFile } from '../../db/fixtures';

describe('stored file rules', () => {
  it('keeps PDF, images, CSV, TXT and Excel files, by type or by extension', () => {
    expect(storedTypeOf('a.pdf', 'application/pdf')).toBe('application/pdf');
    expect(storedTypeOf('report.csv', '')).toBe('text/csv');
    expect(storedTypeOf('listing.XLS', '')).toBe('application/vnd.ms-excel');
    expect(storedTypeOf('tool.exe', 'application/octet-stream')).toBeNull();
    expect(uploadProblem('tool.exe', 10, '')).toBe('tool.exe: only PDF, image, CSV, TXT and Excel files are stored');
    expect(uploadProblem('big.pdf', 50 * 1024 * 1024 + 1, 'application/pdf')).toBe('big.pdf is larger than 50 MB');
    expect(uploadProblem('ok.pdf', 50 * 1024 * 1024, 'application/pdf')).toBeNull();
  });

  it('expires merged labels after 30 days by default, others never, and takes 1 to 365 days', () => {
    const from = new Date('2026-11-24T00:00:00.000Z');
    expect(defaultExpiryDays('merged-labels')).toBe(30);
    expect(defaultExpiryDays('report')).toBeNull();
    expect(expiryAfter(30, from)).toBe('2026-12-24T00:00:00.000Z');
    expect(expiryAfter(null, from)).toBe('');
    expect(() => expiryAfter(0, from)).toThrow('Keep a file from 1 to 365 days');
    expect(() => expiryAfter(366, from)).toThrow('Keep a file from 1 to 365 days');
  });

  it('searches name, description and uploader in any case, filters by kind and groups by day', () => {
    const files = [
      storedFile({ name: 'Flipkart.pdf', day: '2026-11-23', createdAt: '2026-11-23T08:00:00.000Z' }),
      storedFile({ name: 'b.csv', kind: 'report', description: 'Weekly FLIPKART', day: '2026-11-24' }),
      storedFile({ name: 'c.pdf', day: '2026-11-23', createdAt: '2026-11-23T09:00:00.000Z' }),
      storedFile({ name: 'gone.pdf', deleted: true }),
    ];
    expect(filterFiles(files, { search: 'flipkart', kind: null }).map((f) => f.name)).toEqual(['Flipkart.pdf', 'b.csv']);
    expect(filterFiles(files, { search: '', kind: 'report' }).map((f) => f.name)).toEqual(['b.csv']);
    const groups = groupByDay(filterFiles(files, { search: '', kind: null }));
    expect(groups.map((g) => [g.day, g.files.map((f) => f.name)])).toEqual([
      ['2026-11-24', ['b.csv']],
      ['2026-11-23', ['c.pdf', 'Flipkart.pdf']],
    ]);
    expect(fileTotals(files.slice(0, 2))).toEqual({ count: 2, bytes: 8 });
  });

  it('formats sizes and names an annotated copy', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50.0 MB');
    expect(formatBytes(1023)).toBe('1,023 bytes');
    expect(formatBytes(1000.5 * 1024 * 1024)).toBe('1,000.5 MB');
    expect(annotatedCopyName('labels.pdf')).toBe('labels (annotated).pdf');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, categoriesCsv, liveCategories, importCategoriesCsv } from '../../../../src/db/categories';
import type { AppDatabase } from '../../../../src/db/database';
import { categoriesToCsv, matchCategoryRows, parseCategoryCsv } from '../../../../src/domain/catalogue/categoryCsv';
import { freshDatabase } from '../../db/fixtures';

describe('matching CSV rows to categories', () => {
  it('updates the category of the same name (case and spaces not counted), the first of two, and creates the rest', () => {
    const { rows } = parseCategoryCsv('name,tag\r\n  chandan ,puja\r\nKaudi,shells\r\n');
    const existing = [
      { id: 'first', name: 'Chandan' },
      { id: 'second', name: 'CHANDAN' },
    ];
    expect(matchCategoryRows(rows, existing)).toEqual({
      create: [{ name: 'Kaudi', tag: 'shells' }],
      update: [{ category: { id: 'first', name: 'Chandan' }, fields: { name: 'chandan', tag: 'puja' } }],
    });
  });
});

describe('parsing a category CSV', () => {
  it('reads name, description, tag and costPrice; an empty cost is no cost', () => {
    const text = '\uFEFFname,description,tag,costPrice\r\nChandan,"Sandalwood, powder",puja,40.5\r\nKaudi,Shells,,\r\n';
    expect(parseCategoryCsv(text)).toEqual({
      rows: [
        { line: 2, fields: { name: 'Chandan', description: 'Sandalwood, powder', tag: 'puja', costPrice: 40.5 } },
        { line: 3, fields: { name: 'Kaudi', description: 'Shells', tag: '', costPrice: null } },
      ],
      skipped: [],
    });
  });

  it('skips rows without a name, with a bad cost, or repeating a name, saying why', () => {
    const text = 'name,costPrice\n,10\nFlags,ten\nChandan,5\n chandan ,6\n';
    expect(parseCategoryCsv(text)).toEqual({
      rows: [{ line: 4, fields: { name: 'Chandan', costPrice: 5 } }],
      skipped: [
        { line: 2, name: '', reason: 'Name is required' },
        { line: 3, name: 'Flags', reason: 'Cost price must be a number of 0 or more, or empty' },
        { line: 5, name: 'chandan', reason: 'name repeated in the file' },
      ],
    });
  });

  it('refuses a file without a name column, saying which columns it expected', () => {
    expect(() => parseCategoryCsv('title,cost\nChandan,4\n')).toThrow(
      'Expected columns: name, description, tag, costPrice; found: title, cost',
    );
    expect(() => parseCategoryCsv('')).toThrow('Expected columns: name, description, tag, costPrice; found: none');
  });

  it('exports in the columns it reads, so that an export imports back unchanged', () => {
    const categories = [
      { name: 'Chandan', description: 'Sandalwood, "pure"', tag: 'puja', costPrice: 40 },
      { name: 'Kaudi', description: '', tag: '', costPrice: null },
    ];
    const csv = categoriesToCsv(categories);
    expect(csv.split('\r\n')[0]).toBe('name,description,tag,costPrice');
    expect(parseCategoryCsv(csv).rows.map((row) => row.fields)).toEqual(categories);
  });
});

describe('importing categories from CSV', () => {
  let db: AppDatabase;
  const NOW = new Date('2025-01-03T08:00:00.000Z');

  beforeEach(() => {
    db = freshDatabase();
  });

  afterEach(async () => {
    await db.delete();
  });

  it('creates new names, updates existing ones (case not counted) with the columns given, and reports skipped rows', async () => {
    const id = await addCategory(db, { name: 'Chandan', description: 'Old', tag: 'puja', costPrice: 40 });
    await db.outbox.clear();
    const outcome = await importCategoriesCsv(db, 'name,costPrice\nchandan,45\nKaudi,12\n,3\n', NOW);
    expect(outcome).toEqual({ created: 1, updated: 1, skipped: [{ line: 4, name: '', reason: 'Name is required' }] });
    const categories = await liveCategories(db);
    expect(categories.map(({ name, description, tag, costPrice }) => ({ name, description, tag, costPrice }))).toEqual([
      { name: 'chandan', description: 'Old', tag: 'puja', costPrice: 45 },
      { name: 'Kaudi', description: '', tag: '', costPrice: 12 },
    ]);
    expect(categories[0]?.id).toBe(id);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => [entry.collection, entry.recordId === id ? 'existing' : 'new'])).toEqual([
      ['categories', 'existing'],
      ['categories', 'new'],
    ]);
  });

  it('writes nothing for a file with the wrong columns', async () => {
    await expect(importCategoriesCsv(db, 'sku,price\nA,1\n')).rejects.toThrow('Expected columns');
    expect(await db.categories.count()).toBe(0);
  });

  it('exports the live categories', async () => {
    await addCategory(db, { name: 'Kaudi', costPrice: 12 });
    await addCategory(db, { name: 'Chandan', tag: 'puja' });
    expect(await categoriesCsv(db)).toBe('name,description,tag,costPrice\r\nChandan,,puja,\r\nKaudi,,,12');
  });
});

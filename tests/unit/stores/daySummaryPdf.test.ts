import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dayOrders } from '../../../src/domain/orders/dayFigures';
import type { CategoryFigures } from '../../../src/domain/orders/categoryFigures';
import { daySummaryPdf } from '../../../src/stores/daySummaryPdf';
import { nodeFooterFonts } from '../../../workers/labels/nodeFonts';
import { pageTexts, readBack } from '../../support/labelTestKit';
import { chandan, dayLines, kaudi, products, TODAY } from '../pages/activeOrders/activeOrdersData';

const catalogue = { products, categories: [chandan, kaudi] };
const printedAt = new Date('2025-01-02T11:30:00+05:30');

describe('the day summary PDF', () => {
  it('is one page with the totals and each category, in the embedded Noto Sans', async () => {
    const figures = dayOrders(dayLines, catalogue, TODAY);
    const bytes = await daySummaryPdf(
      { date: TODAY, scope: 'All platforms, all batches', totals: figures.totals, byCategory: figures.byCategory, printedAt },
      nodeFooterFonts,
    );
    const [text, ...more] = await pageTexts(bytes);
    expect(more).toEqual([]);
    const compact = (text ?? '').replace(/\s+/g, '');
    expect(compact).toContain('ActiveOrders:02/01/2025');
    expect(compact).toContain('Allplatforms,allbatches');
    expect(compact).toContain('Orders4');
    expect(compact).toContain('Units8');
    expect(compact).toContain('Revenue₹713.00');
    expect(compact).toContain('Cost₹180.00');
    expect(compact).toContain('Margin74.75%');
    expect(compact).toContain('2product,2category,1default');
    // Category, orders, units, revenue, cost, profit on one row.
    expect(compact).toContain('Chandan23₹240.00₹120.00₹120.00');
    expect(compact).toContain('Kaudi24₹398.00₹60.00₹338.00');
    expect(compact).toContain('Uncategorized11₹75.00₹0.00₹75.00');
    expect(compact).toContain('Total48₹713.00₹180.00₹533.00');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Active Orders ${TODAY}`);
  });

  it('keeps amounts of lakhs apart: each column as wide as its widest figure', async () => {
    const big: CategoryFigures = {
      categoryId: 'c1',
      name: 'Chandan',
      orders: 12345,
      lines: 12345,
      units: 98765,
      revenue: 9876543.21,
      cost: 8765432.1,
      profit: 1111111.11,
      marginPercent: 11.25,
      costSources: { product: 0, category: 1, default: 0 },
      unpricedLines: 0,
    };
    const totals = { ...dayOrders([], catalogue, TODAY).totals, ...big };
    const bytes = await daySummaryPdf(
      { date: TODAY, scope: 'All platforms', totals, byCategory: [big], printedAt },
      nodeFooterFonts,
    );
    const [page] = await readBack(bytes);
    const row = (page?.pieces ?? []).filter(
      (piece) => piece.str.trim() && piece.str !== 'Chandan' && /^[\d₹,.]+$/.test(piece.str),
    );
    const first = row.filter((piece) => Math.abs(piece.y - (row[0]?.y ?? 0)) < 1).sort((a, b) => a.x - b.x);
    expect(first.map((piece) => piece.str)).toEqual(['12,345', '98,765', '₹98,76,543.21', '₹87,65,432.10', '₹11,11,111.11']);
    for (let at = 1; at < first.length; at++) {
      const [before, after] = [first[at - 1]!, first[at]!];
      expect(before.x + before.width, `${before.str} ends before ${after.str}`).toBeLessThan(after.x - 4);
    }
  });

  it('stays one page with 120 categories, cutting long names to fit', async () => {
    const row = (at: number): CategoryFigures => ({
      categoryId: `c${at}`,
      name: `Category ${at} ${'with a very long name '.repeat(16)}that cannot fit in its column at all`,
      orders: 1,
      lines: 1,
      units: 1,
      revenue: 10,
      cost: 5,
      profit: 5,
      marginPercent: 50,
      costSources: { product: 0, category: 1, default: 0 },
      unpricedLines: 0,
    });
    const byCategory = Array.from({ length: 120 }, (_, at) => row(at));
    const totals = dayOrders([], catalogue, TODAY).totals;
    const bytes = await daySummaryPdf({ date: TODAY, scope: 'Amazon, batch b1', totals, byCategory, printedAt }, nodeFooterFonts);
    const texts = await pageTexts(bytes);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Category 119 with');
    expect(texts[0]).toContain('…');
    expect(texts[0]).not.toContain('at all');
  });
});

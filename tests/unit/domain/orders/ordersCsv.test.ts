import { describe, expect, it } from 'vitest';
import { dayOrders } from '../../../../src/domain/orders/dayFigures';
import { orderAnalytics } from '../../../../src/domain/orders/orderAnalytics';
import { categoryFiguresCsv, dailyFiguresCsv, orderLinesCsv, skuFiguresCsv } from '../../../../src/domain/orders/ordersCsv';
import { CATALOGUE, CHANDAN, DAY, DAY_LINES, KAUDI, line } from './orderFixtures';

const rows = (csv: string) => csv.split('\r\n');

describe('order tables as CSV', () => {
  it('the day by category: amounts with two decimals, an empty margin when there is none', () => {
    expect(rows(categoryFiguresCsv(dayOrders(DAY_LINES, CATALOGUE, DAY).byCategory))).toEqual([
      'Category,Orders,Units,Revenue,Cost,Profit,Margin %,Product cost lines,Category cost lines,Default cost lines,Unpriced lines',
      'Chandan,2,5,966.98,246.50,720.48,74.51,1,1,0,0',
      'Kaudi,2,2,219.50,30.00,189.50,86.33,1,0,1,0',
      'Uncategorized,1,1,0.00,0.00,0.00,,0,0,1,1',
    ]);
  });

  it("the day's order lines, as recorded, with their batch", () => {
    const [first, , , unknown] = DAY_LINES;
    expect(rows(orderLinesCsv([first!, unknown!]))).toEqual([
      'Order id,Platform,SKU,Name,Quantity,Category,Batch',
      'A-1,amazon,CH-001,CH-001 label,2,Chandan,batch-1',
      'F-2,flipkart,XX-999,XX-999 label,abc,Uncategorized,batch-2',
    ]);
  });

  const analytics = orderAnalytics(
    [
      line('2025-03-01', 'amazon', 'A-1', 'CH-001', '1', CHANDAN),
      line('2025-03-01', 'amazon', 'A-1', 'KA-001', '2', KAUDI),
      line('2025-03-03', 'flipkart', 'F-1', 'CH-001', '1', CHANDAN),
    ],
    CATALOGUE,
    { from: '2025-03-01', to: '2025-03-03' },
  );

  it('per SKU and the top products, in their own order', () => {
    expect(rows(skuFiguresCsv(analytics.topProducts))).toEqual([
      'SKU,Name,Orders,Units,Revenue,Cost,Profit,Margin %',
      // 199.99 + 189 at cost 40 + 55.50
      'CH-001,CH-001 amazon,2,2,388.99,95.50,293.49,75.45',
      'KA-001,KA-001 amazon,1,2,240.00,0.00,240.00,100.00',
    ]);
  });

  it('orders per day, every day', () => {
    expect(rows(dailyFiguresCsv(analytics.perDay))).toEqual([
      'Date,Orders,Units,Revenue',
      '2025-03-01,1,3,439.99',
      '2025-03-02,0,0,0.00',
      '2025-03-03,1,1,189.00',
    ]);
  });

  it('quotes commas and keeps a name that looks like a formula as text', () => {
    const csv = orderLinesCsv([line(DAY, 'amazon', 'A-1', 'X', '1', '', { name: '=2 pcs, brass' })]);
    expect(rows(csv)[1]).toBe(`A-1,amazon,X,"'=2 pcs, brass",1,Uncategorized,`);
  });
});

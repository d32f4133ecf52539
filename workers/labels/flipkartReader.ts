import type { CatalogIndex } from '../../src/domain/labels/catalog';
import { resolveItems } from '../../src/domain/labels/labelItems';
import { toParsedOrder } from '../../src/domain/labels/parsedOrder';
import { type FileOrders, LabelFileReader, type LabelPage } from './labelFileReader';
import type { PageReading } from './pageReader';

/** LABELS.md, Flipkart: one page per order, label band on top, invoice below. */
export class FlipkartReader extends LabelFileReader {
  readonly platform = 'flipkart' as const;

  textPages(): number[] {
    return Array.from({ length: this.pageCount }, (_, at) => at + 1);
  }

  toPages(readings: readonly PageReading[], catalog: CatalogIndex): FileOrders {
    const warnings: string[] = [];
    const byPage = new Map(readings.map((reading) => [reading.page, reading]));
    const pages: LabelPage[] = this.textPages().map((page) => {
      const reading = byPage.get(page);
      if (!reading?.hasText) warnings.push(`${this.where(page)}: the page has no text`);
      else if (!reading.orderId) warnings.push(`${this.where(page)}: no order id found`);
      const order = toParsedOrder('flipkart', reading?.orderId ?? '', resolveItems('flipkart', reading?.items ?? [], catalog));
      const total = reading?.totalQuantity ?? null;
      if (total !== null && reading?.items.length && total !== order.quantity) {
        warnings.push(`${this.where(page)}: label quantities add up to ${order.quantity} but the invoice says TOTAL QTY: ${total}`);
      }
      return { platform: 'flipkart', fileIndex: this.fileIndex, fileName: this.file.name, sourcePage: page - 1, order };
    });
    return { pages, warnings };
  }
}

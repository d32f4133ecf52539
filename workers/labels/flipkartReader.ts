import type { CatalogueIndex } from '../../src/domain/labels/catalogue';
import { resolveItems } from '../../src/domain/labels/labelItems';
import { unexpectedPageMessage } from '../../src/domain/labels/pageKind';
import { toParsedOrder } from '../../src/domain/labels/parsedOrder';
import { type FileOrders, itemsSignature, LabelFileReader, type LabelPage } from './labelFileReader';
import type { PageReading } from './pageReader';

/** LABELS.md, Flipkart: one page per parcel, label band on top, invoice below; every page a label. */
export class FlipkartReader extends LabelFileReader {
  readonly platform = 'flipkart' as const;

  textPages(): number[] {
    return Array.from({ length: this.pageCount }, (_, at) => at + 1);
  }

  outputPages(): number[] {
    return Array.from({ length: this.pageCount }, (_, at) => at);
  }

  toPages(readings: readonly PageReading[], catalogue: CatalogueIndex): FileOrders {
    const byPage = new Map(readings.map((reading) => [reading.page, reading]));
    for (const page of this.textPages()) {
      const kind = byPage.get(page)?.kind ?? 'no-text';
      if (kind !== 'flipkart-label') {
        return { pages: [], warnings: [], problems: [unexpectedPageMessage(this.file.name, page, 'flipkart-label', kind)] };
      }
    }
    const warnings: string[] = [];
    const pages: LabelPage[] = this.textPages().map((page) => {
      const reading = byPage.get(page);
      const order = toParsedOrder('flipkart', reading?.orderId ?? '', resolveItems('flipkart', reading?.items ?? [], catalogue));
      const total = reading?.totalQuantity ?? null;
      if (total !== null && reading?.items.length && total !== order.quantity) {
        warnings.push(
          `${this.where(page)}: label quantities add up to ${order.quantity} but the invoice says TOTAL QTY: ${total}`,
        );
      }
      const awb = reading?.awb ?? '';
      return {
        platform: 'flipkart',
        fileIndex: this.fileIndex,
        fileName: this.file.name,
        sourcePage: page - 1,
        order,
        parcel: awb || itemsSignature(order),
        awb,
        lowestLabelText: reading?.lowestLabelText ?? null,
      };
    });
    return { pages, warnings, problems: [] };
  }
}

import type { CatalogIndex } from '../../src/domain/labels/catalog';
import { resolveItems } from '../../src/domain/labels/labelItems';
import { toParsedOrder } from '../../src/domain/labels/parsedOrder';
import { type FileOrders, LabelFileReader, type LabelPage } from './labelFileReader';
import type { PageReading } from './pageReader';

/** LABELS.md, Amazon: label and invoice pairs; the invoice (odd 0-based page) has the text. */
export class AmazonReader extends LabelFileReader {
  readonly platform = 'amazon' as const;

  textPages(): number[] {
    const pages: number[] = [];
    for (let page = 2; page <= this.pageCount; page += 2) pages.push(page);
    return pages;
  }

  toPages(readings: readonly PageReading[], catalog: CatalogIndex): FileOrders {
    const warnings: string[] = [];
    const byPage = new Map(readings.map((reading) => [reading.page, reading]));
    const pages: LabelPage[] = this.textPages().map((invoicePage) => {
      const reading = byPage.get(invoicePage);
      if (!reading?.hasText) warnings.push(`${this.where(invoicePage)}: the invoice page has no text`);
      else if (!reading.orderId) warnings.push(`${this.where(invoicePage)}: no order number found`);
      const items = resolveItems('amazon', reading?.items ?? [], catalog);
      return {
        platform: 'amazon',
        fileIndex: this.fileIndex,
        fileName: this.file.name,
        sourcePage: invoicePage - 2,
        order: toParsedOrder('amazon', reading?.orderId ?? '', items),
      };
    });
    if (this.pageCount % 2 === 1) {
      warnings.push(
        `${this.file.name}: odd page count (${this.pageCount}); page ${this.pageCount} has no invoice and is kept after the sorted Amazon labels`,
      );
      pages.push({
        platform: 'amazon',
        fileIndex: this.fileIndex,
        fileName: this.file.name,
        sourcePage: this.pageCount - 1,
        order: null,
      });
    }
    return { pages, warnings };
  }
}

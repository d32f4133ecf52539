import type { CatalogueIndex } from '../../src/domain/labels/catalogue';
import { resolveItems } from '../../src/domain/labels/labelItems';
import { canBeAmazonLabel, unexpectedPageMessage } from '../../src/domain/labels/pageKind';
import { toParsedOrder } from '../../src/domain/labels/parsedOrder';
import { type FileOrders, itemsSignature, LabelFileReader, type LabelPage } from './labelFileReader';
import type { PageReading } from './pageReader';

/**
 * LABELS.md, Amazon: label and invoice pairs; the invoice (odd 0-based page) has the text. Every
 * page is read, so that each pair is checked: a label page, then an invoice with an order number.
 */
export class AmazonReader extends LabelFileReader {
  readonly platform = 'amazon' as const;

  textPages(): number[] {
    return Array.from({ length: this.pageCount }, (_, at) => at + 1);
  }

  /** The label pages: the first of each pair, and a trailing label without its invoice. */
  outputPages(): number[] {
    return Array.from({ length: Math.ceil(this.pageCount / 2) }, (_, at) => 2 * at);
  }

  /** The first page that breaks the label-then-invoice pairing, if any. */
  private pairingProblem(byPage: ReadonlyMap<number, PageReading>): string | undefined {
    for (let page = 1; page <= this.pageCount; page++) {
      const kind = byPage.get(page)?.kind ?? 'no-text';
      const isLabelSlot = page % 2 === 1;
      if (isLabelSlot && !canBeAmazonLabel(kind)) return unexpectedPageMessage(this.file.name, page, 'amazon-label', kind);
      if (!isLabelSlot && kind !== 'amazon-invoice') return unexpectedPageMessage(this.file.name, page, 'amazon-invoice', kind);
    }
    return undefined;
  }

  toPages(readings: readonly PageReading[], catalogue: CatalogueIndex): FileOrders {
    const byPage = new Map(readings.map((reading) => [reading.page, reading]));
    const problem = this.pairingProblem(byPage);
    if (problem) return { pages: [], warnings: [], problems: [problem] };
    const warnings: string[] = [];
    const pages: LabelPage[] = [];
    for (let invoicePage = 2; invoicePage <= this.pageCount; invoicePage += 2) {
      const reading = byPage.get(invoicePage);
      const order = toParsedOrder('amazon', reading?.orderId ?? '', resolveItems('amazon', reading?.items ?? [], catalogue));
      pages.push({
        platform: 'amazon',
        fileIndex: this.fileIndex,
        fileName: this.file.name,
        sourcePage: invoicePage - 2,
        order,
        parcel: itemsSignature(order),
        awb: '',
        lowestLabelText: null,
      });
    }
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
        parcel: '',
        awb: '',
        lowestLabelText: null,
      });
    }
    return { pages, warnings, problems: [] };
  }
}

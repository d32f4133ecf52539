import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FooterFonts } from '../../../../workers/labels/footerFonts';
import { nodeFooterFonts } from '../../../../workers/labels/nodeFonts';
import { addPickList } from '../../../../workers/labels/pickListPage';
import { pageTexts } from '../../../support/labelTestKit';

describe('the pick list page', () => {
  it('writes its counts in Indian grouping (docs/SPEC.md §12)', async () => {
    const document = await PDFDocument.create();
    const fonts = new FooterFonts(document, await nodeFooterFonts());
    const row = {
      category: 'Chandan',
      sku: 'CH-1',
      name: 'Chandan tilak',
      quantity: 12_345,
      orders: 1_200,
      multiQuantityOrders: 1_001,
    };
    await addPickList(document, fonts, [row], 'a4');
    const [text] = await pageTexts(await document.save());
    const compact = (text ?? '').replace(/\s+/g, '');
    expect(compact).toContain('Picklist:12,345unitsin1,200orderlines');
    expect(compact).toContain('12,3451,200*1,001');
  });
});

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { handoverDay, handoverMarkId } from '../../../src/domain/orders/handover';
import { parcelsOf } from '../../../src/domain/orders/parcels';
import type { HandoverMark } from '../../../src/domain/records';
import { handoverSheetPdf } from '../../../src/stores/handoverSheetPdf';
import { nodeFooterFonts } from '../../../workers/labels/nodeFonts';
import { pageTexts } from '../../support/labelTestKit';
import { orderLine } from '../db/fixtures';

const DAY = '2025-01-02';

function day(parcelCount: number) {
  const lines = Array.from({ length: parcelCount }, (_, at) =>
    orderLine({
      date: DAY,
      orderId: `OD${String(at).padStart(18, '0')}`,
      awb: `FMPC${String(at).padStart(10, '0')}`,
      courier: 'E-Kart Logistics',
    }),
  );
  const parcels = parcelsOf(lines);
  const marks: HandoverMark[] = parcels.map((parcel) => ({
    id: handoverMarkId(parcel),
    updated: '',
    deleted: false,
    platform: parcel.platform,
    orderId: parcel.orderId,
    awb: parcel.awb,
    date: DAY,
    courier: 'E-Kart Logistics',
    handedOverBy: 'packer@example.com',
    handedOverAt: '2025-01-02T16:00:00.000Z',
  }));
  return handoverDay(parcels, new Set(), marks)[0];
}

describe('the handover sheet PDF', () => {
  it('is one page with the courier, the count, each parcel and the signature lines', async () => {
    const handover = day(3);
    if (!handover) throw new Error('no courier');
    const bytes = await handoverSheetPdf({ date: DAY, handover, printedAt: new Date('2025-01-02T16:30:00Z') }, nodeFooterFonts);
    const [text, ...more] = await pageTexts(bytes);
    expect(more).toEqual([]);
    const compact = (text ?? '').replace(/\s+/g, '');
    expect(compact).toContain('HandovertoE-KartLogistics:02/01/2025');
    expect(compact).toMatch(/Printed02\/01\/2025,04:30pm/i);
    expect(compact).toContain('Parcelshandedover:3');
    expect(compact).toContain('3.OD000000000000000002AWBFMPC0000000002');
    expect(compact).toContain("Courier'sname");
    expect(compact).toContain('Signature');
  });

  it('stays one page for a big pickup', async () => {
    const handover = day(400);
    if (!handover) throw new Error('no courier');
    const bytes = await handoverSheetPdf({ date: DAY, handover, printedAt: new Date() }, nodeFooterFonts);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const compact = ((await pageTexts(bytes))[0] ?? '').replace(/\s+/g, '');
    expect(compact).toContain('400.OD000000000000000399');
  });
});

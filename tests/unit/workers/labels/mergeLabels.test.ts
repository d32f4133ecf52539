import { deflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { type MergeSummary, unknownSkuWarning } from '../../../../src/domain/labels/mergeSummary';
import { orderLineDrafts } from '../../../../src/domain/orders/orderLines';
import { fixtureFile, inlineEnvironment, readBack } from '../../../support/labelTestKit';
import { joinBytes } from '../../../../workers/labels/joinBytes';

const A4_MEDIA = [0, 0, 595, 842];
const FLIPKART_CROP = [180, 459, 415, 373];

describe('mergeLabels on the fixtures', { timeout: 20_000 }, () => {
  it('outputs Amazon label pages then cropped Flipkart pages, sorted by category then SKU, each footed', async () => {
    const result = await mergeLabels(
      {
        amazon: [await fixtureFile('amazon-basic.pdf')],
        flipkart: [await fixtureFile('flipkart-basic.pdf')],
        catalogue: FIXTURE_CATALOGUE,
      },
      inlineEnvironment(),
    );
    const pages = await readBack(result.pdf);
    expect(pages).toHaveLength(13);
    expect(result.summary.pages).toBe(13);

    const amazon = pages.slice(0, 7);
    for (const page of amazon) {
      expect(page.mediaBox).toEqual(A4_MEDIA);
      expect(page.cropBox).toEqual(A4_MEDIA);
    }
    expect(amazon.map((page) => page.footer)).toEqual([
      '4 X [Camphor] Bhimseni Camphor Tablets 100 g',
      '2 X [Chandan] Kashi Ashtagandh Chandan Powder 500 Gm | 100% Pure And Organic',
      '1 X [Diya] पीतल दीया',
      '1 X [Flags] Hanuman Ji Flag Red | 2 Metre',
      '1 X [Gomti Chakra] Gomti Chakra 11 Pcs (₹ saver pack)',
      // One line holds it: the label scan starts 30 pt below the page's top, and a second line would cross its border.
      '1 X [Yantra] Horse Shoe Nail && 3 X [Kaudi] Natural Yellow Kaudi Shells | Pack of 25 | For…',
      '1 X [Rudraksha Mala 108 Beads]',
    ]);

    const flipkart = pages.slice(7);
    for (const page of flipkart) {
      expect(page.mediaBox).toEqual(A4_MEDIA);
      expect(page.cropBox).toEqual(FLIPKART_CROP);
    }
    const footers = flipkart.map((page) => page.footer);
    expect(footers).toEqual([
      '3 X [Camphor] Bhimseni Camphor Tablets 100 g',
      '1 X [Chandan] Kashi Ashtagandh Chandan Powder 500 Gm | 100% Pure And Organic',
      '2 X [Gomti Chakra] Gomti Chakra 11 Pcs (₹ saver pack)',
      '1 X [Kaudi] Natural Yellow Kaudi Shells | Pack of 25 | For Puja, Lakshmi Pooja and…',
      // Each item on lines of its own in the blank column beside the label.
      '2 X [Yantra] Horse Shoe Nail 1 X [Flags] Hanuman Ji Flag Red | 2 Metre',
      '1 X [Rudraksha Mala 108 Beads]',
    ]);
    expect(flipkart[0]?.lines.join('\n')).toContain('OD000000000000000004');

    expect(
      result.summary.lines.map(({ page, platform, orderId, sku, quantity, category }) => [
        page,
        platform,
        orderId,
        sku,
        quantity,
        category,
      ]),
    ).toEqual([
      [1, 'amazon', '403-1111111-0000005', 'CAMPHOR (100G)', 4, 'Camphor'],
      [2, 'amazon', '403-1111111-0000001', 'KK-X2KQ-2DRV', 2, 'Chandan'],
      [3, 'amazon', '403-1111111-0000006', 'DIYA-BRASS', 1, 'Diya'],
      [4, 'amazon', '403-1111111-0000003', 'FLAG RED 2M', 1, 'Flags'],
      [5, 'amazon', '403-1111111-0000007', 'GOMTI/CHAKRA-11', 1, 'Gomti Chakra'],
      [6, 'amazon', '403-1111111-0000002', 'SSGN006001 && KAUDI_25+PACK', 4, 'Yantra'],
      [7, 'amazon', '403-1111111-0000004', 'RM-108 BEADS', 1, 'Uncategorized'],
      [8, 'flipkart', 'OD000000000000000004', 'CAMPHOR (100G)', 3, 'Camphor'],
      [9, 'flipkart', 'OD000000000000000001', 'KK-X2KQ-2DRV', 1, 'Chandan'],
      [10, 'flipkart', 'OD000000000000000006', 'GOMTI/CHAKRA-11', 2, 'Gomti Chakra'],
      [11, 'flipkart', 'OD000000000000000003', 'KAUDI_25+PACK', 1, 'Kaudi'],
      [12, 'flipkart', 'OD000000000000000002', 'SSGN006001 && FLAG RED 2M', 3, 'Yantra'],
      [13, 'flipkart', 'OD000000000000000005', 'FK UNKNOWN/7', 1, 'Uncategorized'],
    ]);
    expect(result.summary.lines[5]?.name).toBe(
      'Horse Shoe Nail && Natural Yellow Kaudi Shells | Pack of 25 | For Puja, Lakshmi Pooja and Decoration',
    );
    expect(result.summary.duplicates).toEqual([]);
    expect(result.summary.unknownSkus).toEqual([
      { sku: 'RM-108 BEADS', where: ['amazon-basic.pdf page 7'] },
      { sku: 'FK UNKNOWN/7', where: ['flipkart-basic.pdf page 5'] },
    ]);
    expect(result.summary.unknownSkus.map(unknownSkuWarning)).toEqual([
      'SKU RM-108 BEADS is not in the catalogue (Uncategorized): amazon-basic.pdf page 7',
      'SKU FK UNKNOWN/7 is not in the catalogue (Uncategorized): flipkart-basic.pdf page 5',
    ]);
    expect(result.summary.warnings).toEqual([]);
  });

  it("compresses the footer fonts with the environment's deflate when it gives one", async () => {
    const deflated: number[] = [];
    const deflate = (data: Uint8Array) => {
      deflated.push(data.length);
      return deflateSync(data);
    };
    const result = await mergeLabels(
      { amazon: [await fixtureFile('amazon-basic.pdf')], catalogue: FIXTURE_CATALOGUE },
      { ...inlineEnvironment(), deflate },
    );
    // Both footer fonts (the Devanagari one for 'पीतल दीया'): each subset and its Unicode map.
    expect(deflated).toHaveLength(4);
    const footers = (await readBack(result.pdf)).map((page) => page.footer);
    expect(footers).toContain('1 X [Diya] पीतल दीया');
    expect(footers).toContain('1 X [Gomti Chakra] Gomti Chakra 11 Pcs (₹ saver pack)');
  });

  it('closes the reader pool once the pages are read when asked, without waiting for the threads to stop', async () => {
    const environment = inlineEnvironment();
    let closes = 0;
    // Threads that never finish stopping: the merge goes on regardless.
    const pool = { ...environment.pool, close: () => new Promise<void>(() => void closes++) };
    const result = await mergeLabels(
      { amazon: [await fixtureFile('amazon-basic.pdf')], catalogue: FIXTURE_CATALOGUE },
      { ...environment, pool, closePoolAfterReading: true },
    );
    expect(closes).toBe(1);
    expect(result.summary.pages).toBe(7);
  });

  it('reads ids, SKUs and quantities of cut words', async () => {
    const result = await mergeLabels(
      {
        amazon: [await fixtureFile('amazon-split-words.pdf')],
        flipkart: [await fixtureFile('flipkart-split-words.pdf')],
        catalogue: FIXTURE_CATALOGUE,
      },
      inlineEnvironment(),
    );
    expect(result.summary.lines.map(({ orderId, sku, quantity, category }) => [orderId, sku, quantity, category])).toEqual([
      ['403-1111111-0000011', 'KK-X2KQ-2DRV', 3, 'Chandan'],
      ['403-1111111-0000012', 'KAUDI_25+PACK', 1, 'Kaudi'],
      ['OD000000000000000011', 'GOMTI/CHAKRA-11', 1, 'Gomti Chakra'],
      ['OD000000000000000010', 'KAUDI_25+PACK', 2, 'Kaudi'],
    ]);
    const compact = (text: string | undefined) => text?.replace(/\s+/g, '');
    expect(compact(result.summary.lines[0]?.name)).toBe(
      compact('Kashi Ashtagandh Chandan Powder 500 Gm | 100% Pure And Organic'),
    );
    expect(result.summary.warnings).toEqual([]);
  });

  it('without a catalogue, rejoins a cut structural SKU only when it then fits a pattern', async () => {
    const result = await mergeLabels(
      { amazon: [await fixtureFile('amazon-split-words.pdf')], flipkart: [await fixtureFile('flipkart-split-words.pdf')] },
      inlineEnvironment(),
    );
    expect(result.summary.lines.map((line) => line.sku)).toEqual([
      'KAUDI _25+PACK',
      'KK-X2KQ-2DRV',
      'GOMT I/CHAK RA-11',
      'KAUD I_25+P ACK',
    ]);
  });

  it('reads pages that each embed their own copy of the full font', async () => {
    const result = await mergeLabels(
      { amazon: [], flipkart: [await fixtureFile('flipkart-font-per-page.pdf')], catalogue: FIXTURE_CATALOGUE },
      inlineEnvironment(),
    );
    expect(result.summary.lines.map(({ orderId, sku, name, quantity }) => [orderId, sku, name, quantity])).toEqual([
      [
        'OD000000000000000008',
        'KK-X2KQ-2DRV && CAMPHOR (100G)',
        'Kashi Ashtagandh Chandan Powder 500 Gm | 100% Pure And Organic && Bhimseni Camphor Tablets 100 g',
        2,
      ],
      ['OD000000000000000007', 'FLAG RED 2M', 'Hanuman Ji Flag Red | 2 Metre', 2],
      ['OD000000000000000009', 'SSGN006001', 'Horse Shoe Nail', 1],
    ]);
  });

  it('reports an order downloaded twice and keeps it once, or every copy when asked', async () => {
    const request = {
      amazon: [await fixtureFile('amazon-basic.pdf'), await fixtureFile('amazon-redownload.pdf')],
      flipkart: [await fixtureFile('flipkart-basic.pdf'), await fixtureFile('flipkart-redownload.pdf')],
      catalogue: FIXTURE_CATALOGUE,
    };
    const once = await mergeLabels(request, inlineEnvironment());
    expect(once.summary.duplicates).toEqual([
      {
        platform: 'amazon',
        orderId: '403-1111111-0000001',
        parcel: expect.stringContaining('KK-X2KQ-2DRV'),
        awb: '',
        found: ['amazon-basic.pdf page 1', 'amazon-redownload.pdf page 5'],
      },
      {
        platform: 'amazon',
        orderId: '403-1111111-0000003',
        parcel: expect.stringContaining('FLAG RED 2M'),
        awb: '',
        found: ['amazon-basic.pdf page 5', 'amazon-redownload.pdf page 1'],
      },
      {
        platform: 'flipkart',
        orderId: 'OD000000000000000002',
        parcel: 'FMPC1000000002',
        awb: 'FMPC1000000002',
        found: ['flipkart-basic.pdf page 2', 'flipkart-redownload.pdf page 1'],
      },
      {
        platform: 'flipkart',
        orderId: 'OD000000000000000006',
        parcel: 'FMPC1000000006',
        awb: 'FMPC1000000006',
        found: ['flipkart-basic.pdf page 6', 'flipkart-redownload.pdf page 3'],
      },
    ]);
    expect(once.summary.pages).toBe(15);
    const ids = once.summary.lines.map((line) => line.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await readBack(once.pdf)).length).toBe(15);
    const written = await PDFDocument.load(joinBytes(once.pdf));
    const pageObjects = written.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Page'));
    expect(pageObjects).toHaveLength(15);

    const kept = await mergeLabels({ ...request, keepDuplicates: true }, inlineEnvironment());
    expect(kept.summary.pages).toBe(19);
    expect(kept.summary.lines.filter((line) => line.orderId === '403-1111111-0000001')).toHaveLength(2);
    expect(kept.summary.duplicates).toEqual(once.summary.duplicates);
    // Printed twice, recorded once: the copies take no stock of their own.
    const recorded = (summary: MergeSummary) =>
      orderLineDrafts(summary.lines, FIXTURE_CATALOGUE, '2025-01-02')
        .map((line) => [line.type, line.orderId, line.awb, line.sku, line.quantity].join(' '))
        .sort();
    expect(recorded(kept.summary)).toEqual(recorded(once.summary));
  });

  it('keeps the trailing label of an odd page count, unsorted and unfooted, and says so', async () => {
    const result = await mergeLabels(
      { amazon: [await fixtureFile('amazon-odd-pages.pdf')], flipkart: [], catalogue: FIXTURE_CATALOGUE },
      inlineEnvironment(),
    );
    expect(result.summary.warnings).toEqual([
      'amazon-odd-pages.pdf: odd page count (5); page 5 has no invoice and is kept after the sorted Amazon labels',
    ]);
    expect(result.summary.lines.map(({ orderId, quantity, category }) => [orderId, quantity, category])).toEqual([
      ['403-1111111-0000010', 1, 'Camphor'],
      ['403-1111111-0000009', 2, 'Yantra'],
      ['', 0, 'Uncategorized'],
    ]);
    const pages = await readBack(result.pdf);
    expect(pages.map((page) => page.lines)).toEqual([
      ['1 X [Camphor] Bhimseni Camphor Tablets 100 g'],
      ['2 X [Yantra] Horse Shoe Nail'],
      [],
    ]);
  });

  it('puts the pick list in front and counts summary pages after it', async () => {
    const result = await mergeLabels(
      {
        amazon: [await fixtureFile('amazon-basic.pdf')],
        flipkart: [await fixtureFile('flipkart-basic.pdf')],
        catalogue: FIXTURE_CATALOGUE,
        pickList: true,
      },
      inlineEnvironment(),
    );
    const pages = await readBack(result.pdf);
    expect(pages).toHaveLength(14);
    expect(result.summary.pages).toBe(14);
    expect(result.summary.lines[0]?.page).toBe(2);
    const pickList = pages[0]?.lines ?? [];
    expect(pickList[0]).toBe('Pick list: 25 units in 15 order lines');
    expect(pickList).toContain('Camphor CAMPHOR (100G) Bhimseni Camphor Tablets 100 g 7 2 * 2');
    expect(pickList).toContain('Diya DIYA-BRASS पीतल दीया 1 1');
    expect(pickList.at(-1)).toBe('RM-108 BEADS Rudraksha Mala 108 Beads 1 1');
    expect(pages[1]?.lines).toEqual(['4 X [Camphor] Bhimseni Camphor Tablets 100 g']);
  });

  it('applies the sort configuration it is given', async () => {
    const result = await mergeLabels(
      {
        amazon: [await fixtureFile('amazon-basic.pdf')],
        flipkart: [],
        catalogue: FIXTURE_CATALOGUE,
        sort: { primarySort: 'price', sortOrder: 'desc', groupByCategory: false },
      },
      inlineEnvironment(),
    );
    expect(result.summary.lines.map((line) => line.sku)).toEqual([
      'DIYA-BRASS',
      'GOMTI/CHAKRA-11',
      'FLAG RED 2M',
      'SSGN006001 && KAUDI_25+PACK',
      'KK-X2KQ-2DRV',
      'CAMPHOR (100G)',
      'RM-108 BEADS',
    ]);
  });

  it('without a catalogue, every page is Uncategorized and footed without a category', async () => {
    const result = await mergeLabels({ amazon: [], flipkart: [await fixtureFile('flipkart-basic.pdf')] }, inlineEnvironment());
    expect(new Set(result.summary.lines.map((line) => line.category))).toEqual(new Set(['Uncategorized']));
    const pages = await readBack(result.pdf);
    expect(result.summary.lines.map((line) => line.sku)).toEqual([
      'CAMPHOR (100G)',
      'FK UNKNOWN/7',
      'GOMTI/CHAKRA-11',
      'KAUDI_25+PACK',
      'KK-X2KQ-2DRV',
      'SSGN006001 && FLAG RED 2M',
    ]);
    expect(pages[0]?.footer).toBe('3 X [Bhimseni Camphor Tablets 100 g]');

    const twice = await mergeLabels(
      {
        amazon: [],
        flipkart: [await fixtureFile('flipkart-basic.pdf'), await fixtureFile('flipkart-redownload.pdf')],
        keepDuplicates: true,
      },
      inlineEnvironment(),
    );
    // Once per SKU, with every page it is on.
    expect(twice.summary.unknownSkus).toContainEqual({
      sku: 'SSGN006001',
      where: ['flipkart-basic.pdf page 2', 'flipkart-redownload.pdf page 1'],
    });
  });
});

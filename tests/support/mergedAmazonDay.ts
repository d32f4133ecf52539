/**
 * Prints, as JSON, generated Amazon orders and the order line drafts a merge of their label file
 * records: for screen tests under jsdom, where the merge's modules cannot find their fonts and
 * threads (jsdom's URL), run as `node --import tsx tests/support/mergedAmazonDay.ts <date> <count>`.
 */
import { orderLineDrafts } from '../../src/domain/orders/orderLines';
import { mergeLabels } from '../../workers/labels/mergeLabels';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../fixtures/realShapeAmazonPdf';
import { realShapeCatalogue } from '../fixtures/realShapeKit';
import { inlineEnvironment } from './labelTestKit';

const [date = '', count = '2'] = process.argv.slice(2);
const orders = realShapeAmazonOrders(Number(count));
const catalogue = realShapeCatalogue();
const merged = await mergeLabels(
  { amazon: [{ name: 'amazon.pdf', data: await realShapeAmazonPdf(orders) }], flipkart: [], catalogue },
  inlineEnvironment(),
);
process.stdout.write(JSON.stringify({ orders, drafts: orderLineDrafts(merged.summary.lines, catalogue, date) }));

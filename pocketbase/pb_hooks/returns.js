/// <reference path="../pb_data/types.d.ts" />
/* global module, arrayOf */
// The stock a returned order line gives back (docs/SPEC.md §19), loaded with require() by
// order_returns.pb.js, stock.pb.js and stock_push.js.
//
// The line's return record that stands on the server decides: the first record of a line to
// arrive is kept (order_returns.pb.js), and when it says back in stock the server makes the
// line's return movement itself, in the transaction that stores the record. A return movement a
// client sends is never applied as such: stations still send theirs (queued after the record), and
// the stock route acknowledges it when the standing record made it, or answers it as not applied
// so that the station drops it. So the stock comes back once, and only for a line whose standing
// record says back in stock, whichever station's record arrives first and whatever the order of
// the records and movements of the stations.

const { applyMovement, categoryLedger } = require(`${__hooks}/stock.js`);
const { inTransaction } = require(`${__hooks}/in_transaction.js`);
const { returnReason, returnReasonParts, returnStockMovementId } = require(`${__hooks}/stock_rules.generated.js`);

const BACK_IN_STOCK = 'back-in-stock';

/**
 * The keys (platform, AWB, order day) of the lines with this order id and SKU that `table` holds.
 * Every platform is named so that the lookup uses the table's index that starts with it.
 */
function lineKeys(app, table, platformField, dayField, orderId, sku) {
  const platforms = app.findCachedCollectionByNameOrId(table).fields.getByName(platformField).values;
  const params = { orderId, sku };
  const named = [];
  for (let index = 0; index < platforms.length; index += 1) {
    params[`p${index}`] = platforms[index];
    named.push(`{:p${index}}`);
  }
  const rows = arrayOf(new DynamicModel({ platform: '', awb: '', day: '' }));
  app
    .db()
    .newQuery(
      `SELECT ${platformField} AS platform, awb, ${dayField} AS day FROM ${table}
       WHERE ${platformField} IN (${named.join(', ')}) AND orderId = {:orderId} AND sku = {:sku}`,
    )
    .bind(params)
    .all(rows);
  return rows;
}

/**
 * Whether a movement a client sends is a line's return movement: its reason names the line's
 * order and SKU (returnReason) and its id is the line's return movement id. The line is looked for
 * among the order lines and the return records (a record may name a line the server lacks).
 */
function isReturnMovement(app, id, reason) {
  if (!id || typeof reason !== 'string') return false;
  for (const { orderId, sku } of returnReasonParts(reason)) {
    const keys = [
      ...lineKeys(app, 'order_lines', 'type', 'date', orderId, sku),
      ...lineKeys(app, 'order_returns', 'platform', 'mergedDate', orderId, sku),
    ];
    const lineId = (key) => returnStockMovementId({ type: key.platform, orderId, awb: key.awb, sku, date: key.day });
    if (keys.some((key) => lineId(key) === id)) return true;
  }
  return false;
}

function storedMovement(app, id) {
  try {
    return app.findRecordById('stock_movements', id);
  } catch {
    return null;
  }
}

/**
 * Makes and applies the return movement of a back-in-stock record, unless the movement is stored
 * already (a return received before the server made them). A record whose category is gone (or
 * that names none) stands without one: the parcel was received, and there is no stock to give
 * back to.
 */
function restock(app, record) {
  const id = record.getString('stockMovementId');
  if (storedMovement(app, id)) return;
  const ledger = categoryLedger(app);
  if (!ledger.exists(record.getString('categoryId'))) {
    record.set('stockMovementId', '');
    return;
  }
  const movement = new Record(app.findCachedCollectionByNameOrId('stock_movements'));
  movement.set('id', id);
  movement.set('categoryId', record.getString('categoryId'));
  movement.set('type', 'add');
  movement.set('quantity', record.getInt('quantity'));
  movement.set('reason', returnReason(record.getString('orderId'), record.getString('sku')));
  movement.set('performedBy', record.getString('receivedBy'));
  movement.set('timestamp', record.getString('receivedAt'));
  movement.set('metadata', null);
  movement.set('deleted', false);
  applyMovement(ledger, movement);
  app.save(movement);
  ledger.save();
}

/**
 * Stores a new return record (the rest of the create request) with its movement id computed from
 * its line, whoever wrote it, and, back in stock, its movement, in one transaction.
 */
function receiveReturn(e) {
  const record = e.record;
  const restocked = record.getString('outcome') === BACK_IN_STOCK;
  const line = {
    type: record.getString('platform'),
    orderId: record.getString('orderId'),
    awb: record.getString('awb'),
    sku: record.getString('sku'),
    date: record.getString('mergedDate'),
  };
  record.set('stockMovementId', restocked ? returnStockMovementId(line) : '');
  if (!restocked) {
    e.next();
    return;
  }
  inTransaction(e, (app) => restock(app, record));
}

module.exports = { isReturnMovement, receiveReturn };

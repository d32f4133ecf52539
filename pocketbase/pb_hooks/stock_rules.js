/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Who made a stock movement and which movement an order line's is, loaded with require() by
// stock.pb.js, stock_push.js and stock_rules.pb.js. The quantity rules and the movement ids are
// the stations' own (src/domain), in stock_rules.generated.js.

const { orderStockMovementId } = require(`${__hooks}/stock_rules.generated.js`);

/** Who a movement records as its maker when the order fulfilment of a line made it. */
const ORDER_STOCK_PERFORMER = 'system';

/** The id of the movement that takes the stock of an order_lines record. */
const orderLineStockMovementId = (line) =>
  orderStockMovementId({
    type: line.getString('type'),
    orderId: line.getString('orderId'),
    sku: line.getString('sku'),
    awb: line.getString('awb'),
  });

/**
 * Who made a movement: the signed-in user's e-mail, or 'system' for the order fulfilment of an
 * order line this same user recorded (order_lines.stockMovementId, set by stock_rules.pb.js).
 * What the station sent is not taken: any station could claim anyone.
 */
function performerOf(app, auth, movementId) {
  if (!auth || auth.collection().name !== 'users') return '';
  try {
    app.findFirstRecordByFilter('order_lines', 'stockMovementId = {:id} && recordedBy = {:user}', {
      id: movementId,
      user: auth.id,
    });
    return ORDER_STOCK_PERFORMER;
  } catch {
    return auth.email();
  }
}

module.exports = { orderLineStockMovementId, performerOf };

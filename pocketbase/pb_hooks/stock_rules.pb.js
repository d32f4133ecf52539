/// <reference path="../pb_data/types.d.ts" />
// Stock movements made through the records API or a batch get the stock route's checks
// (stock_push.js): the quantity must be a whole number in range, and the maker is the signed-in
// user (or the user whose offline work it is, station_session.js's authorOf), or 'system' for the
// order fulfilment of a line that user recorded (stock_rules.js). A superuser's movement keeps
// what it says. Here PocketBase has already cast the body's quantity
// for the number field: text, null and lists arrive as 0 and are refused, but true arrives as 1
// and "5" as 5. Stations push movements through the stock route, which reads them as sent.
onRecordCreateRequest((e) => {
  const { performerOf, refuseQuantity } = require(`${__hooks}/stock_rules.js`);
  const { authorOf } = require(`${__hooks}/station_session.js`);
  const body = e.requestInfo().body;
  refuseQuantity(body ? body.quantity : undefined);
  // A new movement is stored live whatever the station sent (stock_push.js, SENT_FIELDS).
  if (!e.hasSuperuserAuth()) e.record.set('deleted', false);
  if (e.auth && e.auth.collection().name === 'users') {
    const author = authorOf(e.app, e.auth, body, 'stock_movements', e.record.id);
    e.record.set('performedBy', performerOf(e.app, author, e.record.id));
  }
  e.next();
}, 'stock_movements');

// Who recorded an order line, for the check above: set from the sign-in (or a proven author),
// never from what the body claims.
onRecordCreateRequest((e) => {
  const { authorOf } = require(`${__hooks}/station_session.js`);
  const signedIn = e.auth && e.auth.collection().name === 'users';
  e.record.set('recordedBy', signedIn ? authorOf(e.app, e.auth, e.requestInfo().body, 'order_lines', e.record.id).id : '');
  e.next();
}, 'order_lines');

// The id of the movement that takes the line's stock, kept with the line so that the check
// above is one indexed lookup.
onRecordCreate((e) => {
  const { orderStockMovementId } = require(`${__hooks}/stock_rules.js`);
  const line = e.record;
  line.set(
    'stockMovementId',
    orderStockMovementId(line.getString('type'), line.getString('orderId'), line.getString('sku'), line.getString('awb')),
  );
  e.next();
}, 'order_lines');

// An update (a station's edit, or a tombstone brought back by natural_keys.js with the sent
// fields) never changes who recorded the line.
onRecordUpdate((e) => {
  const { orderStockMovementId } = require(`${__hooks}/stock_rules.js`);
  const line = e.record;
  line.set('recordedBy', line.original().getString('recordedBy'));
  line.set(
    'stockMovementId',
    orderStockMovementId(line.getString('type'), line.getString('orderId'), line.getString('sku'), line.getString('awb')),
  );
  e.next();
}, 'order_lines');

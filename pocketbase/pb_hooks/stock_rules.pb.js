/// <reference path="../pb_data/types.d.ts" />
// Who recorded an order line, for the maker check of stock movements (stock.pb.js): set from the sign-in (or a proven author),
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
  const { orderLineStockMovementId } = require(`${__hooks}/stock_rules.js`);
  const line = e.record;
  line.set('stockMovementId', orderLineStockMovementId(line));
  e.next();
}, 'order_lines');

// An update (a station's edit, or a tombstone brought back by natural_keys.js with the sent
// fields) never changes who recorded the line.
onRecordUpdate((e) => {
  const { orderLineStockMovementId } = require(`${__hooks}/stock_rules.js`);
  const line = e.record;
  line.set('recordedBy', line.original().getString('recordedBy'));
  line.set('stockMovementId', orderLineStockMovementId(line));
  e.next();
}, 'order_lines');

/// <reference path="../pb_data/types.d.ts" />
// Products are unique per sku + platform, order lines per platform + order id + SKU + AWB, transactions
// per hash (docs/ARCHITECTURE.md, Data). Two stations offline can record the same one under two client
// ids; the second create is acknowledged with the stored record (whose id the station then adopts,
// see src/sync/adoptServerRecord.ts) instead of failing its whole batch on the unique index.
onRecordCreateRequest(
  (e) => {
    const { storedWithSameKey } = require(`${__hooks}/natural_keys.js`);
    const stored = storedWithSameKey(e.app, e.record, e.requestInfo().body);
    if (stored) {
      e.json(200, stored);
      return;
    }
    e.next();
  },
  'products',
  'order_lines',
  'transactions',
);

/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Records that two stations can make independently, under different client ids, for the same
// thing: loaded with require() by natural_keys.pb.js.

const NATURAL_KEYS = {
  products: ['sku', 'platform'],
  order_lines: ['type', 'orderId', 'sku', 'awb'],
  transactions: ['hash'],
};

function findFirst(app, name, filter, params) {
  try {
    return app.findFirstRecordByFilter(name, filter, params);
  } catch {
    return null;
  }
}

function findSameKey(app, record) {
  const name = record.collection().name;
  const fields = NATURAL_KEYS[name];
  const params = {};
  for (const field of fields) params[field] = record.getString(field);
  return findFirst(app, name, fields.map((field) => `${field} = {:${field}}`).join(' && '), params);
}

/**
 * An order line's AWB is empty when it was not read (Amazon's, before its label's barcode was
 * read): such a line and one of the same platform + order id + SKU with an AWB are the
 * same parcel's. The stored line without one gets the AWB sent; a line sent without one is the
 * stored line with its AWB.
 */
function sameLineOtherAwb(app, record) {
  const params = { type: record.getString('type'), orderId: record.getString('orderId'), sku: record.getString('sku') };
  const sameLine = 'type = {:type} && orderId = {:orderId} && sku = {:sku}';
  const awb = record.getString('awb');
  if (awb === '') return findFirst(app, 'order_lines', `${sameLine} && awb != ''`, params);
  const unread = findFirst(app, 'order_lines', `${sameLine} && awb = ''`, params);
  if (unread && !unread.getBool('deleted')) {
    unread.set('awb', awb);
    app.save(unread);
  }
  return unread;
}

/**
 * The stored record to answer a create with when its natural key is already taken (for an order
 * line, also sameLineOtherAwb's), or null when the key is free. The first arrival stands, as the
 * specification's imports create a product only when none with its sku and platform exists; a
 * tombstone is brought back with the sent fields.
 */
function storedWithSameKey(app, record, body) {
  let stored = findSameKey(app, record);
  if (!stored && record.collection().name === 'order_lines') stored = sameLineOtherAwb(app, record);
  if (!stored || !stored.getBool('deleted')) return stored;
  for (const [field, value] of Object.entries(body)) {
    if (field !== 'id') stored.set(field, value);
  }
  app.save(stored);
  return stored;
}

module.exports = { storedWithSameKey };

/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Records that two stations can make independently, under different client ids, for the same
// thing: loaded with require() by natural_keys.pb.js.

const NATURAL_KEYS = {
  products: ['sku', 'platform'],
  order_lines: ['type', 'orderId', 'sku', 'awb'],
  transactions: ['hash'],
};

function findSameKey(app, record) {
  const name = record.collection().name;
  const fields = NATURAL_KEYS[name];
  const params = {};
  for (const field of fields) params[field] = record.getString(field);
  const filter = fields.map((field) => `${field} = {:${field}}`).join(' && ');
  try {
    return app.findFirstRecordByFilter(name, filter, params);
  } catch {
    return null;
  }
}

/**
 * The stored record to answer a create with when its natural key is already taken, or null when
 * the key is free. The first arrival stands, as the specification's imports create a product only
 * when none with its sku and platform exists; a tombstone is brought back with the sent fields.
 */
function storedWithSameKey(app, record, body) {
  const stored = findSameKey(app, record);
  if (!stored || !stored.getBool('deleted')) return stored;
  for (const [field, value] of Object.entries(body)) {
    if (field !== 'id') stored.set(field, value);
  }
  app.save(stored);
  return stored;
}

module.exports = { storedWithSameKey };

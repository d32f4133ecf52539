/// <reference path="../pb_data/types.d.ts" />
/* global module, ValidationError */
// The shapes of the JSON fields every station's screens read (docs/SPEC.md §18), which PocketBase's field
// types cannot say: a merge batch without its platform counts, or a transaction without its
// status, used to be stored and then failed those screens on every station. Loaded with require()
// by record_shapes.pb.js; src/domain/recordShapes/records.ts reads the same shapes on the station.
// A tombstone (`deleted: true`) is not checked: it is a removal, which the stations drop.

// The marketplaces are the values of products.platform, which each marketplace's migration extends
// (docs/ADDING_A_MARKETPLACE.md): no second list to keep in step here.
const isPlatform = (name) => $app.findCollectionByNameOrId('products').fields.getByName('platform').values.includes(name);
const TRANSACTION_SOURCES = ['amazon-date-range', 'flipkart-pnl', 'flipkart-settlement'];
const TRANSACTION_TEXTS = ['kind', 'type', 'orderId', 'orderItemId', 'sku', 'settlementId', 'description', 'status'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value) => typeof value === 'number' && isFinite(value);
const isText = (value) => typeof value === 'string';
const isDay = (value) => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isNullable = (check) => (value) => value === null || check(value);
const isAbsentOr = (check) => (value) => value === undefined || check(value);

/** An object whose named fields pass their checks (fields it has beyond those are free). */
const isShape = (fields) => (value) => isObject(value) && Object.keys(fields).every((name) => fields[name](value[name]));

const productInventory = isShape({ quantity: isNumber, lowStockThreshold: isNumber, lastUpdated: isAbsentOr(isText) });
const productMetadata = isShape({
  listingStatus: isAbsentOr(isText),
  moq: isAbsentOr(isText),
  amazonSerialNumber: isAbsentOr(isNullable(isText)),
  flipkartSerialNumber: isAbsentOr(isNullable(isText)),
  createdAt: isAbsentOr(isText),
  updatedAt: isAbsentOr(isText),
  lastImportedFrom: isAbsentOr((value) => value === null || value === 'Amazon Import' || value === 'Flipkart Import'),
});
// Stations leave the quantity out: it is the server's (stock.js sets it).
const categoryInventory = isShape({
  totalQuantity: isAbsentOr(isNumber),
  lowStockThreshold: isNumber,
  lastUpdated: isAbsentOr(isText),
  productCount: isAbsentOr(isNumber),
});
const transfer = isShape({
  targetCategoryId: isText,
  targetCategoryName: isAbsentOr(isText),
  productSkus: isAbsentOr((value) => Array.isArray(value) && value.every(isText)),
});
const transactionData = (value) =>
  isObject(value) &&
  TRANSACTION_SOURCES.includes(value.source) &&
  (value.platform === 'amazon' || value.platform === 'flipkart') &&
  isDay(value.date) &&
  isNumber(value.units) &&
  TRANSACTION_TEXTS.every((name) => isText(value[name])) &&
  Object.keys(value).every((name) => value[name] === null || ['string', 'number', 'boolean'].includes(typeof value[name]));
const mergeBatchFiles = (value) =>
  Array.isArray(value) && value.every(isShape({ name: isText, platform: isPlatform, pages: isNumber }));
const platformCounts = (value) =>
  isObject(value) && Object.keys(value).every((name) => isPlatform(name) && isNumber(value[name]) && value[name] >= 0);

/** Per collection, each JSON field's check and the words of its refusal. */
const SHAPES = {
  products: {
    customCostPrice: [isNullable(isNumber), 'Must be a number or null.'],
    inventory: [isNullable(productInventory), 'Must be null or { quantity, lowStockThreshold, lastUpdated }.'],
    metadata: [isNullable(productMetadata), 'Must be null or the listing metadata object.'],
  },
  categories: {
    costPrice: [isNullable(isNumber), 'Must be a number or null.'],
    inventory: [
      isNullable(categoryInventory),
      'Must be null or { totalQuantity, lowStockThreshold, lastUpdated, productCount }.',
    ],
  },
  stock_movements: {
    metadata: [isNullable(transfer), 'Must be null or { targetCategoryId, targetCategoryName, productSkus }.'],
  },
  transactions: {
    data: [
      transactionData,
      'Must be a transaction read from a payment report: source, platform, kind, type, date, orderId, orderItemId, sku, settlementId, description, units and status.',
    ],
  },
  merge_batches: {
    files: [mergeBatchFiles, 'Must be a list of { name, platform, pages }.'],
    platformCounts: [platformCounts, 'Must be the orders per platform, e.g. { "amazon": 2, "flipkart": 1, "meesho": 0 }.'],
  },
};

/** A JSON field's stored value; null when it holds none. */
function jsonValue(record, field) {
  const raw = record.getString(field);
  return raw ? JSON.parse(raw) : null;
}

/** Throws the refusal, naming every field, when a live record's JSON fields do not have their shapes. */
function refuseMalformed(record) {
  if (record.getBool('deleted')) return;
  const shapes = SHAPES[record.collection().name];
  const errors = {};
  for (const field of Object.keys(shapes)) {
    const [check, message] = shapes[field];
    if (!check(jsonValue(record, field))) errors[field] = new ValidationError('validation_invalid_shape', message);
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError('Failed to save record.', errors);
}

module.exports = { refuseMalformed };

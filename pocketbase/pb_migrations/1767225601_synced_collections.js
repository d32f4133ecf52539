/// <reference path="../pb_data/types.d.ts" />
// Collections that mirror the synced record types of src/domain/records.ts field for field.
//
// Choices that keep a record unchanged on its round trip through the server:
// - client-written timestamps (createdAt, updatedAt, timestamp) are text, because a date field
//   rewrites ISO 8601 strings into PocketBase's own format;
// - nullable numbers (customCostPrice, costPrice) are JSON, because a number field stores null as 0;
// - references between records (categoryId) are text, not relations, because an offline station
//   may push a product before the category it points at.
// Every collection has `(updated, id)` indexed for the sync engine's pull cursor.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';

    const text = (name, options) => ({ type: 'text', name, ...options });
    const number = (name, options) => ({ type: 'number', name, ...options });
    const json = (name) => ({ type: 'json', name });
    const select = (name, values, options) => ({ type: 'select', name, values, maxSelect: 1, ...options });
    const platform = (name) => select(name, ['amazon', 'flipkart'], { required: true });

    const create = (name, fields, indexes) => {
      app.save(
        new Collection({
          type: 'base',
          name,
          listRule: SIGNED_IN_USER,
          viewRule: SIGNED_IN_USER,
          createRule: SIGNED_IN_USER,
          updateRule: SIGNED_IN_USER,
          deleteRule: SIGNED_IN_USER,
          fields: [
            ...fields,
            { type: 'bool', name: 'deleted' },
            { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
            { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
          ],
          indexes: [`CREATE INDEX idx_${name}_updated_id ON ${name} (updated, id)`, ...indexes],
        }),
      );
    };

    create(
      'categories',
      [
        text('name', { required: true }),
        text('description'),
        text('tag'),
        json('costPrice'),
        text('createdAt'),
        text('updatedAt'),
        json('inventory'),
      ],
      [],
    );

    create(
      'products',
      [
        text('sku', { required: true }),
        text('name'),
        text('description'),
        platform('platform'),
        number('sellingPrice'),
        json('customCostPrice'),
        text('categoryId'),
        select('visibility', ['visible', 'hidden']),
        json('inventory'),
        json('metadata'),
      ],
      [
        'CREATE UNIQUE INDEX idx_products_sku_platform ON products (sku, platform)',
        'CREATE INDEX idx_products_categoryId ON products (categoryId)',
      ],
    );

    create(
      'stock_movements',
      [
        text('categoryId', { required: true }),
        select('type', ['add', 'remove', 'transfer'], { required: true }),
        number('quantity'),
        number('previousQuantity'),
        number('newQuantity'),
        text('reason'),
        text('performedBy'),
        text('timestamp'),
        json('metadata'),
      ],
      ['CREATE INDEX idx_stock_movements_categoryId ON stock_movements (categoryId)'],
    );

    create(
      'order_lines',
      [
        text('date', { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        text('name'),
        text('quantity'),
        platform('type'),
        text('sku', { required: true }),
        text('orderId', { required: true }),
        text('createdAt'),
        text('categoryId'),
        text('category'),
      ],
      [
        'CREATE UNIQUE INDEX idx_order_lines_type_orderId_sku ON order_lines (type, orderId, sku)',
        'CREATE INDEX idx_order_lines_date ON order_lines (date)',
      ],
    );

    create(
      'transactions',
      [text('hash', { required: true }), json('data')],
      ['CREATE UNIQUE INDEX idx_transactions_hash ON transactions (hash)'],
    );

    create(
      'files',
      [
        text('name', { required: true }),
        text('contentType'),
        number('size', { min: 0, onlyInt: true }),
        text('createdAt'),
        // Merged label PDFs of a busy day run to tens of megabytes, and shipping labels carry
        // customers' addresses: downloads need a file token of a signed-in user.
        { type: 'file', name: 'file', maxSelect: 1, maxSize: 100 * 1024 * 1024, protected: true },
      ],
      [],
    );
  },
  (app) => {
    for (const name of ['files', 'transactions', 'order_lines', 'stock_movements', 'products', 'categories']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);

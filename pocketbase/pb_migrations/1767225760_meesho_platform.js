/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §10: Meesho is the third marketplace. Every platform select field accepts `meesho`:
// products.platform, order_lines.type and packing_marks.platform; the down migration takes it away.
const FIELDS = [
  ['products', 'platform'],
  ['order_lines', 'type'],
  ['packing_marks', 'platform'],
];

migrate(
  (app) => {
    for (const [name, fieldName] of FIELDS) {
      const collection = app.findCollectionByNameOrId(name);
      const field = collection.fields.getByName(fieldName);
      if (!field.values.includes('meesho')) field.values = [...field.values, 'meesho'];
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, fieldName] of FIELDS) {
      const collection = app.findCollectionByNameOrId(name);
      const field = collection.fields.getByName(fieldName);
      field.values = field.values.filter((value) => value !== 'meesho');
      app.save(collection);
    }
  },
);

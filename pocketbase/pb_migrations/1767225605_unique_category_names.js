/// <reference path="../pb_data/types.d.ts" />
/* global arrayOf */
// A category name is taken once among the live categories, ignoring case and surrounding spaces
// (pb_hooks/category_names.pb.js says so in words; this index holds it under concurrent writes).
// Names already taken more than once keep their oldest holder; the others are numbered,
// "chandan (2)", and stamped `updated` now so that every station pulls the new name.
migrate(
  (app) => {
    const key = (name) => {
      const row = new DynamicModel({ key: '' });
      app.db().newQuery('SELECT lower(trim({:name})) AS key').bind({ name }).one(row);
      return row.key;
    };
    const rows = arrayOf(new DynamicModel({ id: '', name: '', key: '' }));
    app
      .db()
      .newQuery('SELECT id, name, lower(trim(name)) AS key FROM categories WHERE deleted = FALSE ORDER BY created, rowid')
      .all(rows);
    const taken = new Set();
    const clashing = [];
    for (const row of rows) {
      if (taken.has(row.key)) clashing.push(row);
      else taken.add(row.key);
    }
    // Every name a category keeps is taken before any is numbered, so that no number takes one.
    for (const row of clashing) {
      let name = '';
      for (let n = 2; name === '' || taken.has(key(name)); n += 1) name = `${row.name.trim()} (${n})`;
      taken.add(key(name));
      app
        .db()
        .newQuery("UPDATE categories SET name = {:name}, updated = strftime('%Y-%m-%d %H:%M:%fZ', 'now') WHERE id = {:id}")
        .bind({ name, id: row.id })
        .execute();
    }
    const categories = app.findCollectionByNameOrId('categories');
    categories.addIndex('idx_categories_name_key', true, 'lower(trim(name))', 'deleted = FALSE');
    app.save(categories);
  },
  (app) => {
    const categories = app.findCollectionByNameOrId('categories');
    categories.removeIndex('idx_categories_name_key');
    app.save(categories);
  },
);

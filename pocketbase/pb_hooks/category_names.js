/// <reference path="../pb_data/types.d.ts" />
/* global module, ValidationError, arrayOf */
// A category's name must not be another live category's, ignoring case and surrounding spaces;
// loaded with require() by category_names.pb.js. The unique index of migration 1767225605 holds
// the rule under concurrent writes; this says why in words, where the index alone would answer
// "Failed to create record.". The wording is src/domain/catalogue/categoryRules.ts's.

const categoryNameTaken = (name) => `A category named '${name}' already exists`;

/** Throws the refusal when the record's name is held by another live category. */
function refuseTakenName(app, record) {
  if (record.getBool('deleted')) return;
  const holders = arrayOf(new DynamicModel({ name: '' }));
  app
    .db()
    .newQuery(
      'SELECT name FROM categories WHERE deleted = FALSE AND id != {:id} AND lower(trim(name)) = lower(trim({:name})) LIMIT 1',
    )
    .bind({ id: record.id, name: record.getString('name') })
    .all(holders);
  if (holders.length === 0) return;
  throw new BadRequestError('Failed to save record.', {
    name: new ValidationError('validation_not_unique', categoryNameTaken(holders[0].name)),
  });
}

module.exports = { refuseTakenName };

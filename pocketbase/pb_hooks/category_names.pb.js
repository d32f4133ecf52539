/// <reference path="../pb_data/types.d.ts" />
// Category names are unique among the live categories (category_names.js): a create or an update
// (a rename, or a batch's upsert) that would take another's name is refused with the reason.
onRecordCreateRequest((e) => {
  require(`${__hooks}/category_names.js`).refuseTakenName(e.app, e.record);
  e.next();
}, 'categories');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/category_names.js`).refuseTakenName(e.app, e.record);
  e.next();
}, 'categories');

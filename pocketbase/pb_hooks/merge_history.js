/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Merge batches and packing marks are history (migration 1767225730); loaded with require() by
// merge_history.pb.js.

const { signWithAuth } = require(`${__hooks}/station_session.js`);

/**
 * An update of a stored batch or mark is a station sending it again (its answer was lost) or a
 * second station's mark of the same parcel (the same id): the stored record stands and is the
 * answer. It is saved again unchanged, which gives it the next pull number, so that a station
 * whose own copy differs (another packer, another time) pulls the stored one even if its cursor
 * has passed it.
 */
function answerWithStored(e) {
  const stored = e.app.findRecordById(e.record.collection().name, e.record.id);
  e.app.save(stored);
  e.json(200, stored);
}

module.exports = { answerWithStored, signWithAuth };

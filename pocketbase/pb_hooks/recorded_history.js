/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Order lines and transactions are records of what happened (migration 1767225821); loaded with
// require() by recorded_history.pb.js.

const { canonical } = require(`${__hooks}/canonical_json.js`);

/** Fields the server writes itself, or that say nothing of what happened. */
const SERVER_FIELDS = new Set(['id', 'created', 'updated', 'syncSeq', 'deleted']);

const CANNOT_CHANGE = {
  order_lines: 'An order line cannot be changed once recorded',
  transactions: 'A transaction cannot be changed once imported',
};

function comparable(record, field) {
  const raw = record.getString(field.name);
  if (field.type() !== 'json') return raw;
  try {
    return canonical(raw === '' ? null : JSON.parse(raw));
  } catch {
    return raw;
  }
}

/**
 * An update is a station sending a record again (its answer was lost) with the values it has,
 * or an admin's tombstone: anything that would change what was recorded is refused. Hidden
 * fields are the server's own (who recorded a line), which other hooks keep. An order line's AWB
 * not read when it was recorded (empty: Amazon's before its label's barcode was read) may be filled in, once.
 */
function refuseChange(e) {
  const stored = e.record.original();
  const fields = e.record.collection().fields;
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i];
    if (SERVER_FIELDS.has(field.name) || field.hidden || field.type() === 'autodate') continue;
    if (field.name === 'awb' && e.record.collection().name === 'order_lines' && stored.getString('awb') === '') continue;
    if (comparable(e.record, field) !== comparable(stored, field)) {
      throw new ForbiddenError(`${CANNOT_CHANGE[e.record.collection().name]}: ${field.name} stays as it is`);
    }
  }
}

module.exports = { refuseChange };

/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The stock ledger is append-only (docs/ARCHITECTURE.md, Data and conflicts): nobody but a superuser deletes a
// movement (the delete rule, migration 1767225621), and that deletion is a tombstone that keeps
// the movement's effect and its id (deletions.pb.js), so a station that sends the same id again is
// acknowledged and nothing is applied twice. Loaded with require() by stock.pb.js, whose update
// hook refuses any change of a stored movement with refuseChange.

/** What a movement is, as a station sends it; the server's own figures are left out. */
const MOVEMENT_FIELDS = ['categoryId', 'type', 'quantity', 'reason', 'timestamp', 'metadata'];

const { canonical } = require(`${__hooks}/canonical_json.js`);

const CANNOT_CHANGE = 'A stock movement cannot be changed or deleted: record a new movement to correct it';

function storedValue(record, field) {
  if (field === 'quantity') return record.getFloat(field);
  if (field === 'metadata') {
    const raw = record.getString(field);
    return raw ? JSON.parse(raw) : null;
  }
  return record.getString(field);
}

/**
 * An update of a stored movement is only ever a station sending it again (its answer was lost):
 * stock.pb.js acknowledges that with the stored entry. Anything else, a changed figure or a
 * deletion flag, is refused: undoing a movement is a new movement, which keeps the history true.
 */
function refuseChange(e) {
  const stored = e.record.original();
  const body = e.requestInfo().body || {};
  if (body.deleted === true && !stored.getBool('deleted')) throw new ForbiddenError(CANNOT_CHANGE);
  for (const field of MOVEMENT_FIELDS) {
    if (!(field in body)) continue;
    const sent = field === 'quantity' ? Number(body[field]) : body[field];
    if (canonical(sent) !== canonical(storedValue(stored, field))) throw new ForbiddenError(CANNOT_CHANGE);
  }
}

module.exports = { refuseChange };

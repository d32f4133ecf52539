/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Monitoring records older than 90 days are pruned (docs/SPEC.md §16). A record's age is the later
// reading of two clocks: when the station made it (payload.timestamp) or, should the station's
// clock be wrong, when the server stored it (created); either one past the limit prunes it.
const RETENTION_DAYS = 90;

function pruneMonitoring(app) {
  const cutoff = new Date(Date.now() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const iso = cutoff.toISOString();
  // PocketBase stores dates as 'YYYY-MM-DD HH:MM:SS.sssZ'.
  const stored = iso.replace('T', ' ');
  const result = app
    .db()
    .newQuery(
      "DELETE FROM monitoring WHERE created < {:stored} OR (json_extract(payload, '$.timestamp') != '' AND json_extract(payload, '$.timestamp') < {:iso})",
    )
    .bind({ stored, iso })
    .execute();
  return result.rowsAffected();
}

module.exports = { pruneMonitoring, RETENTION_DAYS };

/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Loaded with require() by the hooks that compare a resent record with the stored one (ledger.js,
// recorded_history.js).

/**
 * JSON with sorted keys, so that two equal objects compare equal whatever their key order. A JSON
 * null in a request body reaches hooks as an empty Go value (`[]`), so empty counts as null.
 */
function canonical(value) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

module.exports = { canonical };

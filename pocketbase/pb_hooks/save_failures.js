/// <reference path="../pb_data/types.d.ts" />
/* global module, ApiError */
// Which failures of a write refuse the record and which are the server's own (docs/SPEC.md §18: busy is
// not refused). A station sets a refused record aside for good, so only the record's fault may
// answer 4xx: an API error a rule or hook refused it with, or its fields failing validation.
// Anything else (SQLite busy or locked, an interrupted context, a disk error, a bug) answers 500,
// and the station sends the record again later.

const SERVER_FAILURE = 'The server could not store the change now; it is kept and sent again later.';

/** What a JSVM exception carries: the Go error of a GoError, or the value thrown in JavaScript. */
function carriedValue(error) {
  return error && error.value !== undefined ? error.value : error;
}

function isApiError(value) {
  return Boolean(value) && typeof value.status === 'number' && typeof value.message === 'string';
}

/** A 4xx other than the rate limit's 429 is a refusal of the record; the rest mean "not now". */
function isRefusal(apiError) {
  return apiError.status >= 400 && apiError.status < 500 && apiError.status !== 429;
}

/**
 * PocketBase's own 400 around a failed save ("Failed to create record.") that has no field errors
 * and wraps a plain Go error: nothing about the record was refused. A hook's refusal carries no
 * Go error, or field errors.
 */
function isWrappedFailure(apiError) {
  if (apiError.status !== 400 || Object.keys(apiError.data).length > 0) return false;
  const raw = typeof apiError.rawData === 'function' ? apiError.rawData() : null;
  return Boolean(raw) && typeof raw.error === 'function' && !isApiError(raw);
}

/**
 * The answer to an error thrown while saving a record: its own API error; `refusal` (400) with
 * the field errors when the record failed validation (PocketBase keeps only validation errors as
 * an API error's data); otherwise 500, keeping the error for the server's log.
 */
function answerTo(error, refusal) {
  const value = carriedValue(error);
  if (isApiError(value)) return isWrappedFailure(value) ? new ApiError(500, SERVER_FAILURE, value.rawData()) : value;
  const invalid = new BadRequestError(refusal, value);
  if (Object.keys(invalid.data).length > 0) return invalid;
  return new ApiError(500, SERVER_FAILURE, value);
}

/** Runs the rest of a records API request, answering a failure to save as answerTo does. */
function saveOrFail(e, refusal) {
  try {
    e.next();
  } catch (error) {
    throw answerTo(error, refusal);
  }
}

module.exports = { answerTo, isRefusal, saveOrFail };
